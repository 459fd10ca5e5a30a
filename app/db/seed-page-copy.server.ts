import { faq as demoFaq } from "~/content/faq";
import type { Db } from "./client.server";
import { contentSeeds, faqItems } from "./schema";

// Demo page copy (issue 14, decision 095), each kind seeded once per name in content_seeds as the team and
// blog are: a database seeded before the kind moved into it gets it on its next start, and items staff
// delete later are not re-created.

/** Inserts `rows` once under `name`; false when that name was seeded before. */
async function seedOnce(db: Db, name: string, insert: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx.insert(contentSeeds).values({ name }).onConflictDoNothing().returning({ name: contentSeeds.name });
    if (marked.length === 0) return false;
    await insert(tx as unknown as Db);
    return true;
  });
}

export function seedDemoFaq(db: Db): Promise<boolean> {
  return seedOnce(db, "faq-items", async (tx) => {
    await tx.insert(faqItems).values(demoFaq.map(({ question, answer }, position) => ({ question, answer, position })));
  });
}

/** Every kind of page copy; returns the names it seeded now. */
export async function seedDemoPageCopy(db: Db): Promise<string[]> {
  const seeded: string[] = [];
  if (await seedDemoFaq(db)) seeded.push("FAQ");
  return seeded;
}
