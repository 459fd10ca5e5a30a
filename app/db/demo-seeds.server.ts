import { type ContentTypeName, contentTypes } from "~/features/content-types/content-types";

import type { Db } from "./client.server";
import {
  seedDemoBlog,
  seedDemoCaseStudies,
  seedDemoContent,
  seedDemoHosting,
  seedDemoPortraitRenditions,
  seedDemoShop,
  seedDemoTeam,
  seedDemoTechnologies,
  seedLegalDocuments,
} from "./seed.server";
import { seedMenus } from "./seed-menus.server";
import {
  seedDemoAbout,
  seedDemoFaq,
  seedDemoHomeCopy,
  seedDemoProcessSteps,
  seedDemoWhyChoose,
  seedPageTexts,
} from "./seed-page-copy.server";

/** One step of a first start's demo content: done at most once per database; says whether it did anything. */
export type DemoSeed = { run(db: Db): Promise<boolean | number>; done: string };

/**
 * Each content type's demo content (decision 154), run in the declarations' order at start-up. TypeScript
 * refuses a declared type without an entry; an empty list means another type's seed fills it (the About
 * figures' seed writes the core values too), or that the type starts empty (`typesWithoutDemoContent`).
 */
export const contentTypeSeeds: Record<ContentTypeName, readonly DemoSeed[]> = {
  // The home page's copy came first (decision 096) with vision and mission; every page's texts (decision 174)
  // are one seed, which also gives an older home row the fields added since.
  home_page_copy: [
    { run: seedDemoHomeCopy, done: "Seeded the demo home page copy, vision and mission." },
    { run: seedPageTexts, done: "Seeded the pages' texts." },
  ],
  about_page_copy: [],
  services_page_copy: [],
  shop_page_copy: [],
  portfolio_page_copy: [],
  team_page_copy: [],
  blog_page_copy: [],
  contact_page_copy: [],
  // Services, projects, testimonials and client logos come from one seed, the first the site had.
  service: [{ run: seedDemoContent, done: "Seeded the demo content." }],
  project: [{ run: seedDemoCaseStudies, done: "Added the demo case studies." }],
  testimonial: [],
  team_member: [
    { run: seedDemoTeam, done: "Seeded the demo team members." },
    { run: seedDemoPortraitRenditions, done: "Added WebP renditions to the demo portraits." },
  ],
  faq_item: [{ run: seedDemoFaq, done: "Seeded the demo FAQ." }],
  process_step: [{ run: seedDemoProcessSteps, done: "Seeded the demo process steps." }],
  about_figure: [{ run: seedDemoAbout, done: "Seeded the demo About figures and values." }],
  core_value: [],
  vision_and_mission: [],
  why_choose_us_item: [{ run: seedDemoWhyChoose, done: "Seeded the demo “why choose us” items." }],
  technology: [{ run: seedDemoTechnologies, done: "Seeded the technology logos." }],
  product: [{ run: seedDemoShop, done: "Seeded the demo shop." }],
  product_category: [],
  hosting_package: [{ run: seedDemoHosting, done: "Seeded the demo hosting packages." }],
  client_logo: [],
  blog_post: [{ run: seedDemoBlog, done: "Seeded the demo blog articles." }],
  tag: [],
  media: [],
  page: [],
  legal_page: [{ run: seedLegalDocuments, done: "Seeded the privacy policy and the terms." }],
  // Not demo content: the menus the site always had, given once to new and existing databases alike.
  menu_link: [{ run: seedMenus, done: "Seeded the menus." }],
};

/**
 * Types with no demo content on purpose, so none is added to a site already in use either. Tags: the demo
 * articles read as they always have, and staff start their own list (decision 194). Pages: a fresh start shows
 * today's site word for word, and staff build their first page themselves (decision 173).
 */
export const typesWithoutDemoContent: ReadonlySet<ContentTypeName> = new Set(["tag", "page"]);

/** Seeds what a first start needs, type by type in the declarations' order, logging each step that did work. */
export async function seedDemoContentTypes(db: Db, log: (message: string) => void): Promise<void> {
  for (const type of contentTypes) {
    for (const seed of contentTypeSeeds[type.name]) {
      const result = await seed.run(db);
      if (result === true || (typeof result === "number" && result > 0)) log(seed.done);
    }
  }
}
