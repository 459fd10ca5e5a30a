import { expect, test } from "vitest";

import { assertLoopbackTarget, isLoopbackAddress } from "./loopback";

test.each(["127.0.0.1", "127.1.2.3", "::1", "[::1]", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"])(
  "%s is loopback",
  (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  },
);

test.each(["10.0.0.1", "192.168.1.5", "8.8.8.8", "::", "fe80::1", "0.0.0.0", "128.0.0.1"])("%s is not", (address) => {
  expect(isLoopbackAddress(address)).toBe(false);
});

test("the bench accepts this machine and refuses anything else", async () => {
  await expect(assertLoopbackTarget("http://127.0.0.1:3000")).resolves.toBeInstanceOf(URL);
  await expect(assertLoopbackTarget("http://localhost:3000")).resolves.toBeInstanceOf(URL);
  await expect(assertLoopbackTarget("http://10.1.2.3:3000")).rejects.toThrow(/refusing to benchmark 10.1.2.3:3000/);
  await expect(assertLoopbackTarget("https://example.com")).rejects.toThrow(/refusing to benchmark/);
  await expect(assertLoopbackTarget("ftp://127.0.0.1")).rejects.toThrow(/only http/);
});
