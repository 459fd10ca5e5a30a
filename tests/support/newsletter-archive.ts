import { openDatabase } from "~/db/client.server";
import { newsletterIssues } from "~/db/schema";

/** A sent issue with both languages, for the pages that list every public page (decision 204). */
export const SENT_ISSUE_SLUG = "november-news";

/** `siteUnderTest`'s `seed`: writes the sent issue into the site's PGlite folder before the server starts. */
export async function seedSentIssue(dataDir: string): Promise<void> {
  const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
  const database = await openDatabase({ dataDir, lockPurpose: "test seed" });
  try {
    await database.db.insert(newsletterIssues).values({
      slug: SENT_ISSUE_SLUG,
      subject: "November news",
      body: { type: "doc", content: [paragraph("What we shipped in November, and what comes next.")] },
      translations: {
        bn: {
          subject: "নভেম্বরের খবর",
          body: { type: "doc", content: [paragraph("নভেম্বরে আমরা যা করেছি, আর এরপর কী আসছে।")] },
        },
      },
      status: "sent",
      queuedAt: new Date("2026-11-20T04:00:00Z"),
      sentAt: new Date("2026-11-20T05:00:00Z"),
    });
  } finally {
    await database.close();
  }
}
