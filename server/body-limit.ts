import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

import type { RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";

import type { UploadRouteHandle } from "~/features/media/upload-rules";
import { PAYLOAD_TOO_LARGE } from "~/utils/request-body.server";

import { matchAppRoutes } from "./route-table";

/** Form encodings the site's forms send; anything else (JSON, XML) is a 415, not a parse error later. */
const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

const buffered = new WeakMap<IncomingMessage, Buffer>();

/** The body the limit already read in full (non-upload requests), for React Router's request. */
export function bufferedBody(req: IncomingMessage): Buffer | undefined {
  return buffered.get(req);
}

/**
 * The server's cap on request bodies, ahead of every route (docs/decisions/112-request-limits.md):
 * - every POST is form-encoded (urlencoded or multipart) or empty, else 415;
 * - a route that takes files says so in its `handle` (uploadRouteHandle, upload-rules.ts) and reads
 *   its body itself with the upload's cap (readUploadForm: declared length first, then counted as it
 *   streams), so it can answer an oversized file with the form's own message;
 * - every other POST, public or admin, is read here, at most `defaultMaxBytes` of it: past that the
 *   answer is 413 with Connection: close and nothing more is kept, declared length or chunked. The
 *   route then gets the bytes already read (bufferedBody), so no action ever reads an unbounded body.
 *   A route whose form is larger by nature (the live preview: an article in each language) names its
 *   own cap in its `handle` (`maxFormBytes`), read the same way.
 */
export function bodyLimit(options: {
  base: string;
  build: () => Promise<ServerBuild>;
  defaultMaxBytes: number;
}): RequestHandler {
  const { base, defaultMaxBytes } = options;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const declared = req.headers["content-length"] === undefined ? undefined : Number(req.headers["content-length"]);
    const hasBody = req.headers["transfer-encoding"] !== undefined || (declared !== undefined && declared > 0);
    if (hasBody && !FORM_TYPE.test(req.headers["content-type"] ?? "")) {
      res.setHeader("Connection", "close");
      lingerBeforeClosing(req);
      res.status(415).type("text/plain").send("Unsupported Media Type: send the form as a browser would.");
      return;
    }
    options.build().then(async (build) => {
      // A route that takes files reads its body itself, with its own cap and its own message.
      const handle = routeHandle(build, appPathOf(req.path, base));
      if (typeof handle?.takesFiles === "string") return next();
      const maxBytes = typeof handle?.maxFormBytes === "number" ? handle.maxFormBytes : defaultMaxBytes;
      if (declared !== undefined && declared > maxBytes) return tooLarge(req, res);
      if (!hasBody) return next();
      const body = await readAtMost(req, maxBytes);
      if (body === "too-large") return tooLarge(req, res);
      if (body === "aborted") return;
      buffered.set(req, body);
      next();
    }, next);
  };
}

function appPathOf(path: string, base: string): string {
  const inside = path.startsWith(base) ? path.slice(base.length) : path.replace(/^\/+/, "");
  return `/${inside.replace(/\.data$/, "")}`;
}

/** What a route's `handle` may say about its body: it takes files (uploadRouteHandle), or its own cap. */
type BodyHandle = Partial<UploadRouteHandle> & { maxFormBytes?: number };

/** The `handle` of the route for `appPath`, if any. */
function routeHandle(build: ServerBuild, appPath: string): BodyHandle | undefined {
  const matches = matchAppRoutes(build.routes, appPath);
  const deepest = matches?.[matches.length - 1];
  return deepest ? (build.routes[deepest.id]?.module.handle as BodyHandle | undefined) : undefined;
}

function tooLarge(req: IncomingMessage, res: Response): void {
  // The client may still be sending: close the connection after the answer rather than keep the rest.
  res.setHeader("Connection", "close");
  lingerBeforeClosing(req);
  res.status(413).type("text/plain").send(PAYLOAD_TOO_LARGE);
}

/** Reads the whole body if it is at most `maxBytes`; stops reading (and pauses the socket) as soon as it is not. */
function readAtMost(req: IncomingMessage, maxBytes: number): Promise<Buffer | "too-large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAbort);
      req.off("close", onAbort);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        cleanup();
        req.pause();
        resolve("too-large");
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, total));
    };
    const onAbort = () => {
      cleanup();
      resolve("aborted");
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAbort);
    req.on("close", onAbort);
  });
}

/** How long a refused client gets to notice the answer and stop sending before its connection is dropped. */
const LINGER_MS = 2_000;

/**
 * Closing a socket that still has unread bytes makes the kernel send a TCP reset, and a reset can reach
 * the client before it has read the 413 or 415, which it then never sees. So, as nginx and Apache do
 * ("lingering close"), after the answer the connection sends its FIN but keeps reading, and discards,
 * what the client is still sending, until the client closes or LINGER_MS pass. Nothing read is kept,
 * so memory does not grow however much is sent.
 */
function lingerBeforeClosing(req: IncomingMessage): void {
  const socket: Socket & { destroySoon?: () => void } = req.socket;
  // Node's HTTP server calls destroySoon() once a Connection: close response has been written.
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
  req.resume();
}
