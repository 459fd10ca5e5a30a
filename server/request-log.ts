import type { RequestHandler } from "express";
import type { Logger } from "pino";

import { requestIdFrom } from "~/utils/logger.server";

/** What one request's log line holds: never the query string (it may carry search terms or tokens). */
export type RequestRecord = {
  reqId: string;
  method: string | undefined;
  path: string;
  status: number;
  durationMs: number;
  /** "hit" or "miss" for public pages the page cache answered or stored. */
  cache?: string;
  aborted?: true;
};

export type RequestLogWriter = (record: RequestRecord) => void;

/** Writes request records: failures as errors, `quietPaths` (health checks) at debug, the rest at info. */
export function requestLogWriter(logger: Logger, options: { quietPaths?: string[] } = {}): RequestLogWriter {
  const quiet = new Set(options.quietPaths ?? []);
  return (record) => {
    if (record.status >= 500) logger.error(record, "request failed");
    else if (quiet.has(record.path)) logger.debug(record, "request");
    else logger.info(record, "request");
  };
}

export const pathOf = (url: string | undefined): string => (url ?? "/").split("?")[0] || "/";

export const elapsedMs = (started: bigint): number => Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;

/**
 * One log line per request: id, method, path, status and duration. The id comes from a sane incoming
 * X-Request-Id (so a load balancer's id joins the logs) or is made here, and is echoed in the response.
 */
export function requestLog(write: RequestLogWriter): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const id = requestIdFrom(req.headers["x-request-id"]);
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    const path = pathOf(req.originalUrl);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const record: RequestRecord = {
        reqId: id,
        method: req.method,
        path,
        status: res.headersSent ? res.statusCode : 499,
        durationMs: elapsedMs(started),
        ...(res.locals.pageCache ? { cache: res.locals.pageCache as string } : {}),
      };
      if (!res.writableFinished) record.aborted = true;
      write(record);
    };
    res.on("finish", done);
    res.on("close", done);
    next();
  };
}
