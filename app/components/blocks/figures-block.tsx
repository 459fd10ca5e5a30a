import { StatCounters } from "~/components/stat-counter";
import { itemsRule } from "~/features/pages/item-sources";

import { BlockText } from "./block-text";
import { defineBlock, itemsOf, textRule } from "./block-type";

/**
 * The About page's counters (decision 176): figures chosen from the About figures (number, suffix and label,
 * translated there), counted up by the site script once in view like the About page's (browser/counters.ts,
 * no client runtime), the final numbers without JavaScript or under reduced motion.
 */
export const figuresBlock = defineBlock({
  type: "figures",
  label: "Figures",
  description: "Counters chosen from the About figures (number and label), counting up as the About page's do.",
  fields: [
    {
      name: "heading",
      label: "Heading (for screen readers)",
      kind: "text",
      rule: textRule("Heading", 120, true),
      maxLength: 120,
      hint: "Read by screen readers, not shown, as on the About page (for example: Our numbers).",
    },
    {
      name: "items",
      label: "Figures",
      kind: "items",
      sources: ["figures"],
      rule: itemsRule(["figures"], "figures", 1, 8),
      hint: "Edit a figure's number and label under About figures: every page showing it follows.",
    },
  ],
  Render: ({ data, headingId }) => {
    const stats = itemsOf(data, "items").flatMap((entry) =>
      entry.source === "figures"
        ? [{ label: entry.item.label, value: entry.item.value, suffix: entry.item.suffix }]
        : [],
    );
    if (stats.length === 0) return null;
    return (
      <section aria-labelledby={headingId} className="bg-brand-950 py-16">
        <div className="container-page">
          <h2 id={headingId} className="sr-only">
            <BlockText data={data} name="heading" />
          </h2>
          <StatCounters stats={stats} />
        </div>
      </section>
    );
  },
});
