import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { requestIdFrom } from "~/utils/logger.server";

/**
 * One log line per request: id, method, path (without the query string, which may carry search
 * terms or tokens), status and duration. The id comes from a sane incoming X-Request-Id (so a load
 * balancer's id joins the logs) or is made here, and is echoed in the response.
 */
export function requestLog(logger: Logger, options: { quietPaths?: string[] } = {}): RequestHandler {
  const quiet = new Set(options.quietPaths ?? []);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const id = requestIdFrom(req.headers["x-request-id"]);
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    const path = req.originalUrl.split("?")[0] ?? "/";
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const record = {
        reqId: id,
        method: req.method,
        path,
        status: res.headersSent ? res.statusCode : 499,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        ...(res.locals.pageCache ? { cache: res.locals.pageCache as string } : {}),
      };
      if (!res.writableFinished) Object.assign(record, { aborted: true });
      if (record.status >= 500) logger.error(record, "request failed");
      else if (quiet.has(path)) logger.debug(record, "request");
      else logger.info(record, "request");
    };
    res.on("finish", done);
    res.on("close", done);
    next();
  };
}
