import "~/utils/zod-config";

import { z } from "zod";

import { visitorEmail } from "~/utils/form-text";

/** The answer the issue asks for when an address has nothing stored. */
export const NOTHING_STORED = "Nothing is stored for this address.";

export const ERASE_QUESTION =
  "Are you sure you want to erase everything stored about this address? This cannot be undone.";

/** `?email=` of the Data requests screen and its download. */
export const dataRequestEmailSchema = visitorEmail;

export const eraseRequestSchema = z.object({
  intent: z.literal("erase"),
  email: visitorEmail,
  confirmed: z.literal("yes").optional(),
});

/** "2 contact messages, 1 note, 0 replies and 1 newsletter subscription". */
export function describeCounts(counts: {
  messages: number;
  notes: number;
  replies: number;
  subscriptions: number;
}): string {
  const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
  return `${plural(counts.messages, "contact message", "contact messages")}, ${plural(counts.notes, "note", "notes")}, ${plural(counts.replies, "reply", "replies")} and ${plural(counts.subscriptions, "newsletter subscription", "newsletter subscriptions")}`;
}
