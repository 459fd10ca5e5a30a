import { Form } from "react-router";

import { IntentButton } from "~/components/admin/settings-section";

/** Settings: the signed-in admin's own daily digest of unanswered messages (decision 107). */
export function DigestForm({ on, mailConfigured }: { on: boolean; mailConfigured: boolean }) {
  return (
    <Form key={String(on)} method="post" className="space-y-3">
      {mailConfigured ? null : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          No mail server is configured (<code>SMTP_URL</code>, see the README), so no digest is sent until one is.
        </p>
      )}
      <div className="flex items-start gap-3">
        <input
          id="unanswered-digest"
          name="unansweredDigest"
          type="checkbox"
          defaultChecked={on}
          aria-describedby="unanswered-digest-hint"
          className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <div>
          <label htmlFor="unanswered-digest" className="text-sm font-medium text-slate-900">
            Email me a daily digest
          </label>
          <p id="unanswered-digest-hint" className="text-xs text-slate-600">
            Once a day, the messages still New or In progress more than 24 hours after they arrived, with a link to
            each. No email on a day with none.
          </p>
        </div>
      </div>
      <IntentButton intent="digest">Save</IntentButton>
    </Form>
  );
}
