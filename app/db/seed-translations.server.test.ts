import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { blogPostSchema } from "~/features/blog/blog-post-schema";
import { contentTypes } from "~/features/content-types/content-types";
import { altTextSchema } from "~/features/media/media-library";
import { hostingPackageSchema } from "~/features/shop/hosting-schema";
import { productCategorySchema, productFieldsSchema } from "~/features/shop/product-schema";
import { aboutFigureSchema, coreValueSchema } from "~/features/site-content/about-schema";
import { faqItemSchema } from "~/features/site-content/faq-schema";
import { legalDocumentSchema } from "~/features/site-content/legal-documents";
import { visionMissionSchema } from "~/features/site-content/page-copy-schema";
import { pageTextForm, pageTextNames } from "~/features/site-content/page-texts";
import { processStepSchema } from "~/features/site-content/process-step-schema";
import { projectFieldsSchema } from "~/features/site-content/project-schema";
import { serviceSchema } from "~/features/site-content/service-schema";
import { teamMemberFieldsSchema } from "~/features/site-content/team-member-schema";
import { testimonialFieldsSchema } from "~/features/site-content/testimonial-schema";
import { whyChooseItemSchema } from "~/features/site-content/why-choose-schema";
import { ABOUT_FIGURE_TEXT_FIELDS, CORE_VALUE_TEXT_FIELDS } from "~/models/about-content.server";
import { BLOG_POST_TEXT_FIELDS } from "~/models/blog-posts.server";
import { type ContentSource, contentSources } from "~/models/content-sources.server";
import { FAQ_ITEM_TEXT_FIELDS } from "~/models/faq-items.server";
import { HOSTING_PACKAGE_TEXT_FIELDS } from "~/models/hosting-packages.server";
import { LEGAL_DOCUMENT_TEXT_FIELDS } from "~/models/legal-documents.server";
import { MEDIA_TEXT_FIELDS } from "~/models/media.server";
import { PAGE_COPY_TEXT_FIELDS } from "~/models/page-copy.server";
import { PROCESS_STEP_TEXT_FIELDS } from "~/models/process-steps.server";
import { PRODUCT_CATEGORY_TEXT_FIELDS, PRODUCT_TEXT_FIELDS } from "~/models/products.server";
import { PROJECT_TEXT_FIELDS } from "~/models/projects.server";
import { SERVICE_TEXT_FIELDS } from "~/models/services.server";
import { SITE_SETTINGS_TEXT_FIELDS } from "~/models/site-settings.server";
import { TEAM_MEMBER_TEXT_FIELDS } from "~/models/team-members.server";
import { TESTIMONIAL_TEXT_FIELDS } from "~/models/testimonials.server";
import { WHY_CHOOSE_TEXT_FIELDS } from "~/models/why-choose-items.server";
import { companySettingsSchema } from "~/utils/site-settings";
import { type Translations, untranslatedFields } from "~/utils/translations";

import { createTestDatabase, type TestDatabase } from "../../tests/support/databases";
import { contentTypeSeeds, seedDemoContentTypes, typesWithoutDemoContent } from "./demo-seeds.server";
import {
  aboutFigures,
  blogPosts,
  coreValues,
  faqItems,
  hostingPackages,
  legalDocuments,
  media,
  pageCopy,
  processSteps,
  productCategories,
  products,
  projects,
  services,
  siteSettings,
  teamMembers,
  testimonials,
  whyChooseItems,
} from "./schema";

// Issue 18: a fresh database has every demo text in Bengali too. Each subject is checked with its model's
// list of translated fields (the list the public pages and the admin use), and each Bengali text with the
// editor's rule for that field, so the seed holds nothing staff could not have saved themselves.

type Row = Record<string, unknown> & { translations: Translations };

type Subject = {
  name: string;
  rows: Row[];
  fields: readonly string[];
  /** The editor's rules, per field (a field without one is checked elsewhere). */
  rules: Partial<Record<string, z.ZodType>>;
  /** Names a row in a failure. */
  label: (row: Row) => string;
};

/** A stored rich-text body: the editor's document, with a block at least. */
const richTextDocument = z.object({ type: z.literal("doc"), content: z.array(z.object({ type: z.string() })).min(1) });

/** A rich-text document's outline: each block's type, a heading's level, a list's length. */
function outline(doc: unknown): string[] {
  const blocks =
    (doc as { content?: { type: string; attrs?: { level?: number }; content?: unknown[] }[] }).content ?? [];
  return blocks.map((block) =>
    [block.type, block.attrs?.level ?? "", block.type === "bulletList" ? (block.content?.length ?? 0) : ""].join(":"),
  );
}

const shapeOf = (schema: { shape: Record<string, z.ZodType> }) => schema.shape;

describe("the demo content's Bengali translations", () => {
  let database: TestDatabase;
  let subjects: Subject[];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const { db } = database;
    await seedDemoContentTypes(db, () => {});
    const copies = await db.select().from(pageCopy);
    // Page copy keeps its English in `content`: its fields are read from there, as the pages read them.
    const copyRows = (id: string) =>
      copies
        .filter((copy) => copy.id === id)
        .map((copy) => ({ ...copy.content, id: copy.id, translations: copy.translations }));
    subjects = [
      {
        name: "company details",
        rows: await db.select().from(siteSettings),
        fields: SITE_SETTINGS_TEXT_FIELDS,
        rules: shapeOf(companySettingsSchema),
        label: () => "settings",
      },
      {
        name: "services",
        rows: await db.select().from(services),
        fields: SERVICE_TEXT_FIELDS,
        rules: shapeOf(serviceSchema),
        label: (row) => String(row.title),
      },
      {
        name: "projects",
        rows: await db.select().from(projects),
        fields: PROJECT_TEXT_FIELDS,
        rules: shapeOf(projectFieldsSchema),
        label: (row) => String(row.slug),
      },
      {
        name: "testimonials",
        rows: await db.select().from(testimonials),
        fields: TESTIMONIAL_TEXT_FIELDS,
        rules: shapeOf(testimonialFieldsSchema),
        label: (row) => String(row.name),
      },
      {
        name: "team members",
        rows: await db.select().from(teamMembers),
        fields: TEAM_MEMBER_TEXT_FIELDS,
        rules: shapeOf(teamMemberFieldsSchema),
        label: (row) => String(row.name),
      },
      {
        name: "product categories",
        rows: await db.select().from(productCategories),
        fields: PRODUCT_CATEGORY_TEXT_FIELDS,
        rules: shapeOf(productCategorySchema),
        label: (row) => String(row.name),
      },
      {
        name: "products",
        rows: await db.select().from(products),
        fields: PRODUCT_TEXT_FIELDS,
        rules: shapeOf(productFieldsSchema),
        label: (row) => String(row.name),
      },
      {
        name: "hosting packages",
        rows: await db.select().from(hostingPackages),
        fields: HOSTING_PACKAGE_TEXT_FIELDS,
        rules: shapeOf(hostingPackageSchema),
        label: (row) => String(row.name),
      },
      {
        name: "FAQ",
        rows: await db.select().from(faqItems),
        fields: FAQ_ITEM_TEXT_FIELDS,
        rules: shapeOf(faqItemSchema),
        label: (row) => String(row.question),
      },
      {
        name: "process steps",
        rows: await db.select().from(processSteps),
        fields: PROCESS_STEP_TEXT_FIELDS,
        rules: shapeOf(processStepSchema),
        label: (row) => String(row.title),
      },
      {
        name: "About figures",
        rows: await db.select().from(aboutFigures),
        fields: ABOUT_FIGURE_TEXT_FIELDS,
        rules: shapeOf(aboutFigureSchema),
        label: (row) => String(row.label),
      },
      {
        name: "core values",
        rows: await db.select().from(coreValues),
        fields: CORE_VALUE_TEXT_FIELDS,
        rules: shapeOf(coreValueSchema),
        label: (row) => String(row.title),
      },
      {
        name: "why choose us",
        rows: await db.select().from(whyChooseItems),
        fields: WHY_CHOOSE_TEXT_FIELDS,
        rules: shapeOf(whyChooseItemSchema),
        label: (row) => String(row.title),
      },
      // Every page's texts (decision 174), the home page's among them.
      ...pageTextNames.map((name) => ({
        name: `${name} page texts`,
        rows: copyRows(name),
        fields: PAGE_COPY_TEXT_FIELDS[name],
        rules: shapeOf(pageTextForm(name).english),
        label: () => name,
      })),
      {
        name: "vision and mission",
        rows: copyRows("vision-mission"),
        fields: PAGE_COPY_TEXT_FIELDS["vision-mission"],
        rules: shapeOf(visionMissionSchema),
        label: () => "vision-mission",
      },
      {
        name: "blog articles",
        rows: await db.select().from(blogPosts),
        fields: BLOG_POST_TEXT_FIELDS,
        // The body is checked by its own test below: the same document form as the English.
        rules: { ...shapeOf(blogPostSchema(new Date(), true).in), body: richTextDocument },
        label: (row) => String(row.slug),
      },
      {
        name: "legal pages",
        rows: await db.select().from(legalDocuments),
        fields: LEGAL_DOCUMENT_TEXT_FIELDS,
        rules: { ...shapeOf(legalDocumentSchema), body: richTextDocument },
        label: (row) => String(row.id),
      },
      {
        name: "library files",
        // The originals: a rendition is the same picture and carries no text of its own.
        rows: await db
          .select({ name: media.name, alt: media.alt, translations: media.translations })
          .from(media)
          .where(isNull(media.parentId)),
        fields: MEDIA_TEXT_FIELDS,
        rules: { alt: altTextSchema },
        label: (row) => String(row.name),
      },
    ];
  });
  afterAll(() => database.drop());

  it("seeds every subject", () => {
    const empty = subjects.filter((subject) => subject.rows.length === 0).map((subject) => subject.name);
    expect(empty).toEqual([]);
  });

  it("seeds every declared content type from its declaration's seed (decision 154)", async () => {
    const { db } = database;
    const empty: string[] = [];
    for (const type of contentTypes) {
      if (typesWithoutDemoContent.has(type.name)) {
        expect(contentTypeSeeds[type.name], type.name).toEqual([]);
        continue;
      }
      const source: ContentSource = contentSources[type.name];
      const rows = source.textRows ? await source.textRows(db) : await db.select().from(source.table).limit(1);
      if (rows.length === 0) empty.push(type.name);
    }
    expect(empty).toEqual([]);
  });

  it("gives every seeded row a Bengali text for each of its subject's fields", () => {
    const missing = subjects.flatMap((subject) =>
      subject.rows
        .map((row) => [row, untranslatedFields(row, "bn", subject.fields as (keyof Row & string)[])] as const)
        .filter(([, fields]) => fields.length > 0)
        .map(([row, fields]) => `${subject.name} / ${subject.label(row)}: ${fields.join(", ")}`),
    );
    expect(missing).toEqual([]);
  });

  it("keeps each Bengali text within the rule the editor applies to the field", () => {
    const refused = subjects.flatMap((subject) =>
      subject.rows.flatMap((row) =>
        subject.fields.flatMap((field) => {
          const rule = subject.rules[field];
          if (!rule) return [`${subject.name}: no rule for ${field}`];
          const text = row.translations.bn?.[field];
          // A field with no Bengali text (one whose English is empty, such as an unset SEO title) has nothing
          // to check here; the test above says which texts are missing.
          if (text === undefined) return [];
          const result = rule.safeParse(text);
          return result.success
            ? []
            : [
                `${subject.name} / ${subject.label(row)} / ${field}: ${result.error.issues.map((issue) => issue.message).join("; ")}`,
              ];
        }),
      ),
    );
    expect(refused).toEqual([]);
  });

  it("writes each Bengali body in the same form as its English one, block for block", () => {
    const rich = subjects.filter((subject) => subject.fields.includes("body"));
    expect(rich.map((subject) => subject.name)).toEqual(expect.arrayContaining(["blog articles", "legal pages"]));
    const different = rich.flatMap((subject) =>
      subject.rows
        .filter((row) => JSON.stringify(outline(row.translations.bn?.body)) !== JSON.stringify(outline(row.body)))
        .map((row) => `${subject.name} / ${subject.label(row)}`),
    );
    expect(different).toEqual([]);
  });

  it("writes each case study in as many paragraphs as its English one", () => {
    const paragraphs = (text: unknown) => String(text).split(/\n\s*\n/).length;
    const projectRows = subjects.find((subject) => subject.name === "projects")!.rows;
    const different = projectRows.flatMap((row) =>
      (["challenge", "solution", "results"] as const)
        .filter((field) => paragraphs(row.translations.bn?.[field]) !== paragraphs(row[field]))
        .map((field) => `${String(row.slug)} / ${field}`),
    );
    expect(different).toEqual([]);
  });

  it("translates rather than copies the English, except proper names", () => {
    // Brand and model names (the logos, "NovaBook Pro 16") are written the same in both; "+" has no letters.
    const properNames = new Set(["library files / alt", "products / name"]);
    const copied = subjects.flatMap((subject) =>
      subject.rows.flatMap((row) =>
        subject.fields
          .filter((field) => !properNames.has(`${subject.name} / ${field}`))
          .filter((field) => {
            const bn = row.translations.bn?.[field];
            return JSON.stringify(bn) === JSON.stringify(row[field]) && /[A-Za-z]/.test(JSON.stringify(bn));
          })
          .map((field) => `${subject.name} / ${subject.label(row)} / ${field}`),
      ),
    );
    expect(copied).toEqual([]);
  });
});
