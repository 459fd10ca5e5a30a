import { data, Form, Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { TextField } from "~/components/forms";
import { LocalDate } from "~/components/local-date";
import { getDb } from "~/db/client.server";
import { ISSUE_STATUS_LABELS, perMinuteSchema } from "~/features/newsletter/newsletter-issue-form";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { listIssues } from "~/models/newsletter-issues.server";
import { deliveryCounts } from "~/models/newsletter-outbox.server";
import { getNewsletterPerMinute, setNewsletterPerMinute } from "~/models/site-settings.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/issues";

// Newsletter issues (decision 203): the list with each issue's status and counts, and the sending rate.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const issues = await listIssues(db);
  const rows = await Promise.all(
    issues.map(async (issue) => ({
      id: issue.id,
      subject: issue.subject,
      status: issue.status,
      scheduledAt: issue.scheduledAt,
      updatedAt: issue.updatedAt,
      counts: await deliveryCounts(db, issue.id),
    })),
  );
  return { issues: rows, perMinute: await getNewsletterPerMinute(db) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await requireFormBody(request);
  const parsed = perMinuteSchema.safeParse({ perMinute: form.get("perMinute") ?? "" });
  if (!parsed.success)
    return data(
      { error: parsed.error.issues[0]?.message ?? "Enter a number", value: String(form.get("perMinute") ?? "") },
      { status: 400 },
    );
  const db = getDb();
  await setNewsletterPerMinute(db, parsed.data.perMinute);
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "updated",
    entity: "newsletter_settings",
    details: { perMinute: parsed.data.perMinute },
  });
  return redirectWithToast("/admin/newsletter/issues", { type: "success", message: "Sending rate saved" });
}

export const meta = () => [{ title: "Newsletter issues · Admin" }];

export default function NewsletterIssues({ loaderData, actionData }: Route.ComponentProps) {
  const { issues, perMinute } = loaderData;
  return (
    <div className="mt-4 space-y-6">
      <p className="flex flex-wrap justify-between gap-3">
        <Link to="/admin/newsletter" className="font-medium text-brand-800 underline">
          Subscribers
        </Link>
        <Link to="/admin/newsletter/issues/new" className={buttonStyles.primary}>
          New issue
        </Link>
      </p>
      {issues.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
          No issues yet
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {issues.map((issue) => (
            <li key={issue.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/admin/newsletter/issues/${issue.id}`}
                  className="font-medium break-words text-slate-900 underline"
                >
                  {issue.subject}
                </Link>
                <p className="text-xs text-slate-600">
                  <span className="mr-1.5 inline-block rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-900">
                    {ISSUE_STATUS_LABELS[issue.status]}
                  </span>
                  {issue.status === "scheduled" && issue.scheduledAt ? (
                    <>
                      for <LocalDate value={issue.scheduledAt} withTime />
                    </>
                  ) : (
                    <>
                      edited <LocalDate value={issue.updatedAt} />
                    </>
                  )}
                </p>
              </div>
              <p className="text-sm text-slate-700">
                {issue.counts.sent} sent · {issue.counts.failed} failed · {issue.counts.queued + issue.counts.sending}{" "}
                queued
              </p>
            </li>
          ))}
        </ul>
      )}
      <Form
        method="post"
        className="flex max-w-xl flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <TextField
          label="Emails sent a minute"
          name="perMinute"
          type="number"
          min={1}
          max={10000}
          defaultValue={actionData?.value ?? String(perMinute)}
          hint="Across every instance of the site. Your mail provider's limit; 60 unless it says more."
          error={actionData?.error}
        />
        <button type="submit" className={buttonStyles.secondary}>
          Save rate
        </button>
      </Form>
    </div>
  );
}
