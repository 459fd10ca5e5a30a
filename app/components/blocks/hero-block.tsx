import { Icon } from "~/components/icon";
import { Link } from "~/components/localized-link";
import { PageHero } from "~/components/page-hero";

import { BlockText } from "./block-text";
import { defineBlock, imageOf, imageRule, langOf, linkRule, textOf, textRule } from "./block-type";

/** The page's opening: heading, intro, an image and up to two buttons, in the inner pages' hero (PageHero). */
export const heroBlock = defineBlock({
  type: "hero",
  label: "Hero",
  description: "The page's heading and intro, with an image and up to two buttons. Usually the first block.",
  fields: [
    { name: "heading", label: "Heading", kind: "text", rule: textRule("Heading", 120, true), maxLength: 120 },
    { name: "intro", label: "Intro", kind: "textarea", rule: textRule("Intro", 400), maxLength: 400 },
    { name: "image", label: "Image", kind: "image", rule: imageRule },
    { name: "imageAlt", label: "Image alt text", kind: "text", rule: textRule("Alt text", 200), maxLength: 200 },
    {
      name: "primaryLabel",
      label: "First button's label",
      kind: "text",
      rule: textRule("Label", 40),
      maxLength: 40,
    },
    { name: "primaryLink", label: "First button's link", kind: "link", rule: linkRule, hint: "/contact or https://…" },
    {
      name: "secondaryLabel",
      label: "Second button's label",
      kind: "text",
      rule: textRule("Label", 40),
      maxLength: 40,
    },
    { name: "secondaryLink", label: "Second button's link", kind: "link", rule: linkRule },
  ],
  refine: (data, issue) => {
    for (const button of ["primary", "secondary"]) {
      const label = textOf(data, `${button}Label`);
      const link = textOf(data, `${button}Link`);
      if (label !== "" && link === "") issue(`${button}Link`, "Enter where the button leads, or clear its label");
      if (label === "" && link !== "") issue(`${button}Label`, "Enter the button's label, or clear its link");
    }
    if (textOf(data, "image") !== "" && textOf(data, "imageAlt") === "")
      issue("imageAlt", "Alt text is required: describe the image for people who cannot see it");
  },
  Render: ({ data, first }) => {
    const image = imageOf(data, "image");
    const buttons = (["primary", "secondary"] as const).filter((button) => textOf(data, `${button}Label`) !== "");
    return (
      <PageHero
        title={<BlockText data={data} name="heading" />}
        intro={textOf(data, "intro") ? <BlockText data={data} name="intro" /> : undefined}
        aside={
          image ? (
            <div className="rounded-2xl border border-white/10 bg-white/5 p-2 shadow-2xl ring-1 ring-white/10">
              <img
                src={image.src}
                srcSet={image.srcSet}
                sizes="(min-width: 1024px) 600px, 100vw"
                alt={image.alt}
                lang={langOf(data, "imageAlt")}
                width={1200}
                height={800}
                fetchPriority={first ? "high" : undefined}
                loading={first ? undefined : "lazy"}
                decoding="async"
                className="aspect-[3/2] w-full rounded-xl bg-white object-cover"
              />
            </div>
          ) : undefined
        }
      >
        {buttons.length > 0 ? (
          <div className="mt-8 flex flex-wrap gap-4">
            {buttons.map((button, index) => (
              <HeroButton
                key={button}
                to={textOf(data, `${button}Link`)}
                label={<BlockText data={data} name={`${button}Label`} />}
                primary={index === 0}
              />
            ))}
          </div>
        ) : null}
      </PageHero>
    );
  },
});

/** The home page's hero buttons' look: the accent for the first, an outline for the second. */
function HeroButton({ to, label, primary }: { to: string; label: React.ReactNode; primary: boolean }) {
  const className = primary
    ? "inline-flex items-center gap-2 rounded-lg bg-accent-400 px-6 py-3 font-semibold text-slate-950 shadow-sm transition hover:bg-accent-500"
    : "inline-flex items-center rounded-lg border border-white/25 px-6 py-3 font-semibold text-white transition hover:bg-white/10";
  const content = (
    <>
      {label}
      {primary ? <Icon name="ArrowRight" className="size-4" /> : null}
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
