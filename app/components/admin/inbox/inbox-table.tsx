import { type ReactNode, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmActionDialog } from "~/components/confirm-dialog";
import { Icon } from "~/components/icon";
import { LocalDate } from "~/components/local-date";
import { useCheckedSetState } from "~/components/use-field-state";
import type { InboxFilter } from "~/features/inbox/inbox";
import type { MessageSummary } from "~/models/inbox.server";
import { defaultLocale, type Locale, localeNames } from "~/utils/locale";

import { StatusBadge } from "./inbox-workflow";

/** Names a message in a confirmation: its sender and subject. */
export function messageLabel(message: { name: string; subject: string }): string {
  return `From ${message.name}: “${message.subject}”`;
}

/** An address that may wrap after its @ or a dot, never in the middle of a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** Marks a message sent from a page in another language than English (English is the usual case, so unmarked). */
export function LanguageBadge({ locale }: { locale: Locale }) {
  if (locale === defaultLocale) return null;
  return (
    <span className="ml-2 inline-block rounded-full border border-teal-300 bg-teal-50 px-2 py-0.5 align-middle text-xs font-medium whitespace-nowrap text-teal-900">
      {localeNames[locale]}
    </span>
  );
}

/** A page of the inbox: select messages for bulk actions, open one, or mark one read or unread. */
export function InboxTable({
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
  const bulkForm = useRef<HTMLFormElement>(null);
  const [selected, setSelected] = useCheckedSetState(bulkForm, "ids");
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState<MessageSummary | null>(null);
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

  const confirmRowDelete = () => {
    if (!deleting) return;
    setDeleting(null);
    submit(
      { view, ids: deleting.id, intent: "delete", confirmed: "yes" },
      { method: "post", preventScrollReset: true },
    );
  };

  return (
    <div className={busy ? "opacity-60" : undefined}>
      <Form
        method="post"
        id="bulk-actions"
        ref={bulkForm}
        preventScrollReset
        className="mb-3 flex flex-wrap items-center gap-2"
      >
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
            else
              submit(new FormData(bulkForm.current!, event.currentTarget), {
                method: "post",
                preventScrollReset: true,
              });
          }}
          className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
        >
          Delete
        </button>
      </Form>
      <ConfirmActionDialog
        open={confirming}
        title="Delete messages"
        message={
          selected.size === 1
            ? "Are you sure you want to delete this message?"
            : `Are you sure you want to delete these ${selected.size} messages?`
        }
        confirmLabel="Delete"
        detail={
          selected.size === 1
            ? messageLabel(messages.find((m) => selected.has(m.id)) ?? { name: "", subject: "" })
            : undefined
        }
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmActionDialog
        open={deleting !== null}
        title="Delete message"
        message="Are you sure you want to delete this message?"
        detail={deleting ? messageLabel(deleting) : undefined}
        confirmLabel="Delete"
        onConfirm={confirmRowDelete}
        onCancel={() => setDeleting(null)}
      />

      {/* Below md each row is a card (checkbox, the details stacked, actions), so a phone needs no sideways scrolling. */}
      <div className="rounded-lg border border-slate-200 bg-white md:overflow-x-auto">
        <table className="w-full text-left text-sm max-md:block">
          <caption className="sr-only">Messages, newest first</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 max-md:block">
            <tr className="max-md:flex max-md:items-center max-md:gap-3 max-md:px-3 max-md:py-2">
              <th scope="col" className="w-10 px-3 py-2 max-md:w-auto max-md:p-0">
                <input
                  type="checkbox"
                  aria-label="Select all messages on this page"
                  checked={allSelected}
                  onChange={(event) =>
                    setSelected(event.target.checked ? new Set(messages.map((m) => m.id)) : new Set())
                  }
                  className="size-4"
                />
              </th>
              <th scope="col" className="px-3 py-2 max-md:sr-only">
                Status
              </th>
              <th scope="col" className="px-3 py-2 max-md:sr-only">
                Name
              </th>
              <th scope="col" className="px-3 py-2 max-md:sr-only">
                Email
              </th>
              <th scope="col" className="px-3 py-2 max-md:sr-only">
                Subject
              </th>
              <th scope="col" className="px-3 py-2 max-md:sr-only">
                Received
              </th>
              <th scope="col" className="px-3 py-2 max-md:sr-only">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-md:block">
            {messages.map((message) => (
              <tr
                key={message.id}
                className={`border-b border-slate-100 last:border-0 max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)_auto] max-md:gap-x-3 max-md:px-3 max-md:py-3 ${message.read ? "text-slate-700" : "bg-brand-50/60 font-semibold text-slate-900"}`}
              >
                <td className="px-3 py-2 max-md:col-start-1 max-md:row-span-5 max-md:row-start-1 max-md:p-0 max-md:pt-0.5">
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
                <td className="px-3 py-2 max-md:col-start-2 max-md:row-start-4 max-md:p-0 max-md:pt-1">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    {message.read ? (
                      <span className="font-normal whitespace-nowrap text-slate-600">Read</span>
                    ) : (
                      <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-brand-800">
                        <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
                        Unread
                      </span>
                    )}
                    <StatusBadge status={message.status} />
                  </span>
                  {message.assigneeEmail ? (
                    <span className="mt-1 block text-xs font-normal break-words text-slate-600">
                      <EmailText email={message.assigneeEmail} />
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2 max-md:col-start-2 max-md:row-start-1 max-md:p-0">
                  <Link
                    to={`/admin/contact-requests/${message.id}${view}`}
                    className="break-words text-brand-800 underline-offset-2 hover:underline"
                  >
                    {message.name}
                  </Link>
                </td>
                <td className="px-3 py-2 break-words max-md:col-start-2 max-md:row-start-2 max-md:p-0 max-md:text-xs max-md:font-normal">
                  <EmailText email={message.email} />
                </td>
                <td className="px-3 py-2 break-words max-md:col-start-2 max-md:row-start-3 max-md:p-0">
                  {message.subject}
                  <LanguageBadge locale={message.locale} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap max-md:col-start-2 max-md:row-start-5 max-md:p-0 max-md:pt-1 max-md:text-xs max-md:font-normal">
                  <LocalDate value={message.createdAt} />
                </td>
                <td className="px-3 py-2 text-right max-md:col-start-3 max-md:row-span-5 max-md:row-start-1 max-md:p-0">
                  <div className="flex justify-end gap-1 max-md:flex-col">
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="view" value={view} />
                      <input type="hidden" name="ids" value={message.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={message.read ? "mark-unread" : "mark-read"}
                        title={message.read ? "Mark as unread" : "Mark as read"}
                        className={buttonStyles.icon}
                      >
                        {message.read ? (
                          <Icon name="Mail" className="size-4" />
                        ) : (
                          <Icon name="MailOpen" className="size-4" />
                        )}
                        <span className="sr-only">
                          {message.read ? "Mark as unread" : "Mark as read"}: {message.subject}
                        </span>
                      </button>
                    </Form>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="view" value={view} />
                      <input type="hidden" name="ids" value={message.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        title="Delete"
                        onClick={(event) => {
                          event.preventDefault();
                          setDeleting(message);
                        }}
                        className={`${buttonStyles.icon} text-red-800 hover:bg-red-50`}
                      >
                        <Icon name="Trash2" className="size-4" />
                        <span className="sr-only">
                          Delete message from {message.name}: {message.subject}
                        </span>
                      </button>
                    </Form>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function BulkButton({ intent, children }: { intent: string; children: ReactNode }) {
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
export function NoScriptDeleteConfirmation({
  ids,
  view,
  named = [],
}: {
  ids: string[];
  view: string;
  /** Messages on the page, to name the ones being deleted. */
  named?: { id: string; name: string; subject: string }[];
}) {
  const labels = ids.flatMap((id) => named.filter((message) => message.id === id).map(messageLabel));
  return (
    <Form
      method="post"
      className="rounded-lg border border-red-300 bg-red-50 p-4"
      aria-labelledby="confirm-delete-heading"
    >
      <h2 id="confirm-delete-heading" className="font-semibold text-red-900">
        {ids.length === 1
          ? "Are you sure you want to delete this message?"
          : `Are you sure you want to delete these ${ids.length} messages?`}
      </h2>
      {labels.length > 0 ? (
        <ul className="mt-2 list-inside list-disc text-sm break-words text-red-900">
          {labels.map((label, index) => (
            <li key={index}>{label}</li>
          ))}
        </ul>
      ) : null}
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
        <Link
          to={view || "."}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800"
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}
