import { CtaSection } from "~/components/cta-section";

import { BlockText } from "./block-text";
import { defineBlock, linkRule, textOf, textRule } from "./block-type";

/** A call to action (decision 176): heading, text and one button, as "Ready to Start Your Project?" (CtaSection). */
export const ctaBlock = defineBlock({
  type: "cta",
  label: "Call to action",
  description: "A heading, a line of text and a button, in the closing banner most pages end with.",
  fields: [
    { name: "heading", label: "Heading", kind: "text", rule: textRule("Heading", 120, true), maxLength: 120 },
    { name: "text", label: "Text", kind: "textarea", rule: textRule("Text", 300), maxLength: 300 },
    {
      name: "buttonLabel",
      label: "Button's label",
      kind: "text",
      rule: textRule("Button's label", 40, true),
      maxLength: 40,
    },
    { name: "buttonLink", label: "Button's link", kind: "link", rule: linkRule, hint: "/contact or https://…" },
  ],
  refine: (data, issue) => {
    if (textOf(data, "buttonLink") === "") issue("buttonLink", "Enter where the button leads");
  },
  Render: ({ data, headingId }) => (
    <CtaSection
      headingId={headingId}
      title={<BlockText data={data} name="heading" />}
      text={<BlockText data={data} name="text" />}
      linkLabel={<BlockText data={data} name="buttonLabel" />}
      linkTo={textOf(data, "buttonLink")}
    />
  ),
});
