import type { RequestHandler } from "express";

/**
 * Refuses (413) a POST to one of `paths` whose declared Content-Length exceeds `maxBytes`, before
 * anything reads it. Bodies without a length (chunked) are counted as they stream by the action's
 * reader (`readFormData` in app/utils/request-body.server.ts).
 */
export function bodyLimit(paths: string[], maxBytes: number): RequestHandler {
  const limited = new Set(paths.flatMap((p) => [p, `${p}/`, `${p}.data`]));
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || !limited.has(req.path)) return next();
    const declared = Number(req.get("content-length") ?? "0");
    if (!(declared > maxBytes)) return next();
    res.set("Connection", "close");
    res.status(413).type("text/plain").send("This form submission is too large. Please shorten your message and try again.");
  };
}
