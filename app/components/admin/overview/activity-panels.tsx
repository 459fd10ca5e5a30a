import { Link } from "react-router";

import { AuditEntryItem, type AuditEntryView } from "~/components/admin/audit-entry-item";
import { LocalDate } from "~/components/local-date";
import type { getOverview } from "~/models/overview.server";

type Overview = Awaited<ReturnType<typeof getOverview>>;

/** The latest changes, in the audit trail's sentences. */
export function RecentActivityPanel({ audit }: { audit: AuditEntryView[] }) {
  return (
    <section aria-labelledby="recent-activity" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="recent-activity" className="text-lg font-semibold text-slate-900">
        Recent Activity
      </h2>
      {audit.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Nothing has been changed yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {audit.map((entry) => (
            <AuditEntryItem
              key={entry.id}
              entry={entry}
              className="flex items-baseline justify-between gap-4 py-2 text-sm"
            />
          ))}
        </ul>
      )}
      <Link to="/admin/audit" className="mt-3 inline-block text-sm font-medium text-brand-800 underline">
        The whole audit trail
      </Link>
    </section>
  );
}

/** The newest contact requests, unread ones in bold. */
export function NewestMessagesPanel({ newestMessages }: { newestMessages: Overview["newestMessages"] }) {
  return (
    <section aria-labelledby="newest-messages" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="newest-messages" className="text-lg font-semibold text-slate-900">
        Newest messages
      </h2>
      {newestMessages.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No messages yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {newestMessages.map((message) => (
            <li key={message.id} className="flex items-baseline justify-between gap-4 py-2 text-sm">
              <Link
                to={`/admin/contact-requests/${message.id}`}
                className={`text-brand-800 hover:underline ${message.read ? "" : "font-semibold"}`}
              >
                {message.read ? null : <span className="sr-only">Unread: </span>}
                {message.name}: {message.subject}
              </Link>
              <LocalDate value={message.createdAt} className="shrink-0 text-xs text-slate-600" />
            </li>
          ))}
        </ul>
      )}
      <Link to="/admin/contact-requests" className="mt-3 inline-block text-sm font-medium text-brand-800 underline">
        All contact requests
      </Link>
    </section>
  );
}
