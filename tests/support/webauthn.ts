import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

import { isoCBOR } from "@simplewebauthn/server/helpers";

// A software authenticator for server-side tests: a real P-256 key pair making real WebAuthn answers
// (attestation "none", ES256 signatures), so the server's verification runs on exactly what a browser
// would post. Browser tests use Chromium's own virtual authenticator instead.

/** A string @simplewebauthn/browser keeps through minification: a script carrying it carries the library. */
export const SIMPLEWEBAUTHN_MARKER = "ERROR_CEREMONY_ABORTED";

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export type SoftAuthenticator = {
  credentialId: string;
  /** A registration answer to `challenge` as @simplewebauthn/browser posts it. */
  register(input: { challenge: string; origin: string; rpId: string }): string;
  /** An assertion answering `challenge`; the counter goes up by one each time. */
  assert(input: { challenge: string; origin: string; rpId: string; userVerified?: boolean }): string;
};

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(16);
  let counter = 0;
  const coseKey = (key: KeyObject) => {
    const jwk = key.export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  };
  const counterBytes = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    register({ challenge, origin, rpId }) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
        counterBytes(),
        Buffer.alloc(16),
        idLength,
        credentialId,
        coseKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]) as never,
      );
      return JSON.stringify({
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      });
    },
    assert({ challenge, origin, rpId, userVerified = true }) {
      counter += 1;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([FLAG_UP | (userVerified ? FLAG_UV : 0)]),
        counterBytes(),
      ]);
      const clientDataJSON = clientData("webauthn.get", challenge, origin);
      const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return JSON.stringify({
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      });
    },
  };
}
