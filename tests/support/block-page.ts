import { checkBlocks } from "~/components/blocks/registry";
import { openDatabase } from "~/db/client.server";
import { createPage } from "~/models/pages.server";

/** A published page built from blocks (decision 173), for the pages that list every kind of public page. */
export const BLOCK_PAGE_PATH = "/block-page-demo";

/** `siteUnderTest`'s `seed`: writes the page into the site's PGlite folder before the server starts. */
export async function seedBlockPage(dataDir: string): Promise<void> {
  const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
  const blocks = checkBlocks([
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
  ]);
  if (!blocks.ok) throw new Error(JSON.stringify(blocks.fieldErrors));
  const database = await openDatabase({ dataDir, lockPurpose: "test seed" });
  try {
    const saved = await createPage(
      database.db,
      {
        address: BLOCK_PAGE_PATH.slice(1),
        title: "Careers",
        seoTitle: "",
        metaDescription: "Open roles at the company.",
        socialMediaId: null,
        socialAlt: "",
        blocks: blocks.blocks,
        blockMediaIds: blocks.mediaIds,
        status: "published",
        publishAt: new Date("2026-11-20T04:00:00Z"),
        translations: {},
      },
      null,
    );
    if (!saved.ok) throw new Error(saved.reason);
  } finally {
    await database.close();
  }
}
