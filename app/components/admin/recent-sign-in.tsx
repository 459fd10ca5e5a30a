import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useHref, useNavigation, useSubmit } from "react-router";

import { ConfirmDialog } from "~/components/confirm-dialog";
import { TextField } from "~/components/forms";

import { buttonStyles } from "./button-styles";
import { passkeyAnswer } from "./passkey-ceremony";

// Sudo mode (decision 143): a sensitive action asks for the password (or a passkey) when the session has
// not proved who it is within the last RECENT_SIGN_IN_MINUTES, then carries on with what was sent.

export const RECENT_SIGN_IN_MINUTES = 10;
/** The confirmation travels with the original form's own fields under these names. */
export const SIGN_IN_PASSWORD_FIELD = "signInPassword";
export const SIGN_IN_PASSKEY_FIELD = "signInPasskey";

/** What a guarded action answers (403) instead of acting, or 400/429 for a wrong or throttled password. */
export type RecentSignInAsk = { recentSignIn: { passkey: boolean; error?: string } };

export function asksForRecentSignIn(value: unknown): value is RecentSignInAsk {
  return typeof value === "object" && value !== null && "recentSignIn" in value;
}

/**
 * The confirmation dialog: the admin's password, or "Use a passkey" where they have one. `onConfirm`
 * gets the proof as form fields, to send with the original request.
 */
export function RecentSignInDialog({
  ask,
  busy,
  onConfirm,
  onCancel,
}: {
  ask: RecentSignInAsk["recentSignIn"];
  busy: boolean;
  onConfirm(proof: Record<string, string>): void;
  onCancel(): void;
}) {
  const formId = useId();
  const optionsUrl = useHref("/admin/passkeys/options");
  const [problem, setProblem] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get(SIGN_IN_PASSWORD_FIELD) ?? "");
    if (password === "") return setProblem("Enter your password");
    setProblem(null);
    onConfirm({ [SIGN_IN_PASSWORD_FIELD]: password });
  };
  const confirmWithPasskey = async () => {
    setProblem(null);
    setWaiting(true);
    const answer = await passkeyAnswer(optionsUrl, "confirm");
    setWaiting(false);
    if (answer.ok) onConfirm({ [SIGN_IN_PASSKEY_FIELD]: answer.response });
    else setProblem("error" in answer ? answer.error : "The passkey could not be used. Try again.");
  };
  return (
    <ConfirmDialog
      title="Confirm it is you"
      onCancel={onCancel}
      actions={
        <>
          <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
            Cancel
          </button>
          <button type="submit" form={formId} disabled={busy || waiting} className={buttonStyles.primary}>
            {busy ? "Confirming..." : "Confirm and continue"}
          </button>
        </>
      }
    >
      <p>
        This change needs your password, because you last signed in or confirmed more than {RECENT_SIGN_IN_MINUTES}{" "}
        minutes ago. What you entered is kept: it is saved as soon as you confirm.
      </p>
      <form id={formId} onSubmit={onSubmit} noValidate className="mt-4 grid gap-3">
        <TextField
          name={SIGN_IN_PASSWORD_FIELD}
          id={`${formId}-password`}
          label="Your password"
          type="password"
          autoComplete="current-password"
          aria-required
          autoFocus
          error={problem ?? ask.error}
        />
      </form>
      {ask.passkey ? (
        <button
          type="button"
          onClick={() => void confirmWithPasskey()}
          disabled={busy || waiting}
          className="mt-3 text-sm font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-60"
        >
          {waiting ? "Waiting for your passkey..." : "Use a passkey instead"}
        </button>
      ) : null}
    </ConfirmDialog>
  );
}

/**
 * For a route whose forms post guarded actions: when the action asks for a recent sign-in, shows the
 * dialog, then sends the form that was submitted again, all its fields, with the proof added.
 */
export function RecentSignInPrompt({ result }: { result: unknown }) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const sent = useRef<{ formData: FormData; action: string | undefined } | null>(null);
  const [dismissed, setDismissed] = useState<unknown>(null);
  useEffect(() => {
    if (navigation.formData) sent.current = { formData: navigation.formData, action: navigation.formAction };
  }, [navigation.formData, navigation.formAction]);
  if (!asksForRecentSignIn(result) || dismissed === result) return null;
  const confirm = (proof: Record<string, string>) => {
    const again = new FormData();
    for (const [name, value] of sent.current?.formData ?? [])
      if (name !== SIGN_IN_PASSWORD_FIELD && name !== SIGN_IN_PASSKEY_FIELD) again.append(name, value);
    for (const [name, value] of Object.entries(proof)) again.set(name, value);
    void submit(again, { method: "post", action: sent.current?.action });
  };
  return (
    <RecentSignInDialog
      ask={result.recentSignIn}
      busy={navigation.state !== "idle"}
      onConfirm={confirm}
      onCancel={() => setDismissed(result)}
    />
  );
}
