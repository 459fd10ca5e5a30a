import { Form, Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { Pagination } from "~/components/admin/pagination";
import { LocalDate } from "~/components/local-date";
import { getDb } from "~/db/client.server";
import { sendNewsletterNow } from "~/jobs/newsletter-issues.server";
import { getIssue } from "~/models/newsletter-issues.server";
import { deliveryCounts, listDeliveries } from "~/models/newsletter-outbox.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { notFound } from "~/routes/admin/shared/editor-actions.server";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/issue-recipients";
import { issueCommand, toastFor } from "./issue-edit.server";

// An issue's recipients with their status (decision 203), failed first, and a retry for the failed.

const PAGE_SIZE = 100;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const issue = await getIssue(db, params.id);
  if (!issue) throw notFound("Issue");
  const counts = await deliveryCounts(db, issue.id);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(pageCount, Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1));
  const rows = await listDeliveries(db, issue.id, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return { issue: { id: issue.id, subject: issue.subject, status: issue.status }, counts, rows, page, pageCount };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const issue = await getIssue(db, params.id);
  if (!issue) throw notFound("Issue");
  const form = await requireFormBody(request);
  form.set("intent", "retry");
  const done = await issueCommand(db, admin, issue, form, { siteUrl: "", mail: null });
  sendNewsletterNow();
  return toastFor(done, `/admin/newsletter/issues/${issue.id}/recipients`);
}

export const meta = () => [{ title: "Recipients · Admin" }];

const STATUS = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  skipped: "Skipped",
} as const;

export default function IssueRecipients({ loaderData }: Route.ComponentProps) {
  const { issue, counts, rows, page, pageCount } = loaderData;
  return (
    <div className="mt-4 space-y-5">
      <p>
        <Link to={`/admin/newsletter/issues/${issue.id}`} className="font-medium text-brand-800 underline">
          {issue.subject}
        </Link>
      </p>
      <p role="status" className="text-sm text-slate-700">
        {counts.sent} sent · {counts.failed} failed · {counts.queued + counts.sending} queued · {counts.skipped} skipped
        (unsubscribed or erased)
      </p>
      {counts.failed > 0 ? (
        <Form method="post">
          <button type="submit" className={buttonStyles.primary}>
            Retry the {counts.failed} failed
          </button>
        </Form>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
          Nobody has been queued yet
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {rows.map((row) => (
            <li key={row.id} className="px-4 py-3 text-sm">
              <p className="font-medium break-words text-slate-900">{row.email ?? "(erased)"}</p>
              <p className="text-xs text-slate-700">
                <span
                  className={`mr-1.5 inline-block rounded-full px-2 py-0.5 font-medium ${row.status === "failed" ? "bg-red-100 text-red-900" : row.status === "sent" ? "bg-emerald-100 text-emerald-900" : "bg-slate-100 text-slate-900"}`}
                >
                  {STATUS[row.status]}
                </span>
                {row.sentAt ? <LocalDate value={row.sentAt} withTime /> : null}
                {row.lastError ? ` ${row.lastError}` : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} href={(p) => `?page=${p}`} />
    </div>
  );
}
