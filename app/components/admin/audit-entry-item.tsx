import { Link } from "react-router";

import { LocalDate } from "~/components/local-date";

export type AuditEntryView = { id: number; at: string | Date; sentence: string; to: string | null };

/** One audit entry as staff read it: the sentence (a link to the thing changed, when it still exists) and its time. */
export function AuditEntryItem({ entry, className }: { entry: AuditEntryView; className: string }) {
  return (
    <li className={className}>
      {entry.to ? (
        <Link to={entry.to} className="min-w-0 break-words text-brand-800 hover:underline">
          {entry.sentence}
        </Link>
      ) : (
        <span className="min-w-0 break-words text-slate-900">{entry.sentence}</span>
      )}
      <LocalDate value={entry.at} withTime className="shrink-0 text-xs text-slate-600" />
    </li>
  );
}
