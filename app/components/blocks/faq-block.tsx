import { FaqList } from "~/components/faq-list";
import { itemsRule } from "~/features/pages/item-sources";

import { BlockText } from "./block-text";
import { defineBlock, itemsOf, textRule } from "./block-type";

/** Chosen FAQ items (decision 176) in the contact page's look: questions that open without JavaScript. */
export const faqBlock = defineBlock({
  type: "faq",
  label: "FAQ",
  description: "Questions and answers chosen from the FAQ, opening one by one as on the contact page.",
  fields: [
    { name: "heading", label: "Heading", kind: "text", rule: textRule("Heading", 120, true), maxLength: 120 },
    {
      name: "items",
      label: "Questions",
      kind: "items",
      sources: ["faq"],
      rule: itemsRule(["faq"], "questions", 1, 30),
      hint: "Edit a question under FAQ: every page showing it follows. A hidden question is not shown.",
    },
  ],
  Render: ({ data, headingId }) => {
    const items = itemsOf(data, "items").flatMap((entry) => (entry.source === "faq" ? [entry.item] : []));
    if (items.length === 0) return null;
    return (
      <section aria-labelledby={headingId} className="bg-slate-50">
        <div className="container-page py-14">
          <h2 id={headingId} className="text-2xl font-bold text-slate-900">
            <BlockText data={data} name="heading" />
          </h2>
          <FaqList items={items} />
        </div>
      </section>
    );
  },
});
