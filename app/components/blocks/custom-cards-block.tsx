import { Icon } from "~/components/icon";
import { Link } from "~/components/localized-link";
import { SectionHeading } from "~/components/section-heading";

import { BlockText } from "./block-text";
import { type BlockField, defineBlock, imageOf, imageRule, langOf, linkRule, textOf, textRule } from "./block-type";

export const MAX_WRITTEN_CARDS = 6;
const cardNumbers = Array.from({ length: MAX_WRITTEN_CARDS }, (_, index) => index + 1);

function cardFields(n: number): BlockField[] {
  const fields: BlockField[] = [
    { name: `card${n}Title`, label: `Card ${n}: title`, kind: "text", rule: textRule("Title", 80), maxLength: 80 },
    { name: `card${n}Text`, label: `Card ${n}: text`, kind: "textarea", rule: textRule("Text", 400), maxLength: 400 },
    { name: `card${n}Image`, label: `Card ${n}: image (optional)`, kind: "image", rule: imageRule },
    {
      name: `card${n}ImageAlt`,
      label: `Card ${n}: image alt text`,
      kind: "text",
      rule: textRule("Alt text", 200),
      maxLength: 200,
    },
    {
      name: `card${n}Link`,
      label: `Card ${n}: link (optional)`,
      kind: "link",
      rule: linkRule,
      hint: "Where the card's title leads: /contact or https://…",
    },
  ];
  return fields.map((field) => ({ ...field, group: `Card ${n}` }));
}

/** The cards with a title, in order (an empty slot is not a card). */
export function writtenCards(data: Record<string, unknown>) {
  return cardNumbers.flatMap((n) => {
    const title = textOf(data, `card${n}Title`);
    return title ? [{ n, title, text: textOf(data, `card${n}Text`), link: textOf(data, `card${n}Link`) }] : [];
  });
}

/**
 * Up to six cards written by hand (decision 176): a title, a text, an optional image and an optional link each,
 * in the look of the About page's value cards and the portfolio's image cards.
 */
export const customCardsBlock = defineBlock({
  type: "custom-cards",
  label: "Cards: written here",
  description: `Up to ${MAX_WRITTEN_CARDS} cards you write: a title, a text, and optionally an image and a link.`,
  fields: [
    { name: "eyebrow", label: "Eyebrow", kind: "text", rule: textRule("Eyebrow", 60), maxLength: 60 },
    { name: "heading", label: "Heading", kind: "text", rule: textRule("Heading", 120, true), maxLength: 120 },
    { name: "intro", label: "Intro", kind: "textarea", rule: textRule("Intro", 400), maxLength: 400 },
    ...cardNumbers.flatMap(cardFields),
  ],
  refine: (data, issue) => {
    if (writtenCards(data).length === 0) issue("card1Title", "Write at least one card's title");
    for (const n of cardNumbers) {
      const titled = textOf(data, `card${n}Title`) !== "";
      const image = textOf(data, `card${n}Image`) !== "";
      if (!titled && (textOf(data, `card${n}Text`) || image || textOf(data, `card${n}Link`)))
        issue(`card${n}Title`, "Give this card a title, or clear its other fields");
      if (image && textOf(data, `card${n}ImageAlt`) === "")
        issue(`card${n}ImageAlt`, "Alt text is required: describe the image for people who cannot see it");
    }
  },
  Render: ({ data, headingId }) => {
    const cards = writtenCards(data);
    return (
      <section aria-labelledby={headingId} className="container-page py-16 sm:py-24">
        <SectionHeading
          id={headingId}
          eyebrow={textOf(data, "eyebrow") ? <BlockText data={data} name="eyebrow" /> : undefined}
          title={<BlockText data={data} name="heading" />}
          intro={textOf(data, "intro") ? <BlockText data={data} name="intro" /> : undefined}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => {
            const image = imageOf(data, `card${card.n}Image`);
            return (
              <li key={card.n}>
                <article className="flex h-full card-lift flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                  {image ? (
                    <img
                      src={image.src}
                      srcSet={image.srcSet}
                      sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
                      alt={image.alt}
                      lang={langOf(data, `card${card.n}ImageAlt`)}
                      width={1200}
                      height={800}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[3/2] w-full bg-slate-100 object-cover"
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col p-8">
                    <h3 className="text-xl font-semibold text-slate-900">
                      {card.link ? (
                        <CardLink to={card.link} title={<BlockText data={data} name={`card${card.n}Title`} />} />
                      ) : (
                        <BlockText data={data} name={`card${card.n}Title`} />
                      )}
                    </h3>
                    {card.text ? (
                      <p className="mt-3 leading-7 whitespace-pre-line text-slate-600">
                        <BlockText data={data} name={`card${card.n}Text`} />
                      </p>
                    ) : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </section>
    );
  },
});

function CardLink({ to, title }: { to: string; title: React.ReactNode }) {
  const className = "inline-flex items-center gap-1.5 text-brand-800 underline-offset-4 hover:underline";
  const content = (
    <>
      {title}
      <Icon name="ArrowRight" className="size-4 shrink-0" />
    </>
  );
  return to.startsWith("/") ? (
    <Link to={to} className={className}>
      {content}
    </Link>
  ) : (
    <a href={to} className={className}>
      {content}
    </a>
  );
}
