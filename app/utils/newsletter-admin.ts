import "./zod-config";
import { z } from "zod";

/** The staff list's view (`?q=&page=`). */
export const NEWSLETTER_PAGE_SIZE = 50;

export const subscriberQuerySchema = z.object({
  q: z
    .string()
    .transform((value) => value.trim().slice(0, 200))
    .catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type SubscriberQuery = z.infer<typeof subscriberQuerySchema>;

export function parseSubscriberQuery(params: URLSearchParams): SubscriberQuery {
  return subscriberQuerySchema.parse({ q: params.get("q") ?? undefined, page: params.get("page") ?? undefined });
}

export const deleteSubscriberSchema = z.object({ intent: z.literal("delete"), id: z.uuid(), confirmed: z.literal("yes").optional() });

export const SUBSCRIBER_DELETE_QUESTION = "Are you sure you want to remove this subscriber?";
