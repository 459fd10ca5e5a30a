import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { EmailText } from "~/components/admin/inbox/inbox-table";
import { RecentSignInPrompt } from "~/components/admin/recent-sign-in";
import { ConfirmActionDialog } from "~/components/confirm-dialog";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { ERASE_QUESTION, NOTHING_STORED } from "~/features/privacy/data-requests";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/data-requests";
import { eraseAddress, lookUpAddress } from "./data-requests.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return lookUpAddress(getDb(), new URL(request.url).searchParams.get("email"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return eraseAddress(getDb(), admin, await requireFormBody(request), { request, ip: context.clientIp });
}

export const meta = () => [{ title: "Data requests · Admin" }];

function count(n: number, one: string, many: string) {
  return `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
}

export default function DataRequests({ loaderData, actionData }: Route.ComponentProps) {
  const lookup = loaderData;
  const [erasing, setErasing] = useState(false);
  const submit = useSubmit();
  const confirmInPage = actionData && "confirmErase" in actionData && lookup.state === "found";

  return (
    <div className="mt-4 max-w-3xl space-y-5">
      <RecentSignInPrompt result={actionData} />
      <p className="text-slate-700">
        When someone asks what we store about them, or asks us to delete it (UK GDPR access and erasure), look up their
        email address here. You can download everything stored about it as JSON, or erase all of it.
      </p>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3" key={lookup.email}>
        <div className="min-w-64 flex-1">
          <label htmlFor="data-request-email" className="block text-sm font-medium text-slate-800">
            Email address
          </label>
          <input
            id="data-request-email"
            type="email"
            name="email"
            required
            defaultValue={lookup.email}
            maxLength={254}
            aria-invalid={lookup.state === "invalid" || undefined}
            aria-describedby={lookup.state === "invalid" ? "data-request-email-error" : undefined}
            className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
          />
          {lookup.state === "invalid" ? (
            <p id="data-request-email-error" className="mt-1 text-sm text-red-800">
              {lookup.error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={buttonStyles.primary}>
          <Icon name="Search" className="size-4" />
          Look up
        </button>
      </Form>

      {lookup.state === "nothing" ? (
        <p
          role="status"
          className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-800"
        >
          {NOTHING_STORED}
        </p>
      ) : null}

      {lookup.state === "found" ? (
        <section aria-labelledby="stored-heading" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="stored-heading" className="text-lg font-semibold break-words text-slate-900">
            Stored for <EmailText email={lookup.email} />
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
            <li>
              {count(lookup.counts.messages, "contact message", "contact messages")} (with the lead source of each)
            </li>
            <li>{count(lookup.counts.notes, "internal note", "internal notes")} on them</li>
            <li>{count(lookup.counts.replies, "reply", "replies")} sent to them</li>
            <li>
              Newsletter:{" "}
              {lookup.newsletter === "confirmed"
                ? "subscribed (confirmed)"
                : lookup.newsletter === "pending"
                  ? "signed up, waiting for confirmation"
                  : "not subscribed"}
            </li>
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to={`/admin/data-requests/export.json?email=${encodeURIComponent(lookup.email)}`}
              reloadDocument
              className={buttonStyles.secondary}
            >
              <Icon name="Download" className="size-4" />
              Download JSON
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="email" value={lookup.email} />
              <button
                type="submit"
                onClick={(event) => {
                  event.preventDefault();
                  setErasing(true);
                }}
                className={buttonStyles.danger}
              >
                <Icon name="Trash2" className="size-4" />
                Erase all data
              </button>
            </Form>
          </div>
          {confirmInPage ? (
            <Form
              method="post"
              className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4"
              aria-labelledby="confirm-erase-heading"
            >
              <h3 id="confirm-erase-heading" className="font-semibold text-red-900">
                {ERASE_QUESTION}
              </h3>
              <p className="mt-1 text-sm break-words text-red-900">{lookup.email}</p>
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="email" value={lookup.email} />
              <input type="hidden" name="confirmed" value="yes" />
              <div className="mt-3 flex gap-3">
                <button type="submit" className={buttonStyles.danger}>
                  Erase
                </button>
                <Link to={`?email=${encodeURIComponent(lookup.email)}`} className={buttonStyles.secondary}>
                  Cancel
                </Link>
              </div>
            </Form>
          ) : null}
        </section>
      ) : null}

      <ConfirmActionDialog
        open={erasing}
        title="Erase all data"
        message={ERASE_QUESTION}
        detail={lookup.email}
        confirmLabel="Erase"
        onConfirm={() => {
          setErasing(false);
          submit({ intent: "erase", email: lookup.email, confirmed: "yes" }, { method: "post" });
        }}
        onCancel={() => setErasing(false)}
      />
    </div>
  );
}
