import { afterAll, beforeAll } from "vitest";

import { PASSWORD_HASH_PARAMS } from "~/features/account/password.server";

const production = { ...PASSWORD_HASH_PARAMS };

/**
 * For an in-process test file whose admins and sign-ins are set-up, not its subject: scrypt runs with
 * N = 2^10 (about 1 ms) instead of production's 2^17 (0.5-1 s of CPU here) while the file runs. Hashing
 * and verifying still run for real; only the cost changes. The password module's tests keep production's
 * cost, and so does every test server (the production build); a test whose subject needs a hash to take
 * production's time (the rehash, a race around a hash) runs inside `atProductionCost`. This changes a
 * module in this test process only (decisions 159, 155); in the browser suite, whose files share a worker's
 * modules, the afterAll puts production's cost back before the worker's next file.
 */
export function cheapPasswordHashing(): void {
  beforeAll(() => {
    PASSWORD_HASH_PARAMS.N = 2 ** 10;
  });
  afterAll(() => {
    Object.assign(PASSWORD_HASH_PARAMS, production);
  });
}

/**
 * Runs `work` at production's scrypt cost inside a file that hashes cheaply: for the one test of such a
 * file whose subject needs a hash to take as long as it does in production (decision 155).
 */
export async function atProductionCost<T>(work: () => Promise<T>): Promise<T> {
  const cheap = { ...PASSWORD_HASH_PARAMS };
  Object.assign(PASSWORD_HASH_PARAMS, production);
  try {
    return await work();
  } finally {
    Object.assign(PASSWORD_HASH_PARAMS, cheap);
  }
}
