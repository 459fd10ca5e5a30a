import { EmailText } from "~/components/admin/inbox/inbox-table";
import { StatusBadge } from "~/components/admin/inbox/inbox-workflow";
import { LocalDate } from "~/components/local-date";
import type { getMessage } from "~/models/inbox.server";
import { localeNames } from "~/utils/locale";

type Message = NonNullable<Awaited<ReturnType<typeof getMessage>>>;

/** The message's subject, sender, status, language, arrival and spam verdict. */
export function MessageHeader({ message }: { message: Message }) {
  return (
    <header className="space-y-2">
      <h2 id="message-subject" className="text-2xl font-bold break-words text-slate-900">
        {message.subject}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">From</dt>
        <dd className="break-words text-slate-900">
          {message.name} &lt;
          <EmailText email={message.email} />
          &gt;
        </dd>
        <dt className="font-medium text-slate-600">Status</dt>
        <dd>
          <StatusBadge status={message.status} />
        </dd>
        <dt className="font-medium text-slate-600">Language</dt>
        <dd className="text-slate-900">{localeNames[message.locale]}</dd>
        <dt className="font-medium text-slate-600">Received</dt>
        <dd className="text-slate-900">
          <LocalDate value={message.createdAt} withTime />
        </dd>
        {message.spam ? (
          <>
            <dt className="font-medium text-slate-600">Spam</dt>
            <dd className="text-red-800">Flagged as spam{message.spamReason ? ` (${message.spamReason})` : ""}</dd>
          </>
        ) : null}
      </dl>
    </header>
  );
}
