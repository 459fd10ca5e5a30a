import { describe, expect, it } from "vitest";

import { blogPosts } from "../app/content/blog";
import { articleBlocks, homeBlocks, peerContent } from "./wordpress-content";

describe("what the bench seeds into WordPress", () => {
  it("takes the home page's visible text, in order, as blocks, the first heading as its title", () => {
    const html = `<html><body><header><h1>Not this</h1></header><main id="main-content">
      <h1>Technology that <span>moves</span> your business</h1>
      <p class="x">We design &amp; build.</p><script>ignored()</script>
      <h2>Our Services</h2><ul><li><a href="/a">Cloud</a></li></ul><p> </p></main></body></html>`;
    expect(homeBlocks(html)).toEqual({
      title: "Technology that moves your business",
      html: [
        "<!-- wp:paragraph -->\n<p>We design &amp; build.</p>\n<!-- /wp:paragraph -->",
        "<!-- wp:heading -->\n<h2>Our Services</h2>\n<!-- /wp:heading -->",
        "<!-- wp:paragraph -->\n<p>Cloud</p>\n<!-- /wp:paragraph -->",
      ].join("\n\n"),
    });
  });

  it("writes each article's paragraphs, headings and lists as the block editor stores them", () => {
    expect(
      articleBlocks([
        { type: "h2", text: "1. <Start>" },
        { type: "ul", items: ["a", "b"] },
      ]),
    ).toBe(
      "<!-- wp:heading -->\n<h2>1. &lt;Start&gt;</h2>\n<!-- /wp:heading -->\n\n<!-- wp:list -->\n<ul><li>a</li><li>b</li></ul>\n<!-- /wp:list -->",
    );
    const content = peerContent("<main><h1>Home</h1></main>", blogPosts);
    expect(content.posts).toHaveLength(6);
    expect(content.posts[0]).toMatchObject({ slug: blogPosts[0]!.slug, title: blogPosts[0]!.title });
  });
});
