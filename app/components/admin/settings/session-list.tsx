import { Form } from "react-router";

import { companyDateTimeText } from "~/utils/company-time";

type SessionRow = { id: string; device: string; createdAt: string; lastSeenAt: string; current: boolean };

const dateTime = (iso: string) => companyDateTimeText(new Date(iso));

export function SessionList({ sessions, error }: { sessions: SessionRow[]; error?: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Your sessions">
        {sessions.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">
                {row.device}
                {row.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">This session</span>
                ) : null}
              </p>
              <p className="text-xs text-slate-600">
                Signed in {dateTime(row.createdAt)} · last seen {dateTime(row.lastSeenAt)}
              </p>
            </div>
            {row.current ? null : (
              <Form method="post">
                <input type="hidden" name="sessionId" value={row.id} />
                <button
                  type="submit"
                  name="intent"
                  value="revoke-session"
                  aria-label={`Sign out ${row.device}, signed in ${dateTime(row.createdAt)}`}
                  className="rounded-lg border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
                >
                  Sign out
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
