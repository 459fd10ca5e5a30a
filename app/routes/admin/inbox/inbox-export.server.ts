import type { Db } from "~/db/client.server";
import { STATUS_LABELS } from "~/features/inbox/inbox-workflow";
import { LEAD_SOURCE_FIELDS } from "~/features/inbox/lead-source-rows";
import { exportMessages, type MessageListQuery } from "~/models/inbox.server";
import { CSV_BOM, csvRow } from "~/utils/csv";
import { localeNames } from "~/utils/locale";

const HEADER = [
  "Received (UTC)",
  "Name",
  "Email",
  "Subject",
  "Message",
  "Read",
  "Spam",
  "Language",
  "Status",
  "Assigned to",
  ...LEAD_SOURCE_FIELDS.map(([, label]) => label),
  "Notes",
  "Replies sent",
  "Last reply sent (UTC)",
];

/** A view of the inbox as a streamed UTF-8 CSV file (BOM, header row, formula-safe cells). */
export function inboxCsv(
  db: Db,
  query: Pick<MessageListQuery, "q" | "filter" | "status" | "assigneeId">,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const rows = exportMessages(db, query);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(HEADER)));
        return;
      }
      // A few hundred rows per chunk: fewer, larger writes than one per row.
      let chunk = "";
      for (let i = 0; i < 200; i++) {
        const next = await rows.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        const m = next.value;
        chunk += csvRow([
          m.createdAt.toISOString(),
          m.name,
          m.email,
          m.subject,
          m.message,
          m.read ? "yes" : "no",
          m.spam ? "yes" : "no",
          localeNames[m.locale],
          STATUS_LABELS[m.status],
          m.assigneeEmail ?? "",
          ...LEAD_SOURCE_FIELDS.map(([key]) => m[key] ?? ""),
          m.noteCount,
          m.replyCount,
          m.lastReplyAt?.toISOString() ?? "",
        ]);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}
