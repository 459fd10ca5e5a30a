import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { EmailText } from "~/components/admin/inbox/inbox-table";
import { Pagination } from "~/components/admin/pagination";
import { ConfirmActionDialog } from "~/components/confirm-dialog";
import { SearchField, SelectField } from "~/components/forms";
import { Icon } from "~/components/icon";
import { LocalDate } from "~/components/local-date";
import { getDb } from "~/db/client.server";
import {
  NEWSLETTER_PAGE_SIZE,
  parseSubscriberQuery,
  SUBSCRIBER_DELETE_QUESTION,
  SUBSCRIBER_STATUS_FILTERS,
  subscriberSearch,
} from "~/features/newsletter/newsletter-admin";
import { getSubscriberPage, type SubscriberRow } from "~/models/newsletter.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { getConfig } from "~/utils/env.server";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/newsletter";
import { removeSubscriber } from "./newsletter.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseSubscriberQuery(new URL(request.url).searchParams);
  const view = await getSubscriberPage(getDb(), {
    q: query.q,
    status: query.status,
    page: query.page,
    pageSize: NEWSLETTER_PAGE_SIZE,
  });
  return { query, ...view, mailConfigured: Boolean(getConfig().SMTP_URL) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await requireFormBody(request);
  const { q, status, page } = parseSubscriberQuery(new URLSearchParams(String(form.get("view") ?? "")));
  return removeSubscriber(getDb(), admin, form, `/admin/newsletter${subscriberSearch({ q, status, page })}`);
}

export const meta = () => [{ title: "Newsletter · Admin" }];

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { query, subscribers, total, page, pageCount, pageSize, mailConfigured } = loaderData;
  const view = subscriberSearch({ q: query.q, status: query.status, page });
  const [removing, setRemoving] = useState<SubscriberRow | null>(null);
  const submit = useSubmit();
  const first = (page - 1) * pageSize + 1;
  const pending =
    actionData && "confirmDelete" in actionData
      ? subscribers.find((row) => row.id === actionData.confirmDelete)
      : undefined;

  return (
    <div className="mt-4 space-y-5">
      <div className="flex flex-wrap items-end justify-end gap-4">
        <Link
          to={`/admin/newsletter/export.csv${subscriberSearch({ q: query.q, status: query.status })}`}
          reloadDocument
          className={buttonStyles.secondary}
        >
          <Icon name="Download" className="size-4" />
          Export CSV
        </Link>
      </div>

      {mailConfigured ? null : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          No mail server is configured, so sign-ups cannot be sent their confirmation email. Set <code>SMTP_URL</code>{" "}
          (see the README): owed confirmations are sent once it is set, and sign-ups left unconfirmed are deleted after
          7 days.
        </p>
      )}

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3" key={`${query.q}|${query.status}`}>
        <SearchField
          id="subscriber-search"
          label="Search subscribers"
          defaultValue={query.q}
          className="min-w-56 flex-1"
        />
        <SelectField
          id="subscriber-status"
          label="Status"
          name="status"
          defaultValue={query.status}
          options={SUBSCRIBER_STATUS_FILTERS}
        />
        <button type="submit" className={buttonStyles.primary}>
          Search
        </button>
      </Form>

      <p role="status" className="text-sm text-slate-700">
        {total === 0
          ? ""
          : `Showing ${first.toLocaleString("en")}–${(first + subscribers.length - 1).toLocaleString("en")} of ${total.toLocaleString("en")}`}
      </p>

      {pending ? (
        <Form
          method="post"
          className="rounded-lg border border-red-300 bg-red-50 p-4"
          aria-labelledby="confirm-remove-heading"
        >
          <h2 id="confirm-remove-heading" className="font-semibold text-red-900">
            {SUBSCRIBER_DELETE_QUESTION}
          </h2>
          <p className="mt-1 text-sm break-words text-red-900">{pending.email}</p>
          <input type="hidden" name="view" value={view} />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={pending.id} />
          <input type="hidden" name="confirmed" value="yes" />
          <div className="mt-3 flex gap-3">
            <button type="submit" className={buttonStyles.danger}>
              Remove
            </button>
            <Link to={view || "."} className={buttonStyles.secondary}>
              Cancel
            </Link>
          </div>
        </Form>
      ) : null}

      {subscribers.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
          No subscribers found
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {subscribers.map((subscriber) => (
            <li key={subscriber.id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">
                  <EmailText email={subscriber.email} />
                </p>
                <p className="text-xs text-slate-600">
                  <span
                    className={`mr-1.5 inline-block rounded-full px-2 py-0.5 font-medium ${subscriber.confirmedAt ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-950"}`}
                  >
                    {subscriber.confirmedAt ? "Confirmed" : "Waiting for confirmation"}
                  </span>
                  {subscriber.source === "page" ? "From a page's sign-up block" : `From the ${subscriber.source} page`}{" "}
                  · <LocalDate value={subscriber.createdAt} />
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="view" value={view} />
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={subscriber.id} />
                <button
                  type="submit"
                  title="Remove"
                  onClick={(event) => {
                    event.preventDefault();
                    setRemoving(subscriber);
                  }}
                  className={`${buttonStyles.icon} text-red-800 hover:bg-red-50`}
                >
                  <Icon name="Trash2" className="size-4" />
                  <span className="sr-only">Remove {subscriber.email}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}

      <ConfirmActionDialog
        open={removing !== null}
        title="Remove subscriber"
        message={SUBSCRIBER_DELETE_QUESTION}
        detail={removing?.email}
        confirmLabel="Remove"
        onConfirm={() => {
          if (!removing) return;
          setRemoving(null);
          submit({ view, intent: "delete", id: removing.id, confirmed: "yes" }, { method: "post" });
        }}
        onCancel={() => setRemoving(null)}
      />

      <Pagination
        page={page}
        pageCount={pageCount}
        href={(p) => subscriberSearch({ q: query.q, status: query.status, page: p }) || "?"}
      />
    </div>
  );
}
