import "~/utils/zod-config";

import { z } from "zod";

/** Where staff are with a message (decision 100). Read/unread is separate and stays as the spec has it. */
export const MESSAGE_STATUSES = ["new", "in_progress", "replied", "closed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const STATUS_LABELS: Record<MessageStatus, string> = {
  new: "New",
  in_progress: "In progress",
  replied: "Replied",
  closed: "Closed",
};

export const NOTE_MAX = 5000;
export const EMPTY_NOTE_MESSAGE = "Please write a note before adding it";

/** The message view's status-and-assignee form; an empty assignee means "nobody". */
export const workflowSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: "Choose a status" }),
  assigneeId: z.union([z.literal(""), z.uuid({ error: "Choose an admin from the list" })]),
});

export const noteSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, EMPTY_NOTE_MESSAGE)
    .max(NOTE_MAX, `Keep the note under ${NOTE_MAX.toLocaleString("en")} characters`),
});
