import "~/utils/zod-config";

import { z } from "zod";

/** The staff list's view (`?q=&status=&page=`). */
export const NEWSLETTER_PAGE_SIZE = 50;

export const SUBSCRIBER_STATUS_FILTERS = [
  { value: "all", label: "All" },
  { value: "confirmed", label: "Confirmed" },
  { value: "pending", label: "Waiting for confirmation" },
] as const;
export type SubscriberStatusFilter = (typeof SUBSCRIBER_STATUS_FILTERS)[number]["value"];

export const subscriberQuerySchema = z.object({
  q: z
    .string()
    .transform((value) => value.trim().slice(0, 200))
    .catch(""),
  status: z.enum(["all", "confirmed", "pending"]).catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type SubscriberQuery = z.infer<typeof subscriberQuerySchema>;

export function parseSubscriberQuery(params: URLSearchParams): SubscriberQuery {
  return subscriberQuerySchema.parse({
    q: params.get("q") ?? undefined,
    status: params.get("status") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** The list's query string for a view ("" for the default). */
export function subscriberSearch(view: Partial<SubscriberQuery>): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.status && view.status !== "all") params.set("status", view.status);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const deleteSubscriberSchema = z.object({
  intent: z.literal("delete"),
  id: z.uuid(),
  confirmed: z.literal("yes").optional(),
});

export const SUBSCRIBER_DELETE_QUESTION = "Are you sure you want to remove this subscriber?";
