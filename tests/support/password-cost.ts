import { afterAll, beforeAll } from "vitest";

import { PASSWORD_HASH_PARAMS } from "~/features/account/password.server";

/**
 * For an in-process test file whose admins and sign-ins are set-up, not its subject: scrypt runs with
 * N = 2^10 (about 1 ms) instead of production's 2^17 (0.5-1 s of CPU here) while the file runs. Hashing
 * and verifying still run for real; only the cost changes. Files that test the password module, the
 * rehash, the sign-in throttle or races around a hash keep production's cost, and so does every test server
 * (the production build): this changes a module in this test process only (decision 159).
 */
export function cheapPasswordHashing(): void {
  const production = { ...PASSWORD_HASH_PARAMS };
  beforeAll(() => {
    PASSWORD_HASH_PARAMS.N = 2 ** 10;
  });
  afterAll(() => {
    Object.assign(PASSWORD_HASH_PARAMS, production);
  });
}
