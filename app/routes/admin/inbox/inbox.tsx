import { Form, Link, useLocation, useNavigation } from "react-router";

import { InboxTable, NoScriptDeleteConfirmation } from "~/components/admin/inbox/inbox-table";
import { Pagination } from "~/components/admin/pagination";
import { SearchField } from "~/components/forms";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { INBOX_FILTERS, type InboxFilter, inboxSearch, isUnsearchable, parseInboxQuery } from "~/features/inbox/inbox";
import { getInboxPage } from "~/models/inbox.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/inbox";
import { performInboxAction } from "./inbox-actions.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  if (isUnsearchable(params)) throw new Response("Bad Request", { status: 400 });
  const query = parseInboxQuery(params);
  const view = await getInboxPage(getDb(), query);
  return { query, ...view };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await requireFormBody(request);
  // Back to the view the action was taken from (only its query string is taken from the form). Redirects
  // name app paths: React Router adds the base path.
  const view = parseInboxQuery(new URLSearchParams(String(form.get("view") ?? "")));
  const back = `/admin/contact-requests${inboxSearch(view)}`;
  return performInboxAction(getDb(), admin, form, { redirectTo: () => back, fallback: back });
}

export const meta = () => [{ title: "Contact Requests · Admin" }];

const FILTER_LABELS: Record<InboxFilter, string> = { all: "All", unread: "Unread", read: "Read", spam: "Spam" };

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { query, messages, total, totalIsCapped, page, pageCount, pageSize } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const viewSearch = inboxSearch({ ...query, page });
  const first = (page - 1) * pageSize + 1;
  const last = first + messages.length - 1;

  return (
    <div className="mt-4 space-y-5">
      <div className="flex flex-wrap items-end justify-end gap-4">
        <Link
          to={`/admin/contact-requests/export.csv${inboxSearch({ q: query.q, filter: query.filter })}`}
          reloadDocument
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <Icon name="Download" className="size-4" />
          Export CSV
        </Link>
      </div>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3" key={`${query.q}|${query.filter}`}>
        <SearchField
          id="inbox-search"
          label="Search messages"
          hint="Name, email or subject. One or two letters match the beginning."
          defaultValue={query.q}
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
                to={inboxSearch({ q: query.q, filter }) || "?"}
                aria-current={query.filter === filter ? "page" : undefined}
                className={`inline-block rounded-full px-4 py-1.5 text-sm font-medium ${
                  query.filter === filter
                    ? "bg-brand-700 text-white"
                    : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
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

      {actionData?.confirmDelete ? (
        <NoScriptDeleteConfirmation ids={actionData.confirmDelete} view={viewSearch} named={messages} />
      ) : null}

      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
          No messages found
        </p>
      ) : (
        <InboxTable
          // A new location (another view, or the redirect after an action) starts with nothing selected.
          key={location.key}
          messages={messages}
          view={viewSearch}
          filter={query.filter}
          busy={loading}
        />
      )}

      <Pagination
        page={page}
        pageCount={pageCount}
        hasMore={totalIsCapped}
        href={(p) => inboxSearch({ q: query.q, filter: query.filter, page: p }) || "?"}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mt-4">
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        Failed to load messages
      </p>
    </div>
  );
}
