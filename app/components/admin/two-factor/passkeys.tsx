import { type FormEvent, useState } from "react";
import { Form } from "react-router";

import { usePasskeyCeremony } from "~/components/admin/passkey-ceremony";
import { PasskeyUnavailableNote } from "~/components/admin/passkey-unavailable-note";
import { RecentSignInDialog } from "~/components/admin/recent-sign-in";
import { IntentButton, SettingsSection } from "~/components/admin/settings-section";
import { TextField } from "~/components/forms";
import { companyDisplayDate } from "~/utils/company-time";

/** What the two-factor screen's action answered: the intent it ran and its field errors. */
export type PasskeyResult = { intent: string; fieldErrors: Record<string, string> };

const errorFor = (result: PasskeyResult | undefined, intent: string, field: string) =>
  result?.intent === intent ? result.fieldErrors[field] : undefined;

const dateText = (iso: string) => companyDisplayDate(new Date(iso));

type PasskeyRow = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** Registers a passkey under the name typed: the browser's ceremony, then the answer posted with the name. */
function AddPasskey({ result }: { result: PasskeyResult | undefined }) {
  const ceremony = usePasskeyCeremony("register");
  // The name typed, kept for the ceremony that runs again after a recent sign-in is confirmed.
  const [name, setName] = useState("");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get("name") ?? "");
    setName(typed);
    void ceremony.run({ intent: "passkey-register", name: typed });
  };
  const failed = ceremony.error ?? errorFor(result, "passkey-register", "passkey");
  // An IP-address origin, no https, no WebAuthn: say why, instead of a button that fails (issue 25).
  if (ceremony.unavailable) return <PasskeyUnavailableNote id="passkey-unavailable" reason={ceremony.unavailable} />;
  return (
    <>
      {ceremony.ask ? (
        <RecentSignInDialog
          ask={ceremony.ask}
          busy={ceremony.busy}
          onCancel={ceremony.dismiss}
          onConfirm={(proof) => void ceremony.run({ intent: "passkey-register", name }, proof)}
        />
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
        {failed ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            {failed}
          </p>
        ) : null}
        <TextField
          name="name"
          id="passkey-name"
          label="Name this passkey"
          hint="For example “Work laptop” or “Phone”, to tell your passkeys apart."
          maxLength={60}
          autoComplete="off"
          aria-required
          error={errorFor(result, "passkey-register", "name")}
        />
        <div>
          <button
            type="submit"
            disabled={ceremony.busy}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-70"
          >
            {ceremony.busy ? "Waiting for your passkey..." : "Add a passkey"}
          </button>
        </div>
      </form>
    </>
  );
}

export function Passkeys({ passkeys, result }: { passkeys: PasskeyRow[]; result: PasskeyResult | undefined }) {
  return (
    <SettingsSection
      id="passkeys"
      title="Passkeys"
      description="A passkey (your device's fingerprint, face or PIN, or a security key) signs you in without a password, or stands in for the app's code after your password."
    >
      {passkeys.length > 0 ? (
        <ul className="mb-6 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="px-4 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="font-medium break-words text-slate-900">{passkey.name}</p>
                <p className="text-xs text-slate-600">
                  Added {dateText(passkey.createdAt)} ·{" "}
                  {passkey.lastUsedAt ? `last used ${dateText(passkey.lastUsedAt)}` : "not used yet"}
                </p>
              </div>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium text-red-700">Delete</summary>
                <Form method="post" noValidate className="mt-3 grid max-w-md gap-4">
                  <input type="hidden" name="passkeyId" value={passkey.id} />
                  <div>
                    <IntentButton intent="passkey-delete" tone="danger">
                      {`Delete “${passkey.name}”`}
                    </IntentButton>
                  </div>
                </Form>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-5 text-sm text-slate-700">No passkeys yet.</p>
      )}
      {/* Remounted when the list changes, so a registered name is not left in the field. */}
      <AddPasskey key={passkeys.length} result={result} />
    </SettingsSection>
  );
}
