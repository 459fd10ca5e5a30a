import { Form, Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { IntentButton } from "~/components/admin/settings-section";

type Security = { twoFactorEnabled: boolean; recoveryCodesLeft: number; passkeyCount: number };

/** Whether the authenticator app is on and how many passkeys there are, with the way to the two-factor screen. */
export function TwoFactorSummary({ security }: { security: Security }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3">
      <div>
        <p className="text-sm text-slate-900">
          <span className="font-medium">Authenticator app: </span>
          {security.twoFactorEnabled ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">On</span>
          ) : (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">Off</span>
          )}
        </p>
        {security.twoFactorEnabled ? (
          <p className="mt-1 text-xs text-slate-600">{`${security.recoveryCodesLeft} recovery codes left`}</p>
        ) : null}
        <p className="mt-1 text-sm text-slate-900">
          <span className="font-medium">Passkeys: </span>
          {security.passkeyCount === 0 ? "none" : security.passkeyCount}
        </p>
      </div>
      <Link to="/admin/settings/two-factor" className={buttonStyles.secondary}>
        {security.twoFactorEnabled || security.passkeyCount > 0 ? "Manage" : "Set up"}
      </Link>
    </div>
  );
}

export function TwoFactorPolicyForm({ required, error }: { required: boolean; error?: string }) {
  return (
    <Form key={String(required)} method="post" className="mt-5 space-y-3 border-t border-slate-100 pt-5">
      <div className="flex items-start gap-3">
        <input
          id="require-two-factor"
          name="requireTwoFactor"
          type="checkbox"
          defaultChecked={required}
          aria-describedby={error ? "require-two-factor-hint require-two-factor-error" : "require-two-factor-hint"}
          aria-invalid={error ? true : undefined}
          className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <div>
          <label htmlFor="require-two-factor" className="text-sm font-medium text-slate-900">
            Require two-factor for all admins
          </label>
          <p id="require-two-factor-hint" className="text-xs text-slate-600">
            Admins without it are sent to set it up right after they sign in.
          </p>
          {error ? (
            <p id="require-two-factor-error" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <IntentButton intent="two-factor-policy">Save</IntentButton>
    </Form>
  );
}
