import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { z } from "zod";

import { getConfig } from "~/utils/env.server";

// WebAuthn ceremonies with @simplewebauthn/server (decision 118). The relying party is the configured
// origin (PUBLIC_URL, decision 110), never the request's Host: a passkey made for this site answers only
// to it, and a page served under another name cannot use one.

/** The relying party: PUBLIC_URL's host name as RP ID, its origin as the one origin accepted. */
export function relyingParty(): { id: string; origin: string } {
  const { origin } = getConfig();
  return { id: new URL(origin).hostname, origin };
}

/** The browser's answer, as @simplewebauthn/browser posts it: checked for shape only, and bounded. */
const b64url = z
  .string()
  .max(8192)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/);
/** A credential as the browser posts it, around its `response` (which differs per ceremony). */
function credentialSchema<Response extends z.ZodType>(response: Response) {
  return z.object({
    id: b64url,
    rawId: b64url,
    type: z.literal("public-key"),
    response,
    authenticatorAttachment: z.string().max(32).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  });
}
const registrationSchema = credentialSchema(
  z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: b64url.optional(),
    publicKey: b64url.optional(),
    publicKeyAlgorithm: z.number().optional(),
  }),
);
const authenticationSchema = credentialSchema(
  z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function parseRegistrationResponse(text: string): RegistrationResponseJSON | null {
  const parsed = registrationSchema.safeParse(parseJson(text));
  return parsed.success ? (parsed.data as RegistrationResponseJSON) : null;
}

export function parseAuthenticationResponse(text: string): AuthenticationResponseJSON | null {
  const parsed = authenticationSchema.safeParse(parseJson(text));
  return parsed.success ? (parsed.data as AuthenticationResponseJSON) : null;
}

/** The challenge the browser signed, read from its client data (checked again by the verification). */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  const clientData = z
    .object({ challenge: z.string().max(512) })
    .safeParse(parseJson(Buffer.from(response.response.clientDataJSON, "base64url").toString("utf8")));
  return clientData.success ? clientData.data.challenge : null;
}

export type PasskeyRef = { credentialId: string; transports: string[] };

const asTransports = (transports: string[]) => transports as AuthenticatorTransport[];

export function registrationOptions(input: {
  rpName: string;
  userId: string;
  email: string;
  existing: PasskeyRef[];
}): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: input.rpName,
    rpID: relyingParty().id,
    userName: input.email,
    userID: new TextEncoder().encode(input.userId),
    attestationType: "none",
    excludeCredentials: input.existing.map((p) => ({ id: p.credentialId, transports: asTransports(p.transports) })),
    // A discoverable credential, so the same passkey also signs in without an email or password.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    timeout: 120_000,
  });
}

/**
 * Options for a sign-in: any of this site's passkeys with the user verified (PIN or biometrics: a
 * passwordless sign-in), or one of `allowed` (the second step after a password).
 */
export function authenticationOptions(allowed?: PasskeyRef[]): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: relyingParty().id,
    allowCredentials: allowed?.map((p) => ({ id: p.credentialId, transports: asTransports(p.transports) })),
    userVerification: allowed ? "preferred" : "required",
    timeout: 120_000,
  });
}

export type NewCredential = { credentialId: string; publicKey: Uint8Array; counter: number; transports: string[] };

/** The registration's new credential if it answers `challenge` from this site's origin, else null. */
export async function verifyRegistration(
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<NewCredential | null> {
  const rp = relyingParty();
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    // A malformed or forged answer (wrong origin, wrong challenge, bad attestation) is a refusal.
    return null;
  }
}

/** The authenticator's new counter if the assertion is signed by `stored` for `challenge` from this origin. */
export async function verifyAuthentication(
  response: AuthenticationResponseJSON,
  challenge: string,
  stored: { credentialId: string; publicKey: Uint8Array; counter: number; transports: string[] },
  options: { requireUserVerification: boolean },
): Promise<{ newCounter: number } | null> {
  const rp = relyingParty();
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(stored.publicKey),
        counter: stored.counter,
        transports: asTransports(stored.transports),
      },
      requireUserVerification: options.requireUserVerification,
    });
    return result.verified ? { newCounter: result.authenticationInfo.newCounter } : null;
  } catch {
    // Includes a counter that went backwards (a cloned authenticator): refused.
    return null;
  }
}
