import { Form, Link, useNavigation } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { FormError, schemaCheck, SelectField, TextAreaField, useFormCheck } from "~/components/forms";
import { LocalDate } from "~/components/local-date";
import { REPLY_MAX, replyMailto, replySchema } from "~/features/inbox/inbox-reply";
import {
  MESSAGE_STATUSES,
  type MessageStatus,
  NOTE_MAX,
  noteSchema,
  STATUS_LABELS,
} from "~/features/inbox/inbox-workflow";
import { LEAD_SOURCE_FIELDS, leadSourceRows } from "~/features/inbox/lead-source-rows";
import type { TimelineEntry } from "~/models/inbox-workflow.server";
import type { FieldErrors } from "~/utils/form";
import type { LeadSource } from "~/utils/lead-source";

import { type SavedReplyOption, SavedReplyPicker } from "./saved-reply-picker";

export type MessageFormResult =
  { intent: string; fieldErrors: FieldErrors; values: Record<string, string> } | undefined;

const STATUS_STYLES: Record<MessageStatus, string> = {
  new: "bg-sky-100 text-sky-900",
  in_progress: "bg-amber-100 text-amber-900",
  replied: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
};

/** A message's workflow status as a small label (the colour only repeats what the text says). */
export function StatusBadge({ status }: { status: MessageStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_STYLES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Status and assignee, saved together. */
export function WorkflowForm({
  status,
  assigneeId,
  admins,
  result,
}: {
  status: MessageStatus;
  assigneeId: string | null;
  admins: { id: string; email: string }[];
  result: MessageFormResult;
}) {
  const errors = result?.intent === "workflow" ? result.fieldErrors : {};
  const busy = useNavigation().formData?.get("intent") === "workflow";
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="workflow" />
      <SelectField
        label="Status"
        name="status"
        error={errors.status}
        className="min-w-40 flex-1"
        defaultValue={status}
        options={MESSAGE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
      />
      <SelectField
        label="Assignee"
        name="assigneeId"
        error={errors.assigneeId}
        className="min-w-52 flex-[2]"
        defaultValue={assigneeId ?? ""}
        options={[{ value: "", label: "Nobody" }, ...admins.map((admin) => ({ value: admin.id, label: admin.email }))]}
      />
      <button type="submit" disabled={busy} className={`${buttonStyles.secondary} mb-px`}>
        Save
      </button>
    </Form>
  );
}

const noteCheck = schemaCheck(noteSchema);

/** An internal note: staff only, never sent to the sender. */
export function NoteForm({ result }: { result: MessageFormResult }) {
  const serverErrors = result?.intent === "add-note" ? result.fieldErrors : null;
  const { errors, onSubmit } = useFormCheck(noteCheck, serverErrors);
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "add-note";
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-3">
      <input type="hidden" name="intent" value="add-note" />
      <FormError message={result?.intent === "add-note" && result.fieldErrors.form ? result.fieldErrors.form : null} />
      <TextAreaField
        label="Internal note"
        name="note"
        required
        maxLength={NOTE_MAX}
        hint="Only staff see notes."
        defaultValue={result?.intent === "add-note" ? result.values.note : undefined}
        error={errors?.note}
      />
      <button type="submit" disabled={busy} className={buttonStyles.secondary}>
        Add note
      </button>
    </Form>
  );
}

function who(actor: string | null): string {
  return actor ?? "Someone";
}

function describe(entry: TimelineEntry): string {
  switch (entry.kind) {
    case "received":
      return "Received";
    case "read":
      return `${who(entry.actor)} marked it as read`;
    case "unread":
      return `${who(entry.actor)} marked it as unread`;
    case "status":
      return `${who(entry.actor)} set the status to ${STATUS_LABELS[entry.status]}`;
    case "assigned":
      return entry.assignee
        ? `${who(entry.actor)} assigned it to ${entry.assignee}`
        : `${who(entry.actor)} removed the assignee`;
    case "note":
      return `${entry.actor} added a note`;
    case "reply":
      return `${entry.actor} replied by email`;
    case "reply_retried":
      return `An automatic retry sent the reply (attempt ${entry.attempt})`;
  }
}

/** Received, read, status changes, assignments and notes, oldest first. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {entries.map((entry, index) => (
        <li key={index} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full border-2 border-white bg-slate-400"
          />
          <p className="text-sm break-words text-slate-900">
            {describe(entry)}{" "}
            <span className="text-slate-600">
              · <LocalDate value={entry.at} withTime />
            </span>
          </p>
          {entry.kind === "note" ? (
            <p className="mt-1 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
              {entry.body}
            </p>
          ) : null}
          {entry.kind === "reply" ? <ReplyEntry entry={entry} /> : null}
        </li>
      ))}
    </ol>
  );
}

function ReplyEntry({ entry }: { entry: Extract<TimelineEntry, { kind: "reply" }> }) {
  const retrying = useNavigation().formData?.get("replyId") === entry.replyId;
  return (
    <div className="mt-1 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-slate-900">
      <p className="break-words whitespace-pre-wrap">{entry.body}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-sky-200 pt-2">
        {entry.status === "sent" ? (
          <p className="font-medium text-emerald-800">
            Sent
            {entry.sentAt ? (
              <>
                {" "}
                · <LocalDate value={entry.sentAt} withTime />
              </>
            ) : null}
          </p>
        ) : entry.status === "failed" ? (
          <>
            <p className="font-medium break-words text-red-800">
              Not sent. {entry.lastError ?? "The mail server refused it"} ({entry.attempts}{" "}
              {entry.attempts === 1 ? "attempt" : "attempts"}; retried automatically)
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="retry-reply" />
              <input type="hidden" name="replyId" value={entry.replyId} />
              <button type="submit" disabled={retrying} className={buttonStyles.secondary}>
                Retry now
              </button>
            </Form>
          </>
        ) : (
          <p className="font-medium text-slate-700">Sending…</p>
        )}
      </div>
    </div>
  );
}

const replyCheck = schemaCheck(replySchema);

/**
 * The reply box: sent by email through SMTP_URL. Without it, how to set it up and a mailto: link, so
 * staff can still answer from their own mail program.
 */
export function ReplyBox({
  canSendEmail,
  email,
  subject,
  result,
  savedReplies,
  draft,
  view,
}: {
  canSendEmail: boolean;
  email: string;
  subject: string;
  result: MessageFormResult;
  savedReplies: SavedReplyOption[];
  /** A saved reply picked without JavaScript: the box starts with its text. */
  draft: string | null;
  view: string;
}) {
  const serverErrors = result?.intent === "reply" ? result.fieldErrors : null;
  const { errors, onSubmit } = useFormCheck(replyCheck, serverErrors);
  const busy = useNavigation().formData?.get("intent") === "reply";
  if (!canSendEmail) {
    return (
      <div className="space-y-3 text-sm text-slate-800">
        <p>
          Replies cannot be sent from here yet: no mail server is configured. To send them from the inbox (stored with
          the message, on its timeline), set{" "}
          <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs">SMTP_URL</code> in the server&apos;s
          environment, for example{" "}
          <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs break-all">
            smtps://user:password@smtp.example.com:465
          </code>
          , and restart it (see docs/deployment.md).
        </p>
        <a href={replyMailto(email, subject)} className={buttonStyles.primary}>
          Reply in your email program
        </a>
      </div>
    );
  }
  return (
    <>
      <SavedReplyPicker savedReplies={savedReplies} view={view} replyFieldId="reply-text" />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-3">
        <input type="hidden" name="intent" value="reply" />
        <TextAreaField
          id="reply-text"
          label={`Reply to ${email}`}
          name="reply"
          required
          rows={6}
          maxLength={REPLY_MAX}
          hint="Sent by email with your address as Reply-To; the message is quoted below your text."
          defaultValue={result?.intent === "reply" ? result.values.reply : (draft ?? undefined)}
          error={errors?.reply}
        />
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {busy ? "Sending…" : "Send reply"}
        </button>
      </Form>
    </>
  );
}

/** The message page's "Reply by email" section (its id is the page's Reply link's target). */
export function ReplySection(props: Parameters<typeof ReplyBox>[0]) {
  return (
    <section
      id="reply"
      aria-labelledby="reply-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="reply-heading" className="text-lg font-semibold text-slate-900">
        Reply by email
      </h2>
      <ReplyBox {...props} />
    </section>
  );
}

const SENT_FROM_LABEL = LEAD_SOURCE_FIELDS.find(([key]) => key === "sourcePage")![1];

/** Where the lead came from (decision 101); "Not recorded" when the visitor's browser sent nothing. */
export function LeadSourceList({
  source,
  sourcePage,
}: {
  source: LeadSource;
  /** The page staff built at "Sent from page", if it is one (decision 177). */
  sourcePage?: { id: string; title: string } | null;
}) {
  const shown = leadSourceRows(source);
  if (shown.length === 0)
    return <p className="text-sm text-slate-700">Not recorded (the visitor&apos;s browser sent no source).</p>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">
            {value}
            {label === SENT_FROM_LABEL && sourcePage ? (
              <>
                {" "}
                (page{" "}
                <Link to={`/admin/pages/${sourcePage.id}`} className="font-medium text-brand-700 underline">
                  {sourcePage.title}
                </Link>
                )
              </>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
