import type { z } from "zod";

import { fromCompanyLocalInput } from "~/utils/company-time";

// The one publishing of posts and pages (decision 172): the statuses, when an item goes live, the schedule's
// check and the editor's messages. The table side (saves with a revision, restore, the scheduler's claim) is
// app/models/publishing.server.ts. Framework-free: the forms, the models and the scheduler read these rules.

export const PUBLISH_STATUSES = ["draft", "scheduled", "published"] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

export const PUBLISH_STATUS_LABELS: Record<PublishStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

export function isPublishStatus(value: string): value is PublishStatus {
  return (PUBLISH_STATUSES as readonly string[]).includes(value);
}

/** How many revisions an item keeps at least (the newest). */
export const REVISIONS_KEPT = 50;

/** The schedule's message when the form says "Scheduled" but gives no time ("post", "page"). */
export const STATUS_CHOICE_MESSAGE = "Choose Draft, Scheduled or Published";

/**
 * The schedule's check, inside an item's schema: a scheduled item needs a time in the company's zone, after
 * `now`. `noun` names the item in the message ("post", "page").
 */
export function checkSchedule(
  values: { status: PublishStatus; publishAt: string },
  now: Date,
  context: z.RefinementCtx,
  noun: string,
): void {
  if (values.status !== "scheduled") return;
  if (values.publishAt === "") {
    context.addIssue({ code: "custom", path: ["publishAt"], message: `Choose when the ${noun} should be published` });
    return;
  }
  const at = fromCompanyLocalInput(values.publishAt);
  if (!at)
    context.addIssue({ code: "custom", path: ["publishAt"], message: "Enter a date and time, e.g. 2026-12-01 09:00" });
  else if (at.getTime() <= now.getTime()) {
    context.addIssue({
      code: "custom",
      path: ["publishAt"],
      message: "That time has already passed: choose a time in the future",
    });
  }
}

/** The checked form's publish time: a scheduled item's chosen time, else none (set on save). */
export function chosenPublishAt(values: { status: PublishStatus; publishAt: string }): Date | null {
  return values.status === "scheduled" ? fromCompanyLocalInput(values.publishAt) : null;
}

/**
 * When a saved item goes (or went) live: a scheduled one at its chosen time; a published one keeps the date it
 * first went live, or goes live now; a draft has none.
 */
export function publishAtOnSave(
  chosen: { status: PublishStatus; publishAt: Date | null },
  existing: { status: PublishStatus; publishAt: Date | null } | null,
  now = new Date(),
): Date | null {
  if (chosen.status === "scheduled") return chosen.publishAt;
  if (chosen.status === "draft") return null;
  return existing?.status === "published" && existing.publishAt ? existing.publishAt : now;
}

/** The toast after a save: "Post published", "Page scheduled", "Draft saved". */
export function savedMessage(status: PublishStatus, noun: string): string {
  const name = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  return status === "published" ? `${name} published` : status === "scheduled" ? `${name} scheduled` : "Draft saved";
}

/** An item's status in words, above its editor: "Draft: not public.", "Scheduled: publishes …", "Published …". */
export function publishStatusText(
  item: { status: PublishStatus; publishAt: Date | null },
  dateTimeText: (date: Date) => string,
): string {
  if (item.status === "draft" || !item.publishAt) return "Draft: not public.";
  return item.status === "scheduled"
    ? `Scheduled: publishes ${dateTimeText(item.publishAt)}.`
    : `Published ${dateTimeText(item.publishAt)}.`;
}

// ---- Staged changes (decision 178) ----

/** The editor's buttons on a published item: keep the change staged, or make it live. */
export const SAVE_INTENTS = ["stage", "publish"] as const;
export type SaveIntent = (typeof SAVE_INTENTS)[number];

/** The intent a form's pressed button sent: "stage" only when asked for by name, else a save as before. */
export function saveIntentOf(value: FormDataEntryValue | null): SaveIntent {
  return value === "stage" ? "stage" : "publish";
}

/** The toast after staging a change. */
export const STAGED_MESSAGE = "Change staged: the live version is unchanged";

/** The toast after a staged change is discarded. */
export const DISCARDED_MESSAGE = "Staged change discarded: the live version is unchanged";

/** Why a change cannot be staged: only a published item has a live version to keep. */
export const NOT_LIVE_MESSAGE =
  "Only a published item can have a staged change. This one is no longer published: reload the page and save it.";

/** How a revision stands: "live" (what visitors see), "staged" (the staged change), "unpublished" (an older one). */
export type RevisionMark = "live" | "staged" | "unpublished" | null;

/**
 * Each revision's mark, newest first as listed: the staged change is the one the item points at; the live one is
 * the newest save that was not staged, while the item is published; other staged revisions were never live.
 */
export function revisionMarks(
  revisions: readonly { id: number; staged: boolean }[],
  item: { status: PublishStatus; stagedRevisionId: number | null },
): RevisionMark[] {
  const live = item.status === "published" ? revisions.find((revision) => !revision.staged)?.id : undefined;
  return revisions.map((revision) =>
    revision.id === item.stagedRevisionId
      ? "staged"
      : revision.id === live
        ? "live"
        : revision.staged
          ? "unpublished"
          : null,
  );
}
