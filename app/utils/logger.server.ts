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

export function createLogger(
  options: { level?: string; pretty?: boolean; destination?: pino.DestinationStream } = {},
): Logger {
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
    return pino({
      ...pinoOptions,
      transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss", ignore: "pid" } },
    });
  }
  return pino(pinoOptions, batchedStdout());
}

/** Lines gathered before the buffer is written at once even mid-turn (sonic-boom's minLength; below its 16 KB maxWrite). */
const BATCH_BYTES = 8 * 1024;

/**
 * stdout written once per turn of the event loop instead of once per line. Under load a write per request
 * line was about a quarter of the CPU a cached page costs (docs/performance.md, 2026-11-27). Lines still
 * leave within the turn that logged them, before the next I/O is polled, so a quiet site's log is as prompt
 * as before; a SIGKILL can lose only that turn's lines. Flushed at exit.
 */
export function batchedStdout(
  fd = 1,
): pino.DestinationStream & { flush(callback?: () => void): void; flushSync(): void } {
  const stream = pino.destination({ dest: fd, sync: true, minLength: BATCH_BYTES });
  let scheduled = false;
  const endOfTurn = () => {
    scheduled = false;
    stream.flush();
  };
  process.on("exit", () => stream.flushSync());
  return {
    write(line: string) {
      stream.write(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(endOfTurn);
      }
    },
    // logger.flush() (before the server exits) writes what this turn has gathered.
    flush(callback?: () => void) {
      stream.flushSync();
      callback?.();
    },
    flushSync: () => stream.flushSync(),
  };
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
