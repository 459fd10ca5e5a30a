import { useState, useSyncExternalStore } from "react";
import { useHref, useNavigation, useSubmit } from "react-router";

import type { RecentSignInAsk } from "./recent-sign-in";

export type PasskeyPurpose = "register" | "sign-in" | "second-factor" | "confirm";

/** What a failed ceremony tells the admin (the browser's own errors are not meant for people). */
function messageFor(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return "The passkey request was cancelled or timed out. Try again.";
  if (name === "InvalidStateError") return "This passkey is already registered.";
  return "The passkey could not be used. Try again, or use another way to sign in.";
}

type Answer =
  { ok: true; response: string } | { ok: false; error: string } | { ok: false; ask: RecentSignInAsk["recentSignIn"] };

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
 * Asks the server for a ceremony's options (and its one-time challenge), with `extra` fields beside the
 * purpose, then lets the browser create or use a passkey: its answer as the JSON text to post. A guarded
 * ceremony (registering) may answer that a recent sign-in is needed first (decision 143).
 * @simplewebauthn/browser is imported on the first use, so it is in no page's first load.
 */
export async function passkeyAnswer(
  optionsUrl: string,
  purpose: PasskeyPurpose,
  extra: Record<string, string> = {},
): Promise<Answer> {
  try {
    const browser = await import("@simplewebauthn/browser");
    if (!browser.browserSupportsWebAuthn()) return { ok: false, error: "This browser does not support passkeys." };
    const answer = await fetch(optionsUrl, {
      method: "POST",
      body: new URLSearchParams({ ...extra, purpose }),
      credentials: "same-origin",
    });
    if (!answer.ok) {
      const body: unknown = await answer.json().catch(() => null);
      if (typeof body === "object" && body !== null && "recentSignIn" in body)
        return { ok: false, ask: (body as RecentSignInAsk).recentSignIn };
      return {
        ok: false,
        error:
          answer.status === 429
            ? "Too many attempts. Wait a minute and try again."
            : "Passkeys are not available right now. Reload the page and try again.",
      };
    }
    const optionsJSON = await answer.json();
    const response =
      purpose === "register"
        ? await browser.startRegistration({ optionsJSON })
        : await browser.startAuthentication({ optionsJSON });
    return { ok: true, response: JSON.stringify(response) };
  } catch (caught) {
    return { ok: false, error: messageFor(caught) };
  }
}

/**
 * A WebAuthn ceremony (decision 118): the browser's answer is posted to the current route's action as
 * the form field `response`, with `fields` beside it. `proof` (a password or passkey confirming a recent
 * sign-in) goes with the options request; when the server asks for one instead, `ask` says so.
 */
export function usePasskeyCeremony(purpose: PasskeyPurpose) {
  const optionsUrl = useHref("/admin/passkeys/options");
  const submit = useSubmit();
  const navigation = useNavigation();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ask, setAsk] = useState<RecentSignInAsk["recentSignIn"] | null>(null);
  // Known only in the browser: null in the server's HTML and while hydrating, then why passkeys cannot work here.
  const unavailable = useSyncExternalStore(
    noChanges,
    () => passkeyUnavailableReason(currentPlace()),
    () => null,
  );

  async function run(fields: Record<string, string>, proof: Record<string, string> = {}): Promise<void> {
    setError(null);
    const reason = passkeyUnavailableReason(currentPlace());
    if (reason) {
      setError(reason);
      return;
    }
    setRunning(true);
    try {
      const answer = await passkeyAnswer(optionsUrl, purpose, proof);
      if (answer.ok) {
        setAsk(null);
        await submit({ ...fields, response: answer.response }, { method: "post" });
      } else if ("ask" in answer) setAsk(answer.ask);
      else {
        setAsk(null);
        setError(answer.error);
      }
    } finally {
      setRunning(false);
    }
  }

  return {
    run,
    busy: running || navigation.state === "submitting",
    error,
    unavailable,
    ask,
    dismiss: () => setAsk(null),
  };
}
