import type { Locale } from "~/utils/locale";
import { localizeRow, type Translations } from "~/utils/translations";
import { formsText } from "~/words/forms";

import { newsletterEmail } from "./newsletter";

// A newsletter issue as one subscriber gets it (decision 202): the subscriber's language where the issue has
// it (English where it does not), HTML with a plain-text part, and newsletterEmail's RFC 8058 headers and
// footer link in that language.

export type IssueContent = { subject: string; body: unknown; translations: Translations };

/** What the email needs from the issue, rendered once per language (the job caches it). */
export type RenderedIssue = { subject: string; html: string; text: string };

export type IssueRenderer = (body: unknown) => { html: string; text: string };

/** The texts an issue has per language; each falls back to English on its own, in the email and the archive. */
export const ISSUE_TEXT_FIELDS = ["subject", "body"] as const;

export function renderIssueFor(issue: IssueContent, locale: Locale, render: IssueRenderer): RenderedIssue {
  const row = localizeRow({ ...issue }, locale, ISSUE_TEXT_FIELDS);
  return { subject: row.subject, ...render(row.body) };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function newsletterIssueEmail(args: {
  issue: RenderedIssue;
  from: { name: string; address: string };
  to: string;
  unsubscribeUrl: string;
  locale: Locale;
}) {
  const footer = formsText[args.locale].newsletterEmail.unsubscribeFooter("").trim();
  const mail = newsletterEmail({
    from: args.from,
    to: args.to,
    subject: args.issue.subject,
    text: args.issue.text,
    unsubscribeUrl: args.unsubscribeUrl,
    locale: args.locale,
  });
  const url = escapeHtml(args.unsubscribeUrl);
  const html = [
    `<!doctype html><html lang="${args.locale}"><head><meta charset="utf-8"><title>${escapeHtml(args.issue.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,sans-serif;line-height:1.6;color:#0f172a">`,
    `<div style="max-width:640px;margin:0 auto;background:#fff;padding:24px;border-radius:12px">`,
    `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(args.issue.subject)}</h1>`,
    args.issue.html,
    `<hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0">`,
    `<p style="font-size:13px;color:#475569">${escapeHtml(footer)} <a href="${url}">${url}</a></p>`,
    `</div></body></html>`,
  ].join("\n");
  return { ...mail, html };
}
