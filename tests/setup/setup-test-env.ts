// Loaded before every unit and integration test file (vitest.config.ts `setupFiles`).
import { format } from "node:util";

import { afterAll, afterEach, beforeEach, type MockInstance, vi } from "vitest";

import { logger } from "~/utils/logger.server";

/**
 * An error or a warning nobody expected fails the test, as in the Epic Stack: it is a bug, or a test that
 * should say what it expects. A test that expects one silences the spy and asserts the call:
 *
 *   consoleError.mockImplementation(() => {});
 *   ... // what logs it
 *   expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("not stored"));
 *
 * Guarded: `console.error`, `console.warn`, and the app logger's `error` and `warn` (request code logs
 * through it). The spies are set before the test file loads, so what its imports and its beforeAll/afterAll
 * hooks log is caught too; each test starts again from the failing implementation.
 */
type Guarded = { name: string; spy: MockInstance<(...args: never[]) => unknown>; fail: (...args: unknown[]) => never };

const unexpected: string[] = [];

function guard<T extends object, K extends keyof T & string>(target: T, method: K, name: string, hint: string) {
  const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
  // vi.spyOn's generic typing cannot follow an arbitrary key of an arbitrary object; the value is a method.
  const spy = vi.spyOn(target, method as never) as MockInstance<(...args: never[]) => unknown>;
  const fail = (...args: unknown[]): never => {
    original(...args);
    const message = `${name} was called unexpectedly: ${format(...args)}\n(${hint})`;
    unexpected.push(message);
    throw new Error(message);
  };
  spy.mockImplementation(fail as never);
  return { name, spy, fail } satisfies Guarded;
}

const guarded = [
  guard(
    console,
    "error",
    "console.error",
    "if the test expects it: consoleError.mockImplementation(() => {}), then assert the call",
  ),
  guard(
    console,
    "warn",
    "console.warn",
    "if the test expects it: consoleWarn.mockImplementation(() => {}), then assert the call",
  ),
  guard(
    logger,
    "error",
    "logger.error",
    "if the test expects it: loggerError.mockImplementation(() => {}), then assert the call",
  ),
  guard(
    logger,
    "warn",
    "logger.warn",
    "if the test expects it: loggerWarn.mockImplementation(() => {}), then assert the call",
  ),
];

export const consoleError = guarded[0]!.spy;
export const consoleWarn = guarded[1]!.spy;
export const loggerError = guarded[2]!.spy;
export const loggerWarn = guarded[3]!.spy;

/** Fails with every unexpected call since the last check, including ones the code under test caught. */
function reportUnexpected(where: string) {
  if (unexpected.length === 0) return;
  const messages = unexpected.splice(0);
  throw new Error(`${messages.length} unexpected log call(s) ${where}:\n${messages.join("\n")}`);
}

// What the file's imports and beforeAll hooks logged fails the first test after them, naming where it came from.
beforeEach(() => reportUnexpected("while loading the file or in a beforeAll hook"));

// Registered before the test file's hooks, so it runs after its afterEach hooks and sees what they log too;
// then puts back the failing implementation a test may have replaced.
afterEach(() => {
  for (const { spy, fail } of guarded) {
    spy.mockReset();
    spy.mockImplementation(fail as never);
  }
  reportUnexpected("during the test");
});

afterAll(() => reportUnexpected("in an afterAll hook"));
