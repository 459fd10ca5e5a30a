import { describe, expect, it } from "vitest";

import type { StoredBlock } from "~/features/pages/stored-block";

import { writtenCards } from "./custom-cards-block";
import { blockTypeNamed, checkBlocks } from "./registry";

// The rules of the block types of decision 176: chosen cards, written cards, figures, FAQ, logo strip and call
// to action, as the one check before a page is saved (checkBlocks) applies them.

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const block = (type: string, data: Record<string, unknown>, translations = {}): StoredBlock => ({
  id: "k1",
  type,
  data,
  translations,
});
const errorsOf = (result: ReturnType<typeof checkBlocks>) => (result.ok ? {} : result.fieldErrors);

describe("chosen cards", () => {
  it("keep the chosen items in order, from any card source, whether one value or several was sent", () => {
    const items = [`posts:${uuid(2)}`, `services:${uuid(1)}`, `team:${uuid(3)}`];
    const many = checkBlocks([block("cards", { heading: "Our work", items })]);
    expect(many.ok && many.blocks[0]!.data.items).toEqual(items);
    const one = checkBlocks([block("cards", { heading: "Our work", items: `projects:${uuid(4)}` })]);
    expect(one.ok && one.blocks[0]!.data.items).toEqual([`projects:${uuid(4)}`]);
  });

  it("refuse none, a source it does not offer, a reference it cannot read, and the same item twice", () => {
    expect(errorsOf(checkBlocks([block("cards", { heading: "Work", items: [] })]))).toEqual({
      "b.k1.items": "Choose at least one of the cards",
    });
    for (const items of [[`faq:${uuid(1)}`], ["services:not-an-id"], [`services:${uuid(1)}`, `services:${uuid(1)}`]])
      expect(errorsOf(checkBlocks([block("cards", { heading: "Work", items })]))["b.k1.items"]).toBeTruthy();
    expect(
      errorsOf(
        checkBlocks([
          block("cards", { heading: "Work", items: Array.from({ length: 13 }, (_, n) => `posts:${uuid(n)}`) }),
        ]),
      )["b.k1.items"],
    ).toBe("Choose at most 12 cards");
  });

  it("need a heading, and translate the texts but not the choice", () => {
    expect(errorsOf(checkBlocks([block("cards", { items: [`services:${uuid(1)}`] })]))["b.k1.heading"]).toBe(
      "Heading is required",
    );
    const fields = blockTypeNamed("cards")!.fields;
    expect(fields.find((field) => field.name === "items")?.kind).toBe("items");
    const checked = checkBlocks([
      block("cards", { heading: "Work", items: [`services:${uuid(1)}`] }, { bn: { heading: "কাজ", items: ["x"] } }),
    ]);
    expect(checked.ok && checked.blocks[0]!.translations).toEqual({ bn: { heading: "কাজ" } });
  });
});

describe("written cards", () => {
  it("are the slots with a title, in order", () => {
    expect(writtenCards({ card2Title: "B", card2Text: "b", card1Title: "A", card4Title: "" })).toEqual([
      { n: 1, title: "A", text: "", link: "" },
      { n: 2, title: "B", text: "b", link: "" },
    ]);
  });

  it("need one card, a title for a card with anything else, alt text for an image, and a link the site allows", () => {
    expect(errorsOf(checkBlocks([block("custom-cards", { heading: "Why us" })]))).toEqual({
      "b.k1.card1Title": "Write at least one card's title",
    });
    const errors = errorsOf(
      checkBlocks([
        block("custom-cards", {
          heading: "Why us",
          card1Title: "Fast",
          card1Link: "javascript:alert(1)",
          card2Text: "No title",
          card3Title: "Pictured",
          card3Image: uuid(9),
        }),
      ]),
    );
    expect(Object.keys(errors).sort()).toEqual(["b.k1.card1Link", "b.k1.card2Title", "b.k1.card3ImageAlt"]);
  });

  it("keep their images as the page's media", () => {
    const checked = checkBlocks([
      block("custom-cards", { heading: "Why us", card1Title: "A", card1Image: uuid(7), card1ImageAlt: "A team" }),
    ]);
    expect(checked.ok && checked.mediaIds).toEqual([uuid(7)]);
  });
});

describe("figures, FAQ and logo strip", () => {
  it("choose only from their own content", () => {
    const cases: [string, string, string][] = [
      ["figures", "figures", "faq"],
      ["faq", "faq", "clients"],
      ["logo-strip", "clients", "figures"],
    ];
    for (const [type, own, other] of cases) {
      const heading = { heading: "Heading" };
      expect(checkBlocks([block(type, { ...heading, items: [`${own}:${uuid(1)}`] })]).ok).toBe(true);
      expect(errorsOf(checkBlocks([block(type, { ...heading, items: [`${other}:${uuid(1)}`] })]))["b.k1.items"]).toBe(
        "An item could not be read. Reload the page and try again.",
      );
      expect(errorsOf(checkBlocks([block(type, { items: [`${own}:${uuid(1)}`] })]))["b.k1.heading"]).toBe(
        "Heading is required",
      );
    }
  });

  it("cap how many are chosen", () => {
    const many = (source: string, count: number) => Array.from({ length: count }, (_, n) => `${source}:${uuid(n)}`);
    expect(errorsOf(checkBlocks([block("figures", { heading: "N", items: many("figures", 9) })]))["b.k1.items"]).toBe(
      "Choose at most 8 figures",
    );
    expect(checkBlocks([block("faq", { heading: "N", items: many("faq", 30) })]).ok).toBe(true);
  });
});

describe("call to action", () => {
  it("needs a heading, a button's label and where it leads", () => {
    expect(Object.keys(errorsOf(checkBlocks([block("cta", {})]))).sort()).toEqual([
      "b.k1.buttonLabel",
      "b.k1.buttonLink",
      "b.k1.heading",
    ]);
    const ok = checkBlocks([
      block(
        "cta",
        { heading: "Ready?", text: "Talk to us.", buttonLabel: "Contact", buttonLink: "/contact" },
        { bn: { heading: "প্রস্তুত?", buttonLabel: "যোগাযোগ" } },
      ),
    ]);
    expect(ok.ok && ok.blocks[0]).toMatchObject({
      translations: { bn: { heading: "প্রস্তুত?", buttonLabel: "যোগাযোগ" } },
    });
    expect(
      errorsOf(checkBlocks([block("cta", { heading: "R", buttonLabel: "Go", buttonLink: "//evil.example" })]))[
        "b.k1.buttonLink"
      ],
    ).toBeTruthy();
  });
});
