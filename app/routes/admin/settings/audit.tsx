import { Form, Link } from "react-router";

import { AuditEntryItem } from "~/components/admin/audit-entry-item";
import { buttonStyles } from "~/components/admin/button-styles";
import { Pagination } from "~/components/admin/pagination";
import { SelectField, TextField } from "~/components/forms";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { AUDIT_PAGE_SIZE, auditRange, auditSearch, NO_ADMIN, parseAuditQuery } from "~/features/audit/audit-query";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, auditLink, auditSentence } from "~/features/audit/audit-sentences";
import { getAuditPage, listAuditActors } from "~/models/audit-log.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";

import type { Route } from "./+types/audit";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseAuditQuery(new URL(request.url).searchParams);
  const db = getDb();
  const [view, actors] = await Promise.all([
    getAuditPage(db, {
      admin: query.admin,
      action: query.action,
      ...auditRange(query),
      page: query.page,
      pageSize: AUDIT_PAGE_SIZE,
    }),
    listAuditActors(db),
  ]);
  // Sentences are made here, so the page ships text, not the entries' details.
  const entries = view.entries.map((entry) => ({
    id: entry.id,
    at: entry.at,
    sentence: auditSentence(entry),
    to: auditLink(entry),
  }));
  return {
    query,
    actors,
    entries,
    total: view.total,
    page: view.page,
    pageCount: view.pageCount,
    pageSize: view.pageSize,
  };
}

export const meta = () => [{ title: "Audit trail · Admin" }];

const ACTION_OPTIONS = [
  { value: "", label: "All actions" },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })).sort((a, b) =>
    a.label.localeCompare(b.label),
  ),
];

export default function AuditTrail({ loaderData }: Route.ComponentProps) {
  const { query, actors, entries, total, page, pageCount, pageSize } = loaderData;
  const filtered = Boolean(query.admin || query.action || query.from || query.to);
  const adminOptions = [
    { value: "", label: "All admins" },
    ...actors.map((email) => ({ value: email, label: email })),
    // An address no longer in the trail's list (typed into the URL) still shows as chosen.
    ...(query.admin && query.admin !== NO_ADMIN && !actors.includes(query.admin)
      ? [{ value: query.admin, label: query.admin }]
      : []),
    { value: NO_ADMIN, label: "No admin (the site, failed logins, the command line)" },
  ];
  const first = (page - 1) * pageSize + 1;

  return (
    <div className="mt-4 space-y-5">
      <p className="max-w-3xl text-slate-700">
        Everything staff and the site itself did, newest first. Dates are UTC days.
      </p>

      <Form
        method="get"
        role="search"
        aria-label="Filter the audit trail"
        className="flex flex-wrap items-end gap-3"
        key={auditSearch(query)}
      >
        <SelectField
          id="audit-admin"
          label="Admin"
          name="admin"
          defaultValue={query.admin}
          options={adminOptions}
          className="w-full sm:w-64"
        />
        <SelectField
          id="audit-action"
          label="Action"
          name="action"
          defaultValue={query.action}
          options={ACTION_OPTIONS}
          className="w-full sm:w-56"
        />
        <TextField
          id="audit-from"
          label="From"
          name="from"
          type="date"
          defaultValue={query.from}
          className="w-full min-[420px]:w-auto"
        />
        <TextField
          id="audit-to"
          label="To"
          name="to"
          type="date"
          defaultValue={query.to}
          className="w-full min-[420px]:w-auto"
        />
        <button type="submit" className={buttonStyles.secondary}>
          <Icon name="Search" className="size-4" />
          Filter
        </button>
        {filtered ? (
          <Link to="/admin/audit" className="py-2 text-sm font-medium text-brand-700 hover:text-brand-900">
            Clear
          </Link>
        ) : null}
      </Form>

      <p role="status" className="text-sm text-slate-700">
        {total === 0
          ? ""
          : `Showing ${first.toLocaleString("en")}–${(first + entries.length - 1).toLocaleString("en")} of ${total.toLocaleString("en")}`}
      </p>

      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
          {filtered ? "Nothing in the audit trail matches these filters." : "Nothing has been recorded yet."}
        </p>
      ) : (
        <ol aria-label="Audit trail" className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {entries.map((entry) => (
            <AuditEntryItem
              key={entry.id}
              entry={entry}
              className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            />
          ))}
        </ol>
      )}

      <Pagination page={page} pageCount={pageCount} href={(p) => auditSearch({ ...query, page: p }) || "?"} />
    </div>
  );
}
