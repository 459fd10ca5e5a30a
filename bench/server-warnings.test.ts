import { describe, expect, it } from "vitest";

import { serverWarnings } from "./server-warnings";

describe("serverWarnings", () => {
  it("lists each distinct Node warning once, without the process id, and ignores log lines", () => {
    const output = [
      '{"level":30,"msg":"Warning: not a Node warning"}',
      "(node:4242) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 close listeners added to [Socket].",
      "(Use `node --trace-warnings ...` to show where the warning was created)",
      "(node:4242) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 close listeners added to [Socket].",
      "(node:4242) Warning: Setting the NODE_TLS_REJECT_UNAUTHORIZED environment variable to '0' is insecure.",
    ].join("\n");
    expect(serverWarnings(output)).toEqual([
      "MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 close listeners added to [Socket].",
      "Warning: Setting the NODE_TLS_REJECT_UNAUTHORIZED environment variable to '0' is insecure.",
    ]);
  });

  it("gives nothing for a quiet server", () => {
    expect(serverWarnings('{"level":30,"msg":"listening"}\n')).toEqual([]);
  });
});
