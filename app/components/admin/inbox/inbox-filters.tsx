import { Form, Link } from "react-router";

import { SearchField, SelectField } from "~/components/forms";
import {
  INBOX_FILTERS,
  type InboxFilter,
  type InboxQuery,
  inboxSearch,
  STATUS_FILTERS,
  type StatusFilter,
} from "~/features/inbox/inbox";
import { STATUS_LABELS } from "~/features/inbox/inbox-workflow";

const FILTER_LABELS: Record<InboxFilter, string> = { all: "All", unread: "Unread", read: "Read", spam: "Spam" };

const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  any: "Any status",
  open: "Open (New or In progress)",
  ...STATUS_LABELS,
};

const pill = (current: boolean) =>
  `inline-block rounded-full px-4 py-1.5 text-sm font-medium ${
    current ? "bg-brand-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
  }`;

/**
 * The inbox's view controls: one GET form (search, status, assignee), so a view works without script and
 * lives in the URL; the read-state filters and "Assigned to me" are plain links, one click each.
 */
export function InboxFilters({ query, admins }: { query: InboxQuery; admins: { id: string; email: string }[] }) {
  const mine = query.assignee === "me";
  const assigneeOptions = [
    { value: "anyone", label: "Anyone" },
    { value: "me", label: "Me" },
    { value: "none", label: "Nobody (unassigned)" },
    ...admins.map((admin) => ({ value: admin.id, label: admin.email })),
  ];
  return (
    <>
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-3"
        key={`${query.q}|${query.filter}|${query.status}|${query.assignee}`}
      >
        <SearchField
          id="inbox-search"
          label="Search messages"
          hint="Name, email or subject. One or two letters match the beginning."
          defaultValue={query.q}
        />
        <SelectField
          id="inbox-status"
          name="status"
          label="Status"
          defaultValue={query.status}
          options={STATUS_FILTERS.map((value) => ({ value, label: STATUS_FILTER_LABELS[value] }))}
          className="w-full sm:mb-5 sm:w-56"
        />
        <SelectField
          id="inbox-assignee"
          name="assignee"
          label="Assigned to"
          defaultValue={query.assignee}
          options={assigneeOptions}
          className="w-full sm:mb-5 sm:w-56"
        />
        {query.filter !== "all" ? <input type="hidden" name="filter" value={query.filter} /> : null}
        <button
          type="submit"
          className="mb-5 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
      </Form>

      <nav aria-label="Filter messages">
        <ul className="flex flex-wrap gap-2">
          {INBOX_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to={inboxSearch({ ...query, filter, page: 1 }) || "?"}
                aria-current={query.filter === filter ? "page" : undefined}
                className={pill(query.filter === filter)}
              >
                {FILTER_LABELS[filter]}
              </Link>
            </li>
          ))}
          <li className="sm:ml-4">
            <Link
              to={inboxSearch({ ...query, assignee: mine ? "anyone" : "me", page: 1 }) || "?"}
              aria-current={mine ? "page" : undefined}
              className={pill(mine)}
            >
              Assigned to me
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
