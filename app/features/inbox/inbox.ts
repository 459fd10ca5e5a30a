import "~/utils/zod-config";

import { z } from "zod";

import { MESSAGE_STATUSES, type MessageStatus } from "./inbox-workflow";

/**
 * The inbox's view state; it lives in the URL (`?q=&filter=&status=&assignee=&page=`), shared by the
 * list, the message page's "Back" and the CSV export, so a view can be bookmarked and needs no script.
 */
export const INBOX_PAGE_SIZE = 25;
export const INBOX_FILTERS = ["all", "unread", "read", "spam"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** "open" is New or In progress: what still needs someone (as the overview and the digest count it). */
export const STATUS_FILTERS = ["any", "open", ...MESSAGE_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const OPEN_STATUSES: readonly MessageStatus[] = ["new", "in_progress"];

/** "anyone", "me" (whoever is signed in), "none" (unassigned) or an admin's id. */
export type AssigneeFilter = "anyone" | "me" | "none" | (string & {});

export const inboxQuerySchema = z.object({
  q: z
    .string()
    .transform((value) => value.trim().slice(0, 200))
    .catch(""),
  filter: z.enum(INBOX_FILTERS).catch("all"),
  status: z.enum(STATUS_FILTERS).catch("any"),
  assignee: z
    .union([z.enum(["me", "none"]), z.uuid()])
    .catch("anyone")
    .transform((value): AssigneeFilter => value),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/**
 * A search PostgreSQL cannot even compare: text there holds no NUL character. Such a query string is
 * a malformed request (400), not a search that finds nothing.
 */
export function isUnsearchable(params: URLSearchParams): boolean {
  return params.get("q")?.includes("\u0000") ?? false;
}

/** Unknown or malformed parameters fall back to the default view rather than failing the page. */
export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  return inboxQuerySchema.parse({
    q: params.get("q") ?? undefined,
    filter: params.get("filter") ?? undefined,
    status: params.get("status") ?? undefined,
    assignee: params.get("assignee") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** The query string for a view, leaving defaults out so URLs stay short. */
export function inboxSearch(view: Partial<InboxQuery>): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.filter && view.filter !== "all") params.set("filter", view.filter);
  if (view.status && view.status !== "any") params.set("status", view.status);
  if (view.assignee && view.assignee !== "anyone") params.set("assignee", view.assignee);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The assignee a view asks for, as the database knows it: "me" is the signed-in admin's id. */
export function assigneeCondition(assignee: AssigneeFilter, signedInId: string): string | null | undefined {
  if (assignee === "anyone") return undefined;
  if (assignee === "none") return null;
  return assignee === "me" ? signedInId : assignee;
}

export const messageIdSchema = z.uuid();

/** A bulk or single-message action posted from the inbox or a message page. */
export const inboxActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark-read"), ids: z.array(messageIdSchema).min(1).max(100) }),
  z.object({ intent: z.literal("mark-unread"), ids: z.array(messageIdSchema).min(1).max(100) }),
  z.object({ intent: z.literal("not-spam"), ids: z.array(messageIdSchema).min(1).max(100) }),
  z.object({
    intent: z.literal("delete"),
    ids: z.array(messageIdSchema).min(1).max(100),
    confirmed: z.literal("yes").optional(),
  }),
]);

export type InboxAction = z.infer<typeof inboxActionSchema>;

export function parseInboxAction(form: FormData) {
  return inboxActionSchema.safeParse({
    intent: form.get("intent"),
    ids: form.getAll("ids"),
    confirmed: form.get("confirmed") ?? undefined,
  });
}
