import { useRef, useState } from "react";
import { data, Form, isRouteErrorResponse, Link, useSubmit } from "react-router";

import { messageLabel, NoScriptDeleteConfirmation } from "~/components/admin/inbox/inbox-table";
import {
  LeadSourceList,
  type MessageFormResult,
  NoteForm,
  ReplySection,
  Timeline,
  WorkflowForm,
} from "~/components/admin/inbox/inbox-workflow";
import { MessageHeader } from "~/components/admin/inbox/message-header";
import { NotAllowedView } from "~/components/admin/not-allowed";
import { ConfirmActionDialog } from "~/components/confirm-dialog";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { inboxSearch, messageIdSchema, parseInboxQuery } from "~/features/inbox/inbox";
import { replyMailto } from "~/features/inbox/inbox-reply";
import { getReplyMailer } from "~/jobs/inbox-reply-mailer.server";
import { auditActor } from "~/models/audit-log.server";
import { getMessage, setMessagesRead } from "~/models/inbox.server";
import { getTimeline, listInboxStaff } from "~/models/inbox-workflow.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/inbox-message";
import { performInboxAction } from "./inbox-actions.server";
import { retryReply, savedRepliesFor, saveNote, saveWorkflow, sendReply, sourcePageOf } from "./inbox-message.server";

/** The message page carries the list's view (?q=&filter=&page=) so "Back" and redirects return to it. */
function listView(request: Request): string {
  return inboxSearch(parseInboxQuery(new URL(request.url).searchParams));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const id = messageIdSchema.safeParse(params.id);
  if (!id.success) throw data("Message not found", { status: 404 });
  const db = getDb();
  const message = await getMessage(db, id.data);
  if (!message) throw data("Message not found", { status: 404 });
  // Opening a message marks it read, as in any mail client (not audited: reading is not an edit).
  if (!message.read) {
    await setMessagesRead(db, [message.id], true, auditActor(admin));
    message.read = true;
  }
  const [timeline, admins, savedReplies, sourcePage] = await Promise.all([
    getTimeline(db, message.id),
    listInboxStaff(db, message.assigneeId),
    savedRepliesFor(db, message),
    sourcePageOf(db, message.sourcePage),
  ]);
  // Without JavaScript, "Insert" reloads the page with ?savedReply=<id>: the reply box starts with its text.
  const picked = new URL(request.url).searchParams.get("savedReply");
  return {
    message,
    timeline,
    admins: admins.map(({ id, email }) => ({ id, email })),
    savedReplies,
    draft: savedReplies.find((reply) => reply.id === picked)?.text ?? null,
    view: listView(request),
    canSendEmail: getReplyMailer() !== undefined,
    sourcePage,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await requireFormBody(request);
  const view = listView(request);
  const list = `/admin/contact-requests${view}`;
  const here = `/admin/contact-requests/${encodeURIComponent(params.id)}${view}`;
  const id = messageIdSchema.safeParse(params.id);
  if (!id.success) throw data("Message not found", { status: 404 });
  const db = getDb();
  const intent = form.get("intent");
  if (intent === "workflow") return saveWorkflow({ db, admin, messageId: id.data, form, here });
  if (intent === "add-note") return saveNote({ db, admin, messageId: id.data, form, here });
  if (intent === "reply" || intent === "retry-reply") {
    const message = await getMessage(db, id.data);
    if (!message) throw data("Message not found", { status: 404 });
    const context = { db, admin, messageId: id.data, form, here, recipient: message.email };
    return intent === "reply" ? sendReply(context) : retryReply(context);
  }
  // The page only ever acts on its own message.
  form.delete("ids");
  form.append("ids", params.id);
  return performInboxAction(db, admin, form, {
    // Back to the list after a delete or "mark unread" (staying would mark it read again).
    redirectTo: (action) => (action.intent === "delete" || action.intent === "mark-unread" ? list : here),
    fallback: here,
  });
}

export function meta({ data: loaderData, error }: Route.MetaArgs) {
  // An error view names itself (the 403 view's <title>), so the refused page has one title, not two.
  if (error) return [];
  return [{ title: `${loaderData?.message.subject ?? "Message"} · Contact Requests · Admin` }];
}

export default function InboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, timeline, admins, view, canSendEmail, savedReplies, draft } = loaderData;
  const result = actionData && "intent" in actionData ? (actionData as MessageFormResult) : undefined;
  const [confirming, setConfirming] = useState(false);
  const deleteForm = useRef<HTMLFormElement>(null);
  const submit = useSubmit();

  return (
    <article className="mt-4 max-w-3xl space-y-6" aria-labelledby="message-subject">
      <Link
        to={`/admin/contact-requests${view}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <Icon name="ArrowLeft" className="size-4" />
        Back to messages
      </Link>

      <MessageHeader message={message} />

      <pre className="rounded-lg border border-slate-200 bg-white p-5 font-sans text-base break-words whitespace-pre-wrap text-slate-900">
        {message.message}
      </pre>

      <div className="flex flex-wrap gap-3">
        <a
          href={canSendEmail ? "#reply" : replyMailto(message.email, message.subject)}
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Icon name="Reply" className="size-4" />
          Reply
        </a>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={message.read ? "mark-unread" : "mark-read"}
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
          >
            <Icon name="Mail" className="size-4" />
            {message.read ? "Mark as unread" : "Mark as read"}
          </button>
        </Form>
        {message.spam ? (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="not-spam"
              className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
            >
              Not spam
            </button>
          </Form>
        ) : null}
        <Form method="post" ref={deleteForm}>
          <input type="hidden" name="intent" value="delete" />
          <button
            type="submit"
            onClick={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}
            className="inline-flex items-center gap-2 rounded-md border border-red-300 bg-white px-4 py-2 font-medium text-red-800 hover:bg-red-50"
          >
            <Icon name="Trash2" className="size-4" />
            Delete
          </button>
        </Form>
      </div>

      {actionData && "confirmDelete" in actionData ? (
        <NoScriptDeleteConfirmation ids={[message.id]} view={view} named={[message]} />
      ) : null}

      <ReplySection
        key={`${timeline.length}|${draft}`}
        canSendEmail={canSendEmail}
        email={message.email}
        subject={message.subject}
        result={result}
        savedReplies={savedReplies}
        draft={draft}
        view={view}
      />

      <section aria-labelledby="workflow-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="workflow-heading" className="text-lg font-semibold text-slate-900">
          Workflow
        </h2>
        <WorkflowForm
          key={`${message.status}|${message.assigneeId}`}
          status={message.status}
          assigneeId={message.assigneeId}
          admins={admins}
          result={result}
        />
      </section>

      <section aria-labelledby="source-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="source-heading" className="text-lg font-semibold text-slate-900">
          Lead source
        </h2>
        <LeadSourceList source={message} sourcePage={loaderData.sourcePage} />
      </section>

      <section
        id="timeline"
        aria-labelledby="timeline-heading"
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="timeline-heading" className="text-lg font-semibold text-slate-900">
          Timeline
        </h2>
        <Timeline entries={timeline} />
        <NoteForm key={timeline.length} result={result} />
      </section>

      <ConfirmActionDialog
        open={confirming}
        title="Delete message"
        message="Are you sure you want to delete this message?"
        detail={messageLabel(message)}
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirming(false);
          const form = new FormData(deleteForm.current!);
          form.set("confirmed", "yes");
          submit(form, { method: "post" });
        }}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <NotAllowedView />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mt-4 space-y-4">
      <title>{`${notFound ? "Message not found" : "Message"} · Contact Requests · Admin`}</title>
      <h2 className="text-2xl font-bold text-slate-900">{notFound ? "Message not found" : "Failed to load message"}</h2>
      <p className="text-slate-700">{notFound ? "It may have been deleted." : "Please try again in a moment."}</p>
      <Link to="/admin/contact-requests" className="font-medium text-brand-800 underline">
        Back to messages
      </Link>
    </div>
  );
}
