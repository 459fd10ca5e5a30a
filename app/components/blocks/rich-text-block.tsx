import { z } from "zod";

import { BlockText } from "./block-text";
import { defineBlock, langOf, textOf, textRule } from "./block-type";

/**
 * Text with headings, lists, links and quotes: the blog's rich text (decision 081), cleaned on save and
 * rendered to HTML on the server, in the article's reading width and look (`prose-article`).
 */
export const richTextBlock = defineBlock({
  type: "rich-text",
  label: "Rich text",
  description: "Paragraphs with headings, lists, links and quotes, in the blog article's look.",
  fields: [
    {
      name: "heading",
      label: "Heading",
      kind: "text",
      rule: textRule("Heading", 120),
      maxLength: 120,
      hint: "Optional: a section heading above the text.",
    },
    // Checked and cleaned by cleanRichText in each language (the registry's check).
    { name: "body", label: "Text", kind: "rich", rule: z.unknown() },
  ],
  Render: ({ data, headingId }) => {
    const heading = textOf(data, "heading");
    return (
      <section aria-labelledby={heading ? headingId : undefined} className="container-page py-12 sm:py-16">
        {heading ? (
          <h2 id={headingId} className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-slate-900">
            <BlockText data={data} name="heading" />
          </h2>
        ) : null}
        <div
          className="prose-article mx-auto max-w-3xl"
          lang={langOf(data, "body")}
          // Rendered on the server from the cleaned document (an allowlist of nodes and marks).
          dangerouslySetInnerHTML={{ __html: textOf(data, "body") }}
        />
      </section>
    );
  },
});
