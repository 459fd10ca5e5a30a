/**
 * Why passkeys cannot work on this page (an IP-address origin, no secure context, no WebAuthn), in place
 * of a passkey button that would only fail with "Try again". `id` is for the button's aria-describedby.
 */
export function PasskeyUnavailableNote({ id, reason }: { id: string; reason: string }) {
  return (
    <p id={id} className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {reason}
    </p>
  );
}
