import { BlogCard } from "~/components/blog-card";
import { ProjectCard } from "~/components/project-card";
import { SectionHeading } from "~/components/section-heading";
import { ServiceCard } from "~/components/service-card";
import { TeamCard } from "~/components/team-card";
import { TestimonialCard } from "~/components/testimonial-card";
import { itemsRule } from "~/features/pages/item-sources";
import type { PublicBlockItem } from "~/models/block-items.server";

import { BlockText } from "./block-text";
import { defineBlock, itemsOf, textOf, textRule } from "./block-type";

const CARD_SOURCES = ["services", "projects", "team", "testimonials", "posts"] as const;
export const MAX_CHOSEN_CARDS = 12;

/** Each source's grid, as its section on today's pages lays it out (home, portfolio, team). */
const gridOf: Record<(typeof CARD_SOURCES)[number], string> = {
  services: "mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  projects: "mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3",
  team: "mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3",
  testimonials: "mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3",
  posts: "mt-12 grid gap-6 md:grid-cols-3",
};

/**
 * Cards of items chosen from services, projects, team members, testimonials or blog posts (decision 176), in the
 * order chosen, each drawn by the card today's pages draw it with, in the page's language.
 */
export const cardsBlock = defineBlock({
  type: "cards",
  label: "Cards: chosen items",
  description: "Services, projects, team members, testimonials or blog posts you choose, as their cards.",
  fields: [
    { name: "eyebrow", label: "Eyebrow", kind: "text", rule: textRule("Eyebrow", 60), maxLength: 60 },
    { name: "heading", label: "Heading", kind: "text", rule: textRule("Heading", 120, true), maxLength: 120 },
    { name: "intro", label: "Intro", kind: "textarea", rule: textRule("Intro", 400), maxLength: 400 },
    {
      name: "items",
      label: "Cards",
      kind: "items",
      sources: CARD_SOURCES,
      rule: itemsRule(CARD_SOURCES, "cards", 1, MAX_CHOSEN_CARDS),
      hint: "Shown in this order, each in the page's language. A blog post shows once it is published.",
    },
  ],
  Render: ({ data, headingId }) => {
    const items = itemsOf(data, "items");
    const first = items[0];
    if (!first) return null;
    return (
      <section
        aria-labelledby={headingId}
        className={first.source === "services" || first.source === "testimonials" ? "bg-slate-50" : undefined}
      >
        <div className="container-page py-16 sm:py-24">
          <SectionHeading
            id={headingId}
            eyebrow={textOf(data, "eyebrow") ? <BlockText data={data} name="eyebrow" /> : undefined}
            title={<BlockText data={data} name="heading" />}
            intro={textOf(data, "intro") ? <BlockText data={data} name="intro" /> : undefined}
          />
          <ul className={gridOf[first.source as keyof typeof gridOf] ?? gridOf.services}>
            {items.map((entry, index) => (
              <li key={`${entry.source}-${index}`}>
                <ChosenCard entry={entry} index={index} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    );
  },
});

function ChosenCard({ entry, index }: { entry: PublicBlockItem; index: number }) {
  switch (entry.source) {
    case "services":
      return <ServiceCard service={entry.item} variant="teaser" />;
    case "projects":
      return <ProjectCard project={entry.item} index={index} headingLevel={3} />;
    case "team":
      return <TeamCard member={entry.item} index={index} headingLevel={3} />;
    case "testimonials":
      return <TestimonialCard testimonial={entry.item} />;
    case "posts":
      return <BlogCard post={entry.item} />;
    default:
      return null;
  }
}
