// Issue 25, finding 2 (decision 144): the outside review's probe against a running server. Every client
// here has its own loopback address (Linux answers on all of 127.0.0.0/8), so the server sees a new
// client each time, as it would a botnet's, with no proxy header to trust.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret } from "~/features/account/totp.server";
import { createAdmin } from "~/models/admin-users.server";
import { PENDING_SIGN_IN_TRIES } from "~/models/pending-sign-ins.server";
import { enableTotp, setPendingTotpSecret } from "~/models/two-factor.server";
import { SECOND_FACTOR_ACCOUNT_LIMIT } from "~/routes/admin/shared/login-throttle.server";

import { cheapPasswordHashing } from "../support/password-cost";
import { rawRequest, type RawResponse } from "../support/raw-http";
import { startServer, type TestServer } from "../support/server";
import { totpCode } from "../support/totp";

cheapPasswordHashing();

const ADMIN = { email: "owner@example.test", password: "the-owners-long-password" };
const secret = newTotpSecret();
const recoveryCodes = newRecoveryCodes();
let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "second-factor-limits-"));
  const database = await openDatabase({ dataDir, lockPurpose: "test setup" });
  const admin = await createAdmin(database.db, ADMIN);
  await setPendingTotpSecret(database.db, admin.id, secret);
  // Enrolled ten minutes ago: every code from now on is a later step.
  const enrolledStep = Math.floor(Date.now() / 30_000) - 20;
  expect(await enableTotp(database.db, admin.id, secret, enrolledStep, recoveryCodes.map(hashRecoveryCode))).toBe(true);
  await database.close();
  server = await startServer({ dataDir });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A distinct loopback address per client. */
let nextAddress = 2;
const newAddress = () => {
  const n = nextAddress++;
  return `127.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

function post(pathname: string, fields: Record<string, string>, address: string, cookie = ""): Promise<RawResponse> {
  return rawRequest(server.url, {
    method: "POST",
    path: pathname,
    localAddress: address,
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const cookieOf = (response: RawResponse, name: string) =>
  (response.headers["set-cookie"] ?? [])
    .map((value) => value.split(";")[0]!)
    .find((value) => value.startsWith(`${name}=`));

/** The right password from `address`: the pending sign-in's cookie. */
async function password(address: string): Promise<string> {
  const response = await post("/admin/login", ADMIN, address);
  expect(response.status).toBe(302);
  expect(response.headers.location).toBe("/admin/login/two-factor");
  return cookieOf(response, "admin_2fa")!;
}

/** A 6-digit guess that is none of the codes valid around now. */
function wrongCode(i: number): string {
  const valid = [-30, 0, 30].map((offset) => totpCode(secret, offset));
  for (let n = 100000 + i * 7919; ; n++) if (!valid.includes(String(n).slice(-6))) return String(n).slice(-6);
}

const tryCode = (cookie: string, method: "totp" | "recovery", code: string, address: string) =>
  post("/admin/login/two-factor", { method, code }, address, cookie);

describe("finding 2: second-factor codes have an account-wide limit, and the owner still gets in", () => {
  it(
    "60 wrong codes from 60 addresses with one pending cookie: 5 are checked, the rest refused; the real code then works from a new address",
    { timeout: 120_000 },
    async () => {
      const cookie = await password(newAddress());
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) => tryCode(cookie, "totp", wrongCode(i), newAddress())),
      );
      const statuses = responses.map((response) => response.status);
      // 401: checked and wrong. 302 to the login page: refused unchecked, the password is asked again.
      expect(statuses.filter((status) => status === 401)).toHaveLength(PENDING_SIGN_IN_TRIES);
      expect(statuses.filter((status) => status === 302)).toHaveLength(60 - PENDING_SIGN_IN_TRIES);
      expect(
        responses.filter((response) => response.status === 302).every((r) => r.headers.location === "/admin/login"),
      ).toBe(true);
      const last = responses.find((response) => response.body.includes("That was the last of five tries"));
      expect(last?.body).toContain("Enter your password again");

      // The owner: password again, from a new address, and the real code.
      const owner = await password(newAddress());
      const signedIn = await tryCode(owner, "totp", totpCode(secret), newAddress());
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.location).toBe("/admin");
      expect(cookieOf(signedIn, "admin_session")).toBeTruthy();
    },
  );

  it(
    `an attacker with the password gets ${SECOND_FACTOR_ACCOUNT_LIMIT} codes checked per window in all, from any mix of addresses; the owner gets in with a recovery code`,
    { timeout: 120_000 },
    async () => {
      // The first test's five wrong codes still count in this window: five more are checked, then none.
      const cookies = await Promise.all(Array.from({ length: 6 }, () => password(newAddress())));
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => tryCode(cookies[i % 6]!, "totp", wrongCode(100 + i), newAddress())),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(
        SECOND_FACTOR_ACCOUNT_LIMIT - PENDING_SIGN_IN_TRIES,
      );
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        30 - (SECOND_FACTOR_ACCOUNT_LIMIT - PENDING_SIGN_IN_TRIES),
      );
      const refused = responses.find((response) => response.status === 429)!;
      expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
      expect(refused.body).toContain("Too many wrong codes were tried on this account");
      expect(refused.body).toContain("Use a passkey or a recovery code instead");

      // The owner's real code is refused unchecked while the window lasts...
      const owner = await password(newAddress());
      expect((await tryCode(owner, "totp", totpCode(secret), newAddress())).status).toBe(429);
      // ...and a recovery code, under its own limit, signs them in.
      const recovered = await tryCode(owner, "recovery", recoveryCodes[0]!, newAddress());
      expect(recovered.status).toBe(302);
      expect(recovered.headers.location).toBe("/admin");
    },
  );
});
