import { isRouteErrorResponse, Link, redirect, useLocation, useNavigation } from "react-router";

import { InboxFilters } from "~/components/admin/inbox/inbox-filters";
import { InboxTable, NoScriptDeleteConfirmation } from "~/components/admin/inbox/inbox-table";
import { NotAllowedView } from "~/components/admin/not-allowed";
import { Pagination } from "~/components/admin/pagination";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { assigneeCondition, inboxSearch, isUnsearchable, parseInboxQuery } from "~/features/inbox/inbox";
import { getInboxPage } from "~/models/inbox.server";
import { listInboxStaff } from "~/models/inbox-workflow.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/inbox";
import { performInboxAction } from "./inbox-actions.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  if (isUnsearchable(params)) throw new Response("Bad Request", { status: 400 });
  const query = parseInboxQuery(params);
  // The filter form sends every field, defaults too: one redirect gives the view its short, shareable URL.
  const canonical = inboxSearch(query);
  if (params.toString() !== canonical.slice(1)) throw redirect(`/admin/contact-requests${canonical}`);
  const db = getDb();
  const [view, admins] = await Promise.all([
    getInboxPage(db, { ...query, assigneeId: assigneeCondition(query.assignee, admin.userId) }),
    listInboxStaff(db),
  ]);
  return { query, ...view, admins: admins.map(({ id, email }) => ({ id, email })) };
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

// An error view names itself (the 403 view's <title>), so the refused page has one title, not two.
export const meta = ({ error }: Route.MetaArgs) => (error ? [] : [{ title: "Contact Requests · Admin" }]);

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { query, messages, total, totalIsCapped, page, pageCount, pageSize, admins } = loaderData;
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
          to={`/admin/contact-requests/export.csv${inboxSearch({ ...query, page: 1 })}`}
          reloadDocument
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <Icon name="Download" className="size-4" />
          Export CSV
        </Link>
      </div>

      <InboxFilters query={query} admins={admins} />

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
        href={(p) => inboxSearch({ ...query, page: p }) || "?"}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A role without the inbox (decision 180) is told so, not that the messages failed to load.
  if (isRouteErrorResponse(error) && error.status === 403) return <NotAllowedView />;
  return (
    <div className="mt-4">
      <title>Contact Requests · Admin</title>
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        Failed to load messages
      </p>
    </div>
  );
}
