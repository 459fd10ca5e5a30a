import { data } from "react-router";

import type { Db } from "~/db/client.server";
import { newsletterIssueEmail, renderIssueFor } from "~/features/email/newsletter-issue";
import {
  type IssueFormValues,
  issueFormValues,
  issueRequiredKeys,
  issueSchema,
  issueTranslation,
  scheduleSchema,
  type SendConfirmation,
} from "~/features/newsletter/newsletter-issue-form";
import { issueBodyRenderer } from "~/features/newsletter/newsletter-issue-render.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import type { MailSender } from "~/jobs/mail-transport.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import {
  audienceSize,
  createIssue,
  type NewsletterIssue,
  scheduleIssue,
  updateIssue,
} from "~/models/newsletter-issues.server";
import { queueIssue, retryFailedDeliveries } from "~/models/newsletter-outbox.server";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import type { SessionUser } from "~/models/sessions.server";
import { getPublicSiteSettings } from "~/models/site-settings.server";
import { submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import { fromCompanyLocalInput } from "~/utils/company-time";
import type { FieldErrors } from "~/utils/form";
import { CHECK_FIELDS_MESSAGE, validateForm } from "~/utils/form-data";
import type { Locale } from "~/utils/locale";
import { cleanRichText } from "~/utils/rich-text";
import { cleanTranslatedRichText, withTranslations } from "~/utils/translation-form";

// The newsletter issue editor's actions (decision 203): save, test-send to oneself, send now, schedule, and
// retry the failed. Every refusal answers with what was typed.

export type IssueReply = { formError: string; fieldErrors: FieldErrors; values: IssueFormValues | null };

const ISSUES = "/admin/newsletter/issues";
const formSchema = withTranslations(issueSchema, issueTranslation);

function refuse(reply: IssueReply, status = 400) {
  return data(reply, { status });
}

/** Saves the form as a new issue (`existing` null) or over a draft or scheduled one. */
export async function saveIssue(db: Db, admin: SessionUser, form: FormData, existing: NewsletterIssue | null) {
  const values = issueFormValues(form);
  const result = validateForm(formSchema, values, { requiredKeys: issueRequiredKeys });
  const cleaned = cleanRichText(values.body || "{}");
  const translated = result.success ? cleanTranslatedRichText(result.data.translations, "body") : null;
  const fieldErrors: FieldErrors = result.success ? {} : { ...result.fieldErrors };
  if (!cleaned.ok) fieldErrors.body ??= cleaned.message;
  if (translated && !translated.ok) fieldErrors[translated.name] = translated.message;
  if (!result.success || !cleaned.ok || !translated?.ok)
    return refuse({ formError: result.success ? CHECK_FIELDS_MESSAGE : result.formError, fieldErrors, values });
  const input = {
    subject: result.data.subject,
    slug: result.data.slug,
    audience: result.data.audience,
    body: cleaned.doc as unknown as Record<string, unknown>,
    translations: translated.translations,
  };
  const saved = existing
    ? await updateIssue(db, existing.id, submittedVersion(form), input)
    : await createIssue(db, input);
  if (typeof saved === "object" && !saved.ok) {
    if (saved.reason === "slug")
      return refuse({
        formError: CHECK_FIELDS_MESSAGE,
        fieldErrors: { slug: "Another issue already uses this slug. Choose a different one." },
        values,
      });
    if (saved.reason === "missing") throw new Response("Issue not found", { status: 404 });
    return refuse({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, 409);
  }
  const id = typeof saved === "string" ? saved : existing!.id;
  await recordAudit(db, {
    actor: auditActor(admin),
    action: existing ? "updated" : "created",
    entity: "newsletter_issue",
    entityId: id,
    details: { title: input.subject },
  });
  return redirectWithToast(`${ISSUES}/${id}`, { type: "success", message: "Issue saved" });
}

/** The issue as one subscriber of `locale` gets it (the unsubscribe link is a sample one). */
export async function issueEmailFor(db: Db, issue: NewsletterIssue, locale: Locale, siteUrl: string, to: string) {
  const settings = await getPublicSiteSettings(db);
  return newsletterIssueEmail({
    issue: renderIssueFor(issue, locale, issueBodyRenderer(siteUrl)),
    from: { name: settings.companyName, address: settings.email },
    to,
    unsubscribeUrl: `${siteUrl}/newsletter/unsubscribe`,
    locale,
  });
}

type Done = { ok: true; message: string } | { ok: false; message: string; confirm?: SendConfirmation };

/** The editor's buttons other than Save: "test", "send", "schedule" and "unschedule". */
export async function issueCommand(
  db: Db,
  admin: SessionUser,
  issue: NewsletterIssue,
  form: FormData,
  { siteUrl, mail }: { siteUrl: string; mail: MailSender | null },
): Promise<Done> {
  const intent = String(form.get("intent") ?? "");
  const audit = (action: string, details: Record<string, unknown>) =>
    recordAudit(db, {
      actor: auditActor(admin),
      action,
      entity: "newsletter_issue",
      entityId: issue.id,
      details: { title: issue.subject, ...details },
    });
  if (intent === "test") {
    if (!mail) return { ok: false, message: "No mail server is configured (SMTP_URL), so nothing can be sent." };
    const locale: Locale = form.get("locale") === "bn" ? "bn" : "en";
    try {
      await mail.send(await issueEmailFor(db, issue, locale, siteUrl, admin.email));
    } catch {
      return { ok: false, message: "The mail server did not answer. Try again in a minute." };
    }
    await audit("test_sent", { to: admin.email, locale });
    return { ok: true, message: `Test sent to ${admin.email}` };
  }
  if (intent === "send") {
    // Only the confirmation's own button posts `confirmed`: a plain "Send now" (no JavaScript, so no
    // dialog) is answered with the question instead of queueing (decision 205).
    if (form.get("confirmed") !== "yes")
      return {
        ok: false,
        message: "Confirm to send",
        confirm: { recipients: await audienceSize(db, issue.audience), audience: issue.audience },
      };
    const count = await queueIssue(db, issue.id);
    if (count === null) return { ok: false, message: "This issue has already been sent." };
    await audit("sent", { recipients: count });
    return {
      ok: true,
      message: `Sending to ${count.toLocaleString("en")} ${count === 1 ? "subscriber" : "subscribers"}`,
    };
  }
  if (intent === "schedule" || intent === "unschedule") {
    let at: Date | null = null;
    if (intent === "schedule") {
      const parsed = scheduleSchema.safeParse({ scheduledAt: form.get("scheduledAt") ?? "" });
      at = parsed.success ? fromCompanyLocalInput(parsed.data.scheduledAt) : null;
      if (!at || at.getTime() <= Date.now()) return { ok: false, message: "Choose a date and time in the future." };
    }
    if (!(await scheduleIssue(db, issue.id, at))) return { ok: false, message: "This issue has already been sent." };
    await audit(at ? "scheduled" : "unscheduled", at ? { at: at.toISOString() } : {});
    return { ok: true, message: at ? "Issue scheduled" : "Back to a draft" };
  }
  if (intent === "retry") {
    const count = await retryFailedDeliveries(db, issue.id);
    await audit("retried", { recipients: count });
    return { ok: true, message: count ? `Retrying ${count} failed` : "Nothing failed to retry" };
  }
  return { ok: false, message: "Unknown action" };
}

export function toastFor(done: Done, path: string) {
  return redirectWithToast(path, { type: done.ok ? "success" : "error", message: done.message });
}
