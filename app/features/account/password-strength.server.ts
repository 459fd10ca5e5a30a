// The common-password check every new password passes (Settings, adding an admin, the admin CLI).
// zxcvbn-ts with its common-language data: about 40,000 leaked passwords, diceware words, keyboard
// walks, sequences and repeats, judged offline (decision 113). Loaded on the first check, so neither the
// public pages nor a server that never sets a password pay for its dictionaries.
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * zxcvbn's scale: 0-2 fall to an online or a fast offline attack; 3 ("safely unguessable") needs about
 * 10^8 guesses or more, which our scrypt cost and login throttle make out of reach.
 */
export const MIN_PASSWORD_SCORE = 3;

export const COMMON_PASSWORD_MESSAGE = "This password is too common or easy to guess: try a few unrelated words";

const CHECKED_LENGTH = 64;

let checker: Promise<ZxcvbnFactory> | undefined;

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return checker;
}

/**
 * Null when the password is hard enough to guess, else the message for its field. `userInputs` (an
 * email, the company name) count as known words, so "codexa-admin-2026" is no better than "admin-2026".
 */
export async function weakPasswordProblem(password: string, userInputs: string[] = []): Promise<string | null> {
  const zxcvbn = await loadChecker();
  const words = userInputs
    .flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
  // zxcvbn's time grows with length (a 256-character password holds the event loop for about 0.3 s),
  // and 64 characters that are hard to guess need nothing more after them.
  const result = zxcvbn.check(password.slice(0, CHECKED_LENGTH), words);
  return result.score >= MIN_PASSWORD_SCORE ? null : COMMON_PASSWORD_MESSAGE;
}
