import { data } from "react-router";

import type { NewsletterLinkState } from "~/components/newsletter-link-page";
import type { Db } from "~/db/client.server";
import { type NewsletterLinkPurpose, verifyNewsletterLink } from "~/features/newsletter/newsletter-links.server";
import { newsletterLinkSecret } from "~/jobs/newsletter-mailer.server";
import { recordAudit } from "~/models/audit-log.server";
import { confirmSubscriber, deleteSubscriber, getSubscriber, type SubscriberState } from "~/models/newsletter.server";

/** A page answered to one person's link: never stored by the page cache or any other shared cache. */
const PRIVATE = { "Cache-Control": "private, no-store" };

const STATUS: Record<NewsletterLinkState["state"], number> = {
  ready: 200,
  confirmed: 200,
  unsubscribed: 200,
  invalid: 400,
  expired: 410,
};

function answer(state: NewsletterLinkState) {
  return data(state, { status: STATUS[state.state], headers: PRIVATE });
}

/** The subscriber a link names, or the page to show instead (a bad or expired link changes nothing). */
async function subscriberFor(
  db: Db,
  purpose: NewsletterLinkPurpose,
  token: unknown,
): Promise<{ page: NewsletterLinkState } | { subscriber: SubscriberState }> {
  const verdict = verifyNewsletterLink(await newsletterLinkSecret(db), purpose, token);
  if (!verdict.ok) return { page: { state: verdict.reason } };
  const subscriber = await getSubscriber(db, verdict.subscriberId);
  // Gone: purged after 7 unconfirmed days, or unsubscribed.
  if (!subscriber)
    return { page: purpose === "confirm" ? { state: "expired" } : { state: "unsubscribed", email: null } };
  return { subscriber };
}

/**
 * Opening a confirmation link only shows a button: mail scanners open links on their own, and
 * must not confirm an address for its owner.
 */
export async function showConfirmation(db: Db, token: string | null) {
  const found = await subscriberFor(db, "confirm", token);
  if ("page" in found) return answer(found.page);
  const { subscriber } = found;
  return answer(
    subscriber.confirmedAt
      ? { state: "confirmed", email: subscriber.email }
      : { state: "ready", email: subscriber.email },
  );
}

export async function confirm(db: Db, token: unknown) {
  const found = await subscriberFor(db, "confirm", token);
  if ("page" in found) return answer(found.page);
  const confirmed = await confirmSubscriber(db, found.subscriber.id);
  if (!confirmed) return answer({ state: "expired" });
  if (!found.subscriber.confirmedAt) {
    // The record of consent: when the address's owner confirmed (its id; the address is in the row).
    await recordAudit(db, {
      actor: null,
      action: "confirmed",
      entity: "newsletter_subscriber",
      entityId: confirmed.id,
    });
  }
  return answer({ state: "confirmed", email: confirmed.email });
}

export async function showUnsubscribe(db: Db, token: string | null) {
  const found = await subscriberFor(db, "unsubscribe", token);
  if ("page" in found) return answer(found.page);
  return answer({ state: "ready", email: found.subscriber.email });
}

/** The page's button, or a mail program's RFC 8058 one-click POST: the row is deleted. */
export async function unsubscribe(db: Db, token: unknown) {
  const found = await subscriberFor(db, "unsubscribe", token);
  if ("page" in found) return answer(found.page);
  const email = await deleteSubscriber(db, found.subscriber.id);
  if (email)
    await recordAudit(db, {
      actor: null,
      action: "unsubscribed",
      entity: "newsletter_subscriber",
      entityId: found.subscriber.id,
    });
  return answer({ state: "unsubscribed", email });
}
