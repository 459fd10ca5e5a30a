import type { IncomingHttpHeaders } from "node:http";

import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";

import { bufferedBody } from "./body-limit";

type RouterRequestHandler = ReturnType<typeof createRequestHandler>;

/**
 * React Router's request handler for `build`. Handed a function, react-router derives its route data and
 * static handler from the build again on every request (flattening, ranking and compiling every route), so
 * that development picks up a rebuilt app. A production build never changes: there the handler is derived
 * once, from the first request on. Deriving it per request was 8 % of an uncached render's CPU
 * (docs/performance.md).
 */
export function routerRequestHandler(
  build: () => Promise<ServerBuild>,
  mode: string | undefined,
): RouterRequestHandler {
  if (mode === "development") return createRequestHandler(build, mode);
  let derived: Promise<RouterRequestHandler> | undefined;
  return async (request, context) => {
    derived ??= build().then((resolved) => createRequestHandler(resolved, mode));
    return (await derived)(request, context);
  };
}

/**
 * React Router behind Express. What @react-router/express does, with two differences that are the
 * point of having it here: the request's URL is the configured origin plus the path (never the Host
 * header: docs/decisions/110), and a body the server's limit already read (server/body-limit.ts) is
 * handed on as it is instead of the socket being read again.
 */
export function reactRouterHandler(options: {
  build: () => Promise<ServerBuild>;
  origin: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  mode?: string;
}): RequestHandler {
  const handle = routerRequestHandler(options.build, options.mode ?? process.env.NODE_ENV);
  return async (req, res, next) => {
    try {
      const response = await handle(toFetchRequest(req, res, options.origin), options.getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  const controller = new AbortController();
  // A client that goes away before the answer is complete aborts the work done for it.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: toFetchHeaders(req.headers),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = bufferedBody(req);
    init.body = body ? new Uint8Array(body) : createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  // Joined, not resolved: "//host/x" stays a path on this site.
  return new Request(`${origin}${req.originalUrl}`, init);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
