// The audit trail's sentences about newsletter issues and their sending rate (decisions 202 and 203), beside
// audit-sentences.ts: each names the issue by the subject captured when the entry was written, and the action.

import { companyDateTimeText } from "~/utils/company-time";

import { countOf, num, text } from "./audit-words";

export function newsletterIssueSentence(actor: string, action: string, details: Record<string, unknown>): string {
  const title = text(details.title);
  const issue = title ? `the newsletter issue '${title}'` : "a newsletter issue";
  const recipients = num(details.recipients) ?? 0;
  switch (action) {
    case "created":
      return `${actor} wrote ${issue}`;
    case "updated":
      return `${actor} edited ${issue}`;
    case "test_sent": {
      const test = { en: "an English test", bn: "a Bengali test" }[text(details.locale) ?? ""] ?? "a test";
      const to = text(details.to);
      return `${actor} sent ${test} of ${issue}${to ? ` to ${to}` : ""}`;
    }
    case "sent":
      return `${actor} sent ${issue} to ${countOf(recipients, "subscriber")}`;
    case "scheduled": {
      const at = text(details.at);
      const when = at && !Number.isNaN(Date.parse(at)) ? ` for ${companyDateTimeText(new Date(at))}` : "";
      return `${actor} scheduled ${issue}${when}`;
    }
    case "unscheduled":
      return `${actor} took ${issue} off its schedule (a draft again)`;
    case "retried":
      return `${actor} queued ${countOf(recipients, "failed email")} of ${issue} again`;
    default:
      return `${actor} ${action.replace(/_/g, " ")} ${issue}`;
  }
}

export function newsletterSettingsSentence(actor: string, details: Record<string, unknown>): string {
  const perMinute = num(details.perMinute);
  return perMinute === null
    ? `${actor} changed the newsletter's sending rate`
    : `${actor} set the newsletter to send at most ${countOf(perMinute, "email")} a minute`;
}
