import { ClientLogoMarquee } from "~/components/client-logo-marquee";
import { SectionHeading } from "~/components/section-heading";
import { itemsRule } from "~/features/pages/item-sources";

import { BlockText } from "./block-text";
import { defineBlock, itemsOf, textOf, textRule } from "./block-type";

/**
 * Chosen client logos (decision 176) in the home page's strip: sliding by CSS alone, paused on hover, focus or
 * its toggle, one still row under reduced motion.
 */
export const logoStripBlock = defineBlock({
  type: "logo-strip",
  label: "Logo strip",
  description: "Client logos you choose, sliding as on the home page (still for visitors who ask for less motion).",
  fields: [
    { name: "heading", label: "Heading", kind: "text", rule: textRule("Heading", 120, true), maxLength: 120 },
    { name: "intro", label: "Intro", kind: "textarea", rule: textRule("Intro", 400), maxLength: 400 },
    {
      name: "items",
      label: "Logos",
      kind: "items",
      sources: ["clients"],
      rule: itemsRule(["clients"], "logos", 1, 30),
    },
  ],
  Render: ({ data, headingId }) => {
    const logos = itemsOf(data, "items").flatMap((entry) => (entry.source === "clients" ? [entry.item] : []));
    if (logos.length === 0) return null;
    return (
      <section aria-labelledby={headingId} className="border-y border-slate-200 bg-slate-50 py-16">
        <div className="container-page">
          <SectionHeading
            id={headingId}
            title={<BlockText data={data} name="heading" />}
            intro={textOf(data, "intro") ? <BlockText data={data} name="intro" /> : undefined}
          />
          <div className="mt-10">
            <ClientLogoMarquee logos={logos} />
          </div>
        </div>
      </section>
    );
  },
});
