import { asc } from "drizzle-orm";

import { type Db, openDatabase } from "~/db/client.server";
import { aboutFigures, clientLogos, faqItems, pages, projects, services, teamMembers } from "~/db/schema";
import type { StoredBlock } from "~/features/pages/stored-block";

/** A published page built from blocks (decision 173), for the pages that list every kind of public page. */
export const BLOCK_PAGE_PATH = "/block-page-demo";

/**
 * The blocks of chosen and written content (decision 176), choosing the demo site's own items: cards of a
 * service, a project and a team member, written cards, the About figures, two FAQ items, the client logos and a
 * call to action.
 */
async function contentBlocks(db: Db): Promise<StoredBlock[]> {
  const ids = async (table: typeof services, limit: number) =>
    (await db.select({ id: table.id }).from(table).orderBy(asc(table.position)).limit(limit)).map((row) => row.id);
  const [service] = await ids(services, 1);
  const [project] = await ids(projects as unknown as typeof services, 1);
  const [member] = await ids(teamMembers as unknown as typeof services, 1);
  const figures = await ids(aboutFigures as unknown as typeof services, 4);
  const faq = await ids(faqItems as unknown as typeof services, 2);
  const clients = await ids(clientLogos as unknown as typeof services, 12);
  return [
    {
      id: "cards",
      type: "cards",
      data: {
        heading: "What we bring",
        intro: "A service, a project and a person.",
        items: [`services:${service}`, `projects:${project}`, `team:${member}`],
      },
      translations: { bn: { heading: "আমরা যা নিয়ে আসি" } },
    },
    {
      id: "written",
      type: "custom-cards",
      data: {
        eyebrow: "How we work",
        heading: "Three promises",
        card1Title: "Fixed prices",
        card1Text: "You know the cost before we start.",
        card1Link: "/services",
        card2Title: "One team",
        card2Text: "The people you meet build your project.",
        card3Title: "Open code",
        card3Text: "The code is yours from the first day.",
      },
      translations: { bn: { heading: "তিনটি প্রতিশ্রুতি" } },
    },
    {
      id: "figures",
      type: "figures",
      data: { heading: "Our numbers", items: figures.map((id) => `figures:${id}`) },
      translations: {},
    },
    {
      id: "faq",
      type: "faq",
      data: { heading: "Questions", items: faq.map((id) => `faq:${id}`) },
      translations: { bn: { heading: "প্রশ্ন" } },
    },
    {
      id: "logos",
      type: "logo-strip",
      data: { heading: "Trusted by", intro: "Some of our clients.", items: clients.map((id) => `clients:${id}`) },
      translations: {},
    },
    {
      id: "cta",
      type: "cta",
      data: { heading: "Ready to join?", text: "Write to us.", buttonLabel: "Contact us", buttonLink: "/contact" },
      translations: { bn: { heading: "যোগ দিতে প্রস্তুত?" } },
    },
  ];
}

/**
 * `siteUnderTest`'s `seed`: writes the page into the site's PGlite folder before the server starts, as the
 * editor saves one (the block registry's check is the model tests' and the editor's to prove).
 */
export async function seedBlockPage(dataDir: string): Promise<void> {
  const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
  const database = await openDatabase({ dataDir, lockPurpose: "test seed" });
  try {
    await database.db.insert(pages).values({
      address: BLOCK_PAGE_PATH.slice(1),
      title: "Careers",
      metaDescription: "Open roles at the company.",
      blocks: [
        {
          id: "hero",
          type: "hero",
          data: { heading: "Careers", intro: "Open roles.", primaryLabel: "Contact us", primaryLink: "/contact" },
          translations: { bn: { heading: "ক্যারিয়ার" } },
        },
        {
          id: "text",
          type: "rich-text",
          data: { heading: "How we work", body: { type: "doc", content: [paragraph("Small teams, real clients.")] } },
          translations: {},
        },
        ...(await contentBlocks(database.db)),
      ],
      status: "published",
      publishAt: new Date("2026-11-20T04:00:00Z"),
    });
  } finally {
    await database.close();
  }
}
