import { cleanRichText, richTextPlainText } from "~/utils/rich-text";
import { renderRichText } from "~/utils/rich-text-render.server";

/**
 * An issue's body as an email shows it (decision 202): the blog's renderer, with the site's own links and
 * images made absolute against `siteUrl` (an email has no page to be relative to), and its plain text.
 */
export function issueBodyRenderer(siteUrl: string) {
  const origin = new URL(siteUrl).origin;
  return (body: unknown) => {
    const cleaned = cleanRichText(body);
    const html = renderRichText(body).replace(
      /\b(src|href)="\/(?!\/)/g,
      (_, attribute: string) => `${attribute}="${origin}/`,
    );
    return { html, text: cleaned.ok ? richTextPlainText(cleaned.doc) : "" };
  };
}
