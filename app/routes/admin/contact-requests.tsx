import { useRef, useState } from "react";
import { Download, Mail, MailOpen, Search } from "lucide-react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { LocalDate } from "~/components/local-date";
import { performInboxAction } from "~/models/inbox-actions.server";
import { getInboxPage, type MessageSummary } from "~/models/inbox.server";
import { requireAdmin } from "~/utils/auth.server";
import { INBOX_FILTERS, inboxSearch, parseInboxQuery, type InboxFilter, type InboxQuery } from "~/utils/inbox";
import { getDb } from "~/utils/runtime.server";
import type { Route } from "./+types/contact-requests";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const view = await getInboxPage(getDb(), query);
  return { query, ...view };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  // Back to the view the action was taken from (only its query string is taken from the form). Redirects
  // name app paths: React Router adds the base path.
  const view = parseInboxQuery(new URLSearchParams(String(form.get("view") ?? "")));
  const back = `/admin/contact-requests${inboxSearch(view)}`;
  return performInboxAction(getDb(), admin, form, { redirectTo: () => back, fallback: back });
}

export const meta = () => [{ title: "Contact Requests · Admin" }];

const FILTER_LABELS: Record<InboxFilter, string> = { all: "All", unread: "Unread", read: "Read", spam: "Spam" };

export default function ContactRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { query, messages, total, totalIsCapped, page, pageCount, pageSize } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const viewSearch = inboxSearch({ ...query, page });
  const first = (page - 1) * pageSize + 1;
  const last = first + messages.length - 1;

  return (
    <div className="mt-4 space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Contact Requests</h1>
        <Link
          to={`/admin/contact-requests/export.csv${inboxSearch({ q: query.q, filter: query.filter })}`}
          reloadDocument
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Link>
      </div>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3" key={`${query.q}|${query.filter}`}>
        <div className="min-w-64 flex-1">
          <label htmlFor="inbox-search" className="block text-sm font-medium text-slate-800">
            Search messages
          </label>
          <div className="relative mt-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" />
            <input
              id="inbox-search"
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={200}
              aria-describedby="inbox-search-hint"
              className="w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-9"
            />
          </div>
          <p id="inbox-search-hint" className="mt-1 text-xs text-slate-600">
            Name, email or subject. One or two letters match the beginning.
          </p>
        </div>
        {query.filter !== "all" ? <input type="hidden" name="filter" value={query.filter} /> : null}
        <button type="submit" className="mb-5 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Search
        </button>
      </Form>

      <nav aria-label="Filter messages">
        <ul className="flex flex-wrap gap-2">
          {INBOX_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to={inboxSearch({ q: query.q, filter }) || "?"}
                aria-current={query.filter === filter ? "page" : undefined}
                className={`inline-block rounded-full px-4 py-1.5 text-sm font-medium ${
                  query.filter === filter ? "bg-brand-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
                }`}
              >
                {FILTER_LABELS[filter]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p role="status" className="text-sm text-slate-700">
        {loading
          ? "Loading messages..."
          : total === 0
            ? ""
            : `Showing ${first.toLocaleString("en")}–${last.toLocaleString("en")} of ${total.toLocaleString("en")}${totalIsCapped ? "+" : ""}`}
      </p>

      {actionData?.confirmDelete ? <NoScriptDeleteConfirmation ids={actionData.confirmDelete} view={viewSearch} /> : null}

      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">No messages found</p>
      ) : (
        <MessageTable
          // A new location (another view, or the redirect after an action) starts with nothing selected.
          key={location.key}
          messages={messages}
          view={viewSearch}
          filter={query.filter}
          busy={loading}
        />
      )}

      <Pagination query={query} page={page} pageCount={pageCount} hasMore={totalIsCapped} />
    </div>
  );
}

function MessageTable({
  messages,
  view,
  filter,
  busy,
}: {
  messages: MessageSummary[];
  view: string;
  filter: InboxFilter;
  busy: boolean;
}) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const bulkForm = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const allSelected = selected.size === messages.length;

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const confirmDelete = () => {
    setConfirming(false);
    const form = new FormData(bulkForm.current!);
    form.set("intent", "delete");
    form.set("confirmed", "yes");
    submit(form, { method: "post", preventScrollReset: true });
  };

  return (
    <div className={busy ? "opacity-60" : undefined}>
      <Form method="post" id="bulk-actions" ref={bulkForm} preventScrollReset className="mb-3 flex flex-wrap items-center gap-2">
        <input type="hidden" name="view" value={view} />
        <span className="mr-2 text-sm text-slate-700" aria-live="polite">
          {selected.size > 0 ? `${selected.size} selected` : "Select messages for bulk actions"}
        </span>
        <BulkButton intent="mark-read">Mark read</BulkButton>
        <BulkButton intent="mark-unread">Mark unread</BulkButton>
        {filter === "spam" ? <BulkButton intent="not-spam">Not spam</BulkButton> : null}
        <button
          type="submit"
          name="intent"
          value="delete"
          onClick={(event) => {
            event.preventDefault();
            if (selected.size > 0) setConfirming(true);
            else submit(new FormData(bulkForm.current!, event.currentTarget), { method: "post", preventScrollReset: true });
          }}
          className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
        >
          Delete
        </button>
      </Form>
      <ConfirmDialog
        open={confirming}
        title="Delete messages"
        message={
          selected.size === 1
            ? "Are you sure you want to delete this message?"
            : `Are you sure you want to delete these ${selected.size} messages?`
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />

      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Messages, newest first</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label="Select all messages on this page"
                  checked={allSelected}
                  onChange={(event) => setSelected(event.target.checked ? new Set(messages.map((m) => m.id)) : new Set())}
                  className="size-4"
                />
              </th>
              <th scope="col" className="px-3 py-2">Status</th>
              <th scope="col" className="px-3 py-2">Name</th>
              <th scope="col" className="px-3 py-2">Email</th>
              <th scope="col" className="px-3 py-2">Subject</th>
              <th scope="col" className="px-3 py-2">Received</th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr
                key={message.id}
                className={`border-b border-slate-100 last:border-0 ${message.read ? "text-slate-700" : "bg-brand-50/60 font-semibold text-slate-900"}`}
              >
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    name="ids"
                    value={message.id}
                    form="bulk-actions"
                    aria-label={`Select message from ${message.name}`}
                    checked={selected.has(message.id)}
                    onChange={(event) => toggle(message.id, event.target.checked)}
                    className="size-4"
                  />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {message.read ? (
                    <span className="font-normal text-slate-600">Read</span>
                  ) : (
                    <span className="inline-flex items-center gap-1.5 text-brand-800">
                      <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
                      Unread
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <Link to={`/admin/contact-requests/${message.id}${view}`} className="text-brand-800 underline-offset-2 hover:underline">
                    {message.name}
                  </Link>
                </td>
                <td className="px-3 py-2 break-all">{message.email}</td>
                <td className="px-3 py-2">{message.subject}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <LocalDate value={message.createdAt} />
                </td>
                <td className="px-3 py-2 text-right">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="view" value={view} />
                    <input type="hidden" name="ids" value={message.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={message.read ? "mark-unread" : "mark-read"}
                      title={message.read ? "Mark as unread" : "Mark as read"}
                      className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100"
                    >
                      {message.read ? <Mail aria-hidden="true" className="size-4" /> : <MailOpen aria-hidden="true" className="size-4" />}
                      <span className="sr-only">
                        {message.read ? "Mark as unread" : "Mark as read"}: {message.subject}
                      </span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function BulkButton({ intent, children }: { intent: string; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      {children}
    </button>
  );
}

/** Without JavaScript the dialog cannot open: the action asks for confirmation with this form instead. */
function NoScriptDeleteConfirmation({ ids, view }: { ids: string[]; view: string }) {
  return (
    <Form method="post" className="rounded-lg border border-red-300 bg-red-50 p-4" aria-labelledby="confirm-delete-heading">
      <h2 id="confirm-delete-heading" className="font-semibold text-red-900">
        {ids.length === 1 ? "Are you sure you want to delete this message?" : `Are you sure you want to delete these ${ids.length} messages?`}
      </h2>
      <input type="hidden" name="view" value={view} />
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="confirmed" value="yes" />
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <div className="mt-3 flex gap-3">
        <button type="submit" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
          Delete
        </button>
        <Link to={view || "."} className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function Pagination({ query, page, pageCount, hasMore }: { query: InboxQuery; page: number; pageCount: number; hasMore: boolean }) {
  if (pageCount <= 1 && !hasMore) return null;
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const href = (p: number) => inboxSearch({ q: query.q, filter: query.filter, page: p }) || "?";
  const linkClass = "inline-flex min-w-9 justify-center rounded-md border px-3 py-1.5 text-sm";
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-1">
      {page > 1 ? (
        <Link to={href(page - 1)} className={`${linkClass} border-slate-300 bg-white hover:bg-slate-50`}>
          Previous
        </Link>
      ) : null}
      {sorted.map((p, index) => (
        <span key={p} className="inline-flex items-center gap-1">
          {index > 0 && p - sorted[index - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
          <Link
            to={href(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={`Page ${p}`}
            className={`${linkClass} ${p === page ? "border-brand-700 bg-brand-700 font-semibold text-white" : "border-slate-300 bg-white hover:bg-slate-50"}`}
          >
            {p}
          </Link>
        </span>
      ))}
      {page < pageCount || hasMore ? (
        <Link to={href(page + 1)} className={`${linkClass} border-slate-300 bg-white hover:bg-slate-50`}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mt-4">
      <h1 className="text-2xl font-bold text-slate-900">Contact Requests</h1>
      <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        Failed to load messages
      </p>
    </div>
  );
}
