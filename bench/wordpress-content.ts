import type { BlogBlock, BlogPost } from "../app/content/blog";

/** What the bench seeds into WordPress: our home page's text as its front page, and our six articles. */
export type PeerContent = {
  home: { title: string; html: string };
  posts: { slug: string; title: string; excerpt: string; date: string; html: string }[];
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const decodeEntities = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/** A paragraph, heading or list as the block editor stores it. */
function block(kind: "p" | "h2" | "h3" | "ul", content: string | string[]): string {
  if (kind === "ul") {
    const items = (content as string[]).map((item) => `<li>${escapeHtml(item)}</li>`).join("");
    return `<!-- wp:list -->\n<ul>${items}</ul>\n<!-- /wp:list -->`;
  }
  const text = escapeHtml(content as string);
  if (kind === "p") return `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
  const level = kind === "h2" ? 2 : 3;
  return `<!-- wp:heading${level === 3 ? ' {"level":3}' : ""} -->\n<${kind}>${text}</${kind}>\n<!-- /wp:heading -->`;
}

export function articleBlocks(body: BlogBlock[]): string {
  return body
    .map((part) => (part.type === "ul" ? block("ul", part.items ?? []) : block(part.type, part.text ?? "")))
    .join("\n\n");
}

/**
 * The visible text of our home page's `<main>`, in order, as WordPress blocks: its headings and paragraphs
 * (the hero's headline becomes the page title). Links, images and scripts are left out; their text stays.
 */
export function homeBlocks(html: string): { title: string; html: string } {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? html;
  const cleaned = main.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<style\b[\s\S]*?<\/style>/gi, "");
  const parts: string[] = [];
  let title = "";
  for (const match of cleaned.matchAll(/<(h1|h2|h3|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const tag = match[1]!.toLowerCase();
    const text = decodeEntities(match[2]!.replace(/<[^>]+>/g, " "))
      .replace(/\s+/g, " ")
      .trim();
    if (!text) continue;
    if (tag === "h1" && !title) {
      title = text;
      continue;
    }
    parts.push(block(tag === "h1" ? "h2" : tag === "li" ? "p" : (tag as "p" | "h2" | "h3"), text));
  }
  return { title: title || "Home", html: parts.join("\n\n") };
}

export function peerContent(homeHtml: string, posts: BlogPost[]): PeerContent {
  return {
    home: homeBlocks(homeHtml),
    posts: posts.map((post) => ({
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      date: `${post.isoDate} 09:00:00`,
      html: articleBlocks(post.body),
    })),
  };
}
