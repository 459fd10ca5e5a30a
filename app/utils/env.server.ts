import path from "node:path";

import { z } from "zod";

import { normaliseBasePath } from "./base-path";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, "must be a postgres:// or postgresql:// URL with a host, e.g. postgres://user:pass@localhost:5432/db");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalString.pipe(postgresUrl.optional()),
  PUBLIC_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL such as https://example.com" })
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
  ),
  BASE_PATH: z.string().optional().transform(normaliseBasePath),
  ADMIN_EMAIL: optionalString.pipe(z.email({ error: "must be an email address" }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, { error: "must be at least 12 characters" }).optional()),
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  NOTIFY_EMAIL: optionalString.pipe(z.email({ error: "must be an email address" }).optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Memory for rendered public pages (compressed variants included); 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(50),
  /** Public page renders run at once (decision 161)… */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** …and wait in line behind them; a render beyond that is answered 503 with Retry-After. */
  RENDER_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(100),
  /** An admin session ends after this long without a request… */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** …and this long after sign-in, however busy. */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** Contact messages, their replies and notes are deleted this many months after they were written. */
  MESSAGE_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  /** How often each instance looks for scheduled blog posts whose time has come (decision 082). */
  BLOG_SCHEDULER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  CONTACT_RATE_WINDOW_MINUTES: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => value === "true" || value === "1"),
});

export type Config = z.infer<typeof envSchema> & {
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  /** Origin the site answers on: PUBLIC_URL's, or http://localhost:PORT. */
  origin: string;
  isProduction: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the environment once; a bad value throws a ConfigError naming every offending variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const value = env[name];
      const shown = value === undefined || /PASSWORD|DATABASE_URL|SMTP_URL/.test(name) ? "" : ` (got "${value}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const config = parsed.data;
  const origin = config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).origin
    : `http://${config.HOST && config.HOST !== "0.0.0.0" && config.HOST !== "::" ? config.HOST : "localhost"}:${config.PORT}`;
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    origin,
    isProduction: config.NODE_ENV === "production",
  };
}

// Read once by the server at start-up; kept on globalThis for the same reason as the database.
const holder = globalThis as typeof globalThis & { __siteConfig?: Config };

export function setConfig(config: Config | undefined): void {
  holder.__siteConfig = config;
}

/** The configuration, if the server has loaded one (code also used outside the server falls back to defaults). */
export function loadedConfig(): Config | undefined {
  return holder.__siteConfig;
}

/** The configuration the server started with. */
export function getConfig(): Config {
  const config = holder.__siteConfig;
  if (!config) throw new Error("the configuration is not loaded (the server calls setConfig at start-up)");
  return config;
}
