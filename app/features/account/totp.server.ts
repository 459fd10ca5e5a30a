// TOTP (RFC 6238) for two-factor sign-in, with otpauth (decision 114): SHA-1, 6 digits, 30-second steps,
// what every authenticator app reads. Times are passed in, so tests compute codes with their own clock
// through these same functions.
import { createHash, randomBytes } from "node:crypto";

import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const PERIOD_SECONDS = 30;
/** One step either side of now is accepted: a phone clock a little off, or a code typed as it turned. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, label = "admin"): TOTP {
  return new TOTP({
    issuer: "Codexa admin",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit key, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The key in groups of four, for typing into an app by hand. */
export function formatTotpSecret(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string, issuer: string): string {
  const uri = totp(secret, email);
  uri.issuer = issuer;
  return uri.toString();
}

/** The QR code as an SVG drawn here: the key never goes to a QR service, and the CSP needs no new source. */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#0f172a", light: "#ffffff" },
  });
}

/** The code the key gives at `now` (what the person's app shows; tests use it with their clock). */
export function totpCodeAt(secret: string, now: Date): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}

/**
 * The 30-second step a code belongs to when it is right at `now` (within one step either side), else
 * null. The caller accepts the step only if it is later than the last one used, so no code works twice.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes like "k7qm2-xw9rt" (50 bits each): shown once, stored only as hashes. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * A recovery code's SHA-256, read the way a person may type it (any case, spaces, with or without the
 * dash). 50 random bits need no slow hash: they cannot be guessed from the hash in useful time, and
 * sign-in attempts are throttled.
 */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("hex");
}
