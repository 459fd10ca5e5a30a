import { getDb } from "~/db/client.server";
import { ISSUE_TEXT_FIELDS } from "~/features/email/newsletter-issue";
import { getPublishedIssue, listPublishedIssues } from "~/models/newsletter-issues.server";
import { companyIsoDate } from "~/utils/company-time";
import { memoContent } from "~/utils/content-memo.server";
import type { Locale } from "~/utils/locale";
import { formatDate } from "~/utils/locale-format";
import { cleanRichText, richTextPlainText } from "~/utils/rich-text";
import { localizeRow } from "~/utils/translations";

const DESCRIPTION_MAX = 160;

// The newsletter's public archive (decision 204): issues whose sending has begun, each text in the page's
// language where the issue has it and in English where it does not, the rule the emails follow
// (ISSUE_TEXT_FIELDS). Read once per content generation, like the blog: sending an issue is an admin write
// (or the scheduler's queueing, which clears the page cache too), so the next render reads it.

function shortened(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

function dated(sentAt: Date | null, locale: Locale) {
  const at = sentAt ?? new Date(0);
  return { date: formatDate(at, locale), isoDate: companyIsoDate(at) };
}

export type ArchivedIssueTeaser = Awaited<ReturnType<typeof archivedIssues>>[number];

export function archivedIssues(locale: Locale) {
  return memoContent(`newsletter-archive ${locale}`, async () => {
    const rows = await listPublishedIssues(getDb());
    return rows.map((row) => {
      const { subject, langs } = localizeRow(row, locale, ["subject"]);
      return { slug: row.slug, subject, subjectLang: langs.subject, ...dated(row.queuedAt, locale) };
    });
  });
}

/** A sent issue with its body rendered to HTML, or null (a draft, a scheduled issue, no issue). */
export function archivedIssue(slug: string, locale: Locale) {
  return memoContent(`newsletter-issue ${locale} ${slug}`, async () => {
    const issue = await getPublishedIssue(getDb(), slug);
    if (!issue) return null;
    // The renderer (Tiptap's static renderer) loads with the first issue or article a process renders.
    const { renderRichText } = await import("~/utils/rich-text-render.server");
    const { subject, body, langs } = localizeRow(issue, locale, ISSUE_TEXT_FIELDS);
    const cleaned = cleanRichText(body);
    return {
      slug: issue.slug,
      subject,
      // The search description: the opening of the text, cut at a word.
      description: cleaned.ok ? shortened(richTextPlainText(cleaned.doc), DESCRIPTION_MAX) : "",
      bodyHtml: renderRichText(body),
      langs,
      ...dated(issue.queuedAt, locale),
    };
  });
}
