import { openDatabase } from "~/db/client.server";
import { pages } from "~/db/schema";

/** A published page built from blocks (decision 173), for the pages that list every kind of public page. */
export const BLOCK_PAGE_PATH = "/block-page-demo";

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
      ],
      status: "published",
      publishAt: new Date("2026-11-20T04:00:00Z"),
    });
  } finally {
    await database.close();
  }
}
