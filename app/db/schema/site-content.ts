import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { createdAt, updatedAt } from "./columns";
import { media } from "./media-and-settings";

// The content staff edit for the marketing pages: client logos, services, projects, team, FAQ, shop, hosting, process steps, About figures, core values, technologies, "why choose us", page copy and testimonials.

export const clientLogos = pgTable(
  "client_logos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    /** For optimistic saves (decision 080): a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("client_logos_position_idx").on(t.position)],
);

export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    icon: text("icon").notNull().default("Code2"),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    /** For optimistic saves (decision 080): a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("services_position_idx").on(t.position)],
);

/**
 * Portfolio projects and their case studies (`/portfolio/<slug>`). Decision 080: English in the columns,
 * other locales in `translations`; `version` for optimistic saves. `link` is the optional external site.
 */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    category: text("category").notNull().default(""),
    description: text("description").notNull(),
    imageMediaId: uuid("image_media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    technologies: text("technologies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    link: text("link").notNull().default(""),
    /** The case study: plain text, paragraphs separated by a blank line. */
    challenge: text("challenge").notNull().default(""),
    solution: text("solution").notNull().default(""),
    results: text("results").notNull().default(""),
    /** Library images shown under the case study, in order (their alt text is the library's). */
    galleryMediaIds: uuid("gallery_media_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("projects_position_idx").on(t.position), uniqueIndex("projects_slug_idx").on(t.slug)],
);

/** A project's earlier slugs: `/portfolio/<old>` answers 301 to its case study's current address. */
export const projectRedirects = pgTable("project_redirects", {
  slug: text("slug").primaryKey(),
  projectId: uuid("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * The people on /team (decision 090). English in the columns, other locales in `translations`
 * (decision 080); `version` for optimistic saves. Profile links are optional ("" shows no icon).
 */
export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    bio: text("bio").notNull().default(""),
    /** The photo's alt text is the library's (decision 089). */
    photoMediaId: uuid("photo_media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    email: text("email").notNull().default(""),
    linkedinUrl: text("linkedin_url").notNull().default(""),
    twitterUrl: text("twitter_url").notNull().default(""),
    visible: boolean("visible").notNull().default(true),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("team_members_position_idx").on(t.position)],
);

/**
 * The Contact page's questions and answers (decision 095). Answers may name company details from
 * Settings as `{company}`, `{phone}`, `{email}` or `{hours}`, filled in when the page is drawn.
 */
export const faqItems = pgTable(
  "faq_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    visible: boolean("visible").notNull().default(true),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("faq_items_position_idx").on(t.position)],
);

/**
 * The shop's categories (decision 091): a name and the order of the filter buttons on /shop. A category
 * that products still use cannot be deleted (the products' foreign key restricts it).
 */
export const productCategories = pgTable(
  "product_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("product_categories_position_idx").on(t.position),
    uniqueIndex("product_categories_name_idx").on(sql`lower(${t.name})`),
  ],
);

/**
 * The products on /shop (decision 091). Price in whole taka; the image is a library file whose alt text
 * is the library's (decision 089). Hidden products stay in the admin list and are left out of /shop.
 */
export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => productCategories.id, { onDelete: "restrict" }),
    price: integer("price").notNull(),
    imageMediaId: uuid("image_media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    description: text("description").notNull().default(""),
    /** Average rating out of 5, one decimal. */
    rating: doublePrecision("rating").notNull().default(0),
    visible: boolean("visible").notNull().default(true),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_position_idx").on(t.position),
    index("products_category_idx").on(t.categoryId),
    check("products_price_check", sql`${t.price} >= 0`),
    check("products_rating_check", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
  ],
);

/**
 * The hosting packages on /services (decision 092). Price per year in whole taka; visitors, storage and
 * bandwidth are display text ("50,000", "50 GB", "Unlimited"); `features` the card's list, in order.
 */
export const hostingPackages = pgTable(
  "hosting_packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    summary: text("summary").notNull().default(""),
    pricePerYear: integer("price_per_year").notNull(),
    dailyVisitors: text("daily_visitors").notNull(),
    storage: text("storage").notNull(),
    bandwidth: text("bandwidth").notNull(),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    highlighted: boolean("highlighted").notNull().default(false),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("hosting_packages_position_idx").on(t.position),
    check("hosting_packages_price_check", sql`${t.pricePerYear} >= 0`),
  ],
);

/** "Our Process" on the Services page (decision 095), numbered by position. */
export const processSteps = pgTable(
  "process_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    icon: text("icon").notNull().default("Search"),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("process_steps_position_idx").on(t.position)],
);

/** The About page's counters (decision 095): "Clients Served" 500 "+". */
export const aboutFigures = pgTable(
  "about_figures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    label: text("label").notNull(),
    value: integer("value").notNull(),
    suffix: text("suffix").notNull().default(""),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("about_figures_position_idx").on(t.position)],
);

/** "Our Core Values" on the About page (decision 095). */
export const coreValues = pgTable(
  "core_values",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    icon: text("icon").notNull().default("Lightbulb"),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("core_values_position_idx").on(t.position)],
);

/**
 * The home page's technology logos (decision 093): a name and a library file (SVG or image), in the order
 * staff set. Names are brands, written the same in every language, so there is no `translations`.
 */
export const technologies = pgTable(
  "technologies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    logoMediaId: uuid("logo_media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    visible: boolean("visible").notNull().default(true),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("technologies_position_idx").on(t.position)],
);

/** The home page's "why choose us" items: icon cards like the core values, each of which can be hidden. */
export const whyChooseItems = pgTable(
  "why_choose_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    icon: text("icon").notNull().default("Lightbulb"),
    visible: boolean("visible").notNull().default(true),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("why_choose_items_position_idx").on(t.position)],
);

/**
 * Page copy that is not a list (decision 096): one row per name ("home", "vision-mission"), its English
 * fields in `content` (checked by the name's Zod schema on every write), other locales in `translations`
 * (decision 080), `version` for optimistic saves.
 */
export const pageCopy = pgTable("page_copy", {
  id: text("id").primaryKey(),
  content: jsonb("content").$type<Record<string, unknown>>().notNull(),
  translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    company: text("company").notNull().default(""),
    content: text("content").notNull(),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    imageMediaId: uuid("image_media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    /** For optimistic saves (decision 080): a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("testimonials_position_idx").on(t.position)],
);
