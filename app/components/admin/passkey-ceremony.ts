import { useState } from "react";
import { useHref, useNavigation, useSubmit } from "react-router";

export type PasskeyPurpose = "register" | "sign-in" | "second-factor";

/** What a failed ceremony tells the admin (the browser's own errors are not meant for people). */
function messageFor(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return "The passkey request was cancelled or timed out. Try again.";
  if (name === "InvalidStateError") return "This passkey is already registered.";
  return "The passkey could not be used. Try again, or use another way to sign in.";
}

/**
 * A WebAuthn ceremony (decision 118): asks the server for options (and its one-time challenge), lets the
 * browser create or use a passkey, then posts the answer to the current route's action as the form field
 * `response`, with `fields` beside it. @simplewebauthn/browser is imported on the first use, so it is in
 * no page's first load and never on a public page.
 */
export function usePasskeyCeremony(purpose: PasskeyPurpose) {
  const optionsUrl = useHref("/admin/passkeys/options");
  const submit = useSubmit();
  const navigation = useNavigation();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(fields: Record<string, string>): Promise<void> {
    setError(null);
    setRunning(true);
    try {
      const browser = await import("@simplewebauthn/browser");
      if (!browser.browserSupportsWebAuthn()) {
        setError("This browser does not support passkeys.");
        return;
      }
      const answer = await fetch(optionsUrl, {
        method: "POST",
        body: new URLSearchParams({ purpose }),
        credentials: "same-origin",
      });
      if (!answer.ok) {
        setError(
          answer.status === 429
            ? "Too many attempts. Wait a minute and try again."
            : "Passkeys are not available right now. Reload the page and try again.",
        );
        return;
      }
      const optionsJSON = await answer.json();
      const response =
        purpose === "register"
          ? await browser.startRegistration({ optionsJSON })
          : await browser.startAuthentication({ optionsJSON });
      await submit({ ...fields, response: JSON.stringify(response) }, { method: "post" });
    } catch (caught) {
      setError(messageFor(caught));
    } finally {
      setRunning(false);
    }
  }

  return { run, busy: running || navigation.state === "submitting", error };
}
