import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { ConfigError, readConfig } from "./env.server";

describe("readConfig", () => {
  it("has working defaults", () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      BASE_PATH: "/",
      origin: "http://localhost:3000",
      isProduction: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("normalises BASE_PATH and PUBLIC_URL", () => {
    expect(readConfig({ BASE_PATH: "acme" }).BASE_PATH).toBe("/acme/");
    expect(readConfig({ BASE_PATH: "/acme/" }).BASE_PATH).toBe("/acme/");
    const config = readConfig({ PUBLIC_URL: "https://www.example.com/" });
    expect(config.PUBLIC_URL).toBe("https://www.example.com");
    expect(config.origin).toBe("https://www.example.com");
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT .*\(got "eighty"\)/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "mysql://localhost/db" }, /DATABASE_URL must be a postgres:\/\//],
    [{ DATABASE_URL: "not a url" }, /DATABASE_URL/],
    [{ PUBLIC_URL: "example.com" }, /PUBLIC_URL must be an absolute http\(s\) URL/],
    [{ ADMIN_EMAIL: "nobody" }, /ADMIN_EMAIL must be an email address/],
    [{ ADMIN_PASSWORD: "short" }, /ADMIN_PASSWORD must be at least 12 characters/],
    [{ SMTP_URL: "http://mail" }, /SMTP_URL/],
  ])("names the bad value in %o", (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it("never echoes secrets in its message", () => {
    expect(() => readConfig({ ADMIN_PASSWORD: "tiny-secret" })).toThrow(/^(?!.*tiny-secret)/);
    expect(() => readConfig({ DATABASE_URL: "mysql://u:hunter2@h/db" })).toThrow(/^(?!.*hunter2)/);
  });

  it("accepts .env.example exactly as it is", () => {
    const env = Object.fromEntries(
      readFileSync(".env.example", "utf8")
        .split("\n")
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining([
        "PORT",
        "HOST",
        "DATA_DIR",
        "DATABASE_URL",
        "PUBLIC_URL",
        "BASE_PATH",
        "ADMIN_EMAIL",
        "ADMIN_PASSWORD",
        "SMTP_URL",
        "NOTIFY_EMAIL",
      ]),
    );
    expect(() => readConfig(env)).not.toThrow();
  });
});
