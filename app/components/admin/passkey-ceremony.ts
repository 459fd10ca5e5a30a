import { useState, useSyncExternalStore } from "react";
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

/** Where the page runs, as far as passkeys care. */
export type PasskeyPlace = { hostname: string; isSecureContext: boolean; hasWebAuthn: boolean };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Why passkeys cannot work on this page, or null when they can (decision 118). Browsers tie a passkey to
 * the site's domain name: on an address like 127.0.0.1 or [::1] every ceremony fails; they offer WebAuthn
 * only in a secure context (https, or localhost); and some browsers have none.
 */
export function passkeyUnavailableReason(place: PasskeyPlace): string | null {
  const host = place.hostname.toLowerCase();
  if (IPV4.test(host) || host.startsWith("[") || host.includes(":"))
    return "Passkeys need the site's domain name; this page was opened by IP address. Open the site by its name to use a passkey.";
  if (!place.isSecureContext)
    return "Passkeys need a secure connection; this page was opened over plain http. Open the site's https address to use a passkey.";
  if (!place.hasWebAuthn) return "This browser does not support passkeys. Use a current browser to use one.";
  return null;
}

/** A page's place does not change while it is open. */
const noChanges = () => () => {};

/** This page's place, read in the browser. */
function currentPlace(): PasskeyPlace {
  return {
    hostname: window.location.hostname,
    isSecureContext: window.isSecureContext,
    hasWebAuthn: typeof window.PublicKeyCredential === "function",
  };
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
  // Known only in the browser: null in the server's HTML and while hydrating, then why passkeys cannot work here.
  const unavailable = useSyncExternalStore(
    noChanges,
    () => passkeyUnavailableReason(currentPlace()),
    () => null,
  );

  async function run(fields: Record<string, string>): Promise<void> {
    setError(null);
    const reason = passkeyUnavailableReason(currentPlace());
    if (reason) {
      setError(reason);
      return;
    }
    setRunning(true);
    try {
      const browser = await import("@simplewebauthn/browser");
      if (!browser.browserSupportsWebAuthn()) {
        setError(passkeyUnavailableReason({ ...currentPlace(), hasWebAuthn: false }));
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

  return { run, busy: running || navigation.state === "submitting", error, unavailable };
}
