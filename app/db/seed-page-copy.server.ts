import { sql } from "drizzle-orm";

import { coreValues as demoValues, stats as demoFigures } from "~/content/about";
import { aboutFiguresBn, coreValuesBn } from "~/content/bn/about";
import { faqBn } from "~/content/bn/faq";
import { visionMissionBn } from "~/content/bn/home";
import { pageTextsBn } from "~/content/bn/page-texts";
import { processStepsBn } from "~/content/bn/process";
import { bengaliFor } from "~/content/bn/translation";
import { whyChooseBn } from "~/content/bn/why-choose";
import { faq as demoFaq } from "~/content/faq";
import { pageTextDefaults } from "~/content/page-texts";
import { processSteps as demoSteps } from "~/content/process";
import { whyChoose as demoWhyChoose } from "~/content/why-choose";
import { homeCopyDefaults, visionMissionDefaults } from "~/features/site-content/page-copy-schema";
import { pageTextNames } from "~/features/site-content/page-texts";

import type { Db } from "./client.server";
import { aboutFigures, contentSeeds, coreValues, faqItems, pageCopy, processSteps, whyChooseItems } from "./schema";

// Demo page copy (issue 14, decision 095), each kind seeded once per name in content_seeds as the team and
// blog are: a database seeded before the kind moved into it gets it on its next start, and items staff
// delete later are not re-created.

/** Inserts `rows` once under `name`; false when that name was seeded before. */
async function seedOnce(db: Db, name: string, insert: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ name })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (marked.length === 0) return false;
    await insert(tx as unknown as Db);
    return true;
  });
}

export function seedDemoFaq(db: Db): Promise<boolean> {
  return seedOnce(db, "faq-items", async (tx) => {
    await tx.insert(faqItems).values(
      demoFaq.map(({ question, answer }, position) => ({
        question,
        answer,
        translations: { bn: bengaliFor(faqBn, question, "question") },
        position,
      })),
    );
  });
}

export function seedDemoProcessSteps(db: Db): Promise<boolean> {
  return seedOnce(db, "process-steps", async (tx) => {
    await tx.insert(processSteps).values(
      demoSteps.map(({ title, description, icon }, position) => ({
        title,
        description,
        icon,
        translations: { bn: bengaliFor(processStepsBn, title, "process step") },
        position,
      })),
    );
  });
}

export function seedDemoAbout(db: Db): Promise<boolean> {
  return seedOnce(db, "about-figures-and-values", async (tx) => {
    await tx.insert(aboutFigures).values(
      demoFigures.map(({ label, value, suffix }, position) => ({
        label,
        value,
        suffix,
        translations: { bn: bengaliFor(aboutFiguresBn, label, "About figure") },
        position,
      })),
    );
    await tx.insert(coreValues).values(
      demoValues.map(({ title, description, icon }, position) => ({
        title,
        description,
        icon,
        translations: { bn: bengaliFor(coreValuesBn, title, "core value") },
        position,
      })),
    );
  });
}

/** The home page's "why choose us" items. */
export function seedDemoWhyChoose(db: Db): Promise<boolean> {
  return seedOnce(db, "why-choose-items", async (tx) => {
    await tx.insert(whyChooseItems).values(
      demoWhyChoose.map(({ title, description, icon }, position) => ({
        title,
        description,
        icon,
        translations: { bn: bengaliFor(whyChooseBn, title, "why choose us item") },
        position,
      })),
    );
  });
}

/** The home page's copy, and the vision and mission it shares with the About page (decision 096). */
export function seedDemoHomeCopy(db: Db): Promise<boolean> {
  return seedOnce(db, "page-copy-home", async (tx) => {
    await tx
      .insert(pageCopy)
      .values([
        { id: "home", content: homeCopyDefaults, translations: { bn: pageTextsBn.home } },
        { id: "vision-mission", content: visionMissionDefaults, translations: { bn: visionMissionBn } },
      ])
      .onConflictDoNothing();
  });
}

/**
 * Every fixed-layout page's texts (decision 174), once per database: a page without a row gets today's texts in
 * both languages; a stored row (the home page's, seeded before its later fields) keeps every text it has and
 * gains only the fields it lacks, so nothing staff wrote changes.
 */
export function seedPageTexts(db: Db): Promise<boolean> {
  return seedOnce(db, "page-texts", async (tx) => {
    for (const name of pageTextNames) {
      await tx
        .insert(pageCopy)
        .values({ id: name, content: pageTextDefaults[name], translations: { bn: pageTextsBn[name] } })
        .onConflictDoUpdate({
          target: pageCopy.id,
          set: {
            content: sql`excluded.content || ${pageCopy.content}`,
            translations: sql`${pageCopy.translations} || jsonb_build_object('bn', (excluded.translations -> 'bn') || coalesce(${pageCopy.translations} -> 'bn', '{}'::jsonb))`,
          },
        });
    }
  });
}
