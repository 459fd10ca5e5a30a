import { randomUUID } from "node:crypto";
import pino, { type Logger } from "pino";

/**
 * Header values that must never reach a log line: session cookies, credentials, and the cookies we
 * set. Request logs carry method, path, status and timing only, so message bodies and passwords are
 * never in them to begin with; these paths are the safety net for anything that logs a request.
 */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "req.headers['proxy-authorization']",
  "res.headers['set-cookie']",
  "headers.cookie",
  "headers.authorization",
  "headers['set-cookie']",
  "password",
  "*.password",
];

export function createLogger(options: { level?: string; pretty?: boolean; destination?: pino.DestinationStream } = {}): Logger {
  const pinoOptions: pino.LoggerOptions = {
    level: options.level ?? "info",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    formatters: { level: (label) => ({ level: label }) },
  };
  if (options.destination) return pino(pinoOptions, options.destination);
  if (options.pretty) {
    // pino-pretty is a devDependency: development only, where it is installed.
    return pino({ ...pinoOptions, transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss", ignore: "pid" } } });
  }
  return pino(pinoOptions);
}

/** The process's logger: JSON lines on stdout; human-readable in development. Level: LOG_LEVEL. */
export const logger: Logger = createLogger({
  level: isLevel(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : "info",
  pretty: process.env.NODE_ENV === "development",
});

function isLevel(value: string | undefined): value is string {
  return value === "silent" || (value !== undefined && pino.levels.values[value] !== undefined);
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A caller's X-Request-Id when it is short and plain (so a proxy's id joins the logs); otherwise a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}
