import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { issueAudienceOptions, type SendConfirmation } from "~/features/newsletter/newsletter-issue-form";

/**
 * "Send now" and its confirmation naming the audience and how many get it. With JavaScript the button opens
 * the dialog; without it the button posts, the action answers `confirm` instead of queueing, and the dialog
 * is rendered open in the server's HTML. Either way only the dialog's own form posts `confirmed=yes`.
 */
export function SendIssue({
  subject,
  audience,
  recipients,
  issuePath,
  confirm,
}: {
  subject: string;
  audience: string;
  recipients: number;
  issuePath: string;
  confirm: SendConfirmation | null;
}) {
  const [confirming, setConfirming] = useState(Boolean(confirm));
  const busy = useNavigation().state !== "idle";
  const count = confirm?.recipients ?? recipients;
  const audienceLabel = issueAudienceOptions.find((option) => option.value === (confirm?.audience ?? audience));
  return (
    <>
      <Form method="post">
        <input type="hidden" name="intent" value="send" />
        <button
          type="submit"
          className={buttonStyles.primary}
          onClick={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          Send now
        </button>
      </Form>
      {confirming ? (
        <ConfirmDialog
          title="Send this issue"
          onCancel={() => setConfirming(false)}
          actions={
            <>
              <Link
                to={issuePath}
                replace
                autoFocus
                className={buttonStyles.secondary}
                onClick={(event) => {
                  event.preventDefault();
                  setConfirming(false);
                }}
              >
                Cancel
              </Link>
              <Form method="post" onSubmit={() => setConfirming(false)}>
                <input type="hidden" name="intent" value="send" />
                <input type="hidden" name="confirmed" value="yes" />
                <button type="submit" className={buttonStyles.danger} disabled={busy}>
                  Send now
                </button>
              </Form>
            </>
          }
        >
          <p>{`Send this issue now to ${count.toLocaleString("en")} confirmed ${count === 1 ? "subscriber" : "subscribers"}?`}</p>
          <p className="mt-2 font-medium break-words text-slate-900">{subject}</p>
          <p className="mt-2">Audience: {audienceLabel?.label ?? audience}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
