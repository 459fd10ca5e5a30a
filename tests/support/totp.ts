import { totpCodeAt } from "~/features/account/totp.server";

/**
 * The test's clock for TOTP codes: the code an authenticator app would show at `offsetSeconds` from now,
 * computed by the same function the server checks codes with. A code's 30-second step can be used once,
 * so a test that signs in right after enrolling asks for the next step's code (offset 30).
 */
export function totpCode(secret: string, offsetSeconds = 0, clock: () => number = Date.now): string {
  return totpCodeAt(secret.replace(/\s+/g, ""), new Date(clock() + offsetSeconds * 1000));
}
