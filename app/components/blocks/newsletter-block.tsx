import { NewsletterSection } from "~/components/newsletter-form";

import { BlockText } from "./block-text";
import { defineBlock, textOf, textRule } from "./block-type";

/**
 * The newsletter sign-up band of the Shop and Blog pages (decision 177): the same form, double opt-in, toasts
 * and background sending by the site script; without JavaScript it posts to /newsletter and comes back here.
 */
export const newsletterBlock = defineBlock({
  type: "newsletter",
  label: "Newsletter sign-up",
  description: "A heading and a line of text above the newsletter's sign-up form (the address is confirmed by email).",
  fields: [
    { name: "heading", label: "Heading", kind: "text", rule: textRule("Heading", 120, true), maxLength: 120 },
    { name: "text", label: "Text", kind: "textarea", rule: textRule("Text", 400), maxLength: 400 },
  ],
  Render: ({ data, headingId }) => (
    <NewsletterSection
      source="page"
      headingId={headingId}
      heading={<BlockText data={data} name="heading" />}
      intro={textOf(data, "text") ? <BlockText data={data} name="text" /> : null}
    />
  ),
});
