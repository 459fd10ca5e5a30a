import { type Readable, Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

import { PUBLIC_LAYOUT_ID } from "./components/client-runtime";
import { NonceProvider } from "./components/nonce";
import { inlinePageCss } from "./features/page-styles/page-css.server";
import { BOOTSTRAP_MODULE_TAG_END, holdBackBootstrapModule, MODULE_PRELOAD_START } from "./utils/hydrate-after-paint";
import { logger } from "./utils/logger.server";

export const streamTimeout = 5_000;

/**
 * Aborts a render still unwritten after `ms`. The timer holds the whole render (its tree and loader data), so it
 * is cleared as soon as the page is written: left to run its 6 s, a crawl's renders piled up in the old
 * generation, 943 MB of RSS after 1,500 of them (docs/performance.md).
 */
export function renderDeadline(
  abort: () => void,
  ms: number,
): { release: () => void; releaseWhenClosed: (body: Readable) => void } {
  const timer = setTimeout(abort, ms);
  const release = () => clearTimeout(timer);
  return { release, releaseWhenClosed: (body) => void body.once("close", release) };
}

/**
 * React Router reports here what went wrong in a loader or action. A request the router itself turns
 * away (a POST to a page without an action: 405; no such route: 404) is the client's mistake, and the
 * request log line already records its status, so it is not an error of ours. A real fault is one
 * error-level line, with its stack, for the operator. A request the client abandoned is neither.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error(
    { err: error, method: request.method, path: new URL(request.url).pathname },
    "error in a loader or action",
  );
};

/**
 * The rendered HTML with React Router's bootstrap module and modulepreload links held back until after the
 * first paint (utils/hydrate-after-paint.ts). A tag may straddle two chunks, so the last few characters of
 * each chunk wait for the next.
 *
 * React writes the document in 4 KB chunks, and each one went on through a web stream, the response and its
 * compression one by one: forty small writes for a page, a sixth of an uncached render's CPU. What React
 * writes in one turn of the event loop leaves as one chunk at the end of that turn (the whole document, for a
 * page without suspended parts), so nothing waits longer than it did.
 */
function holdingBackBootstrapModule(options: { preloads: boolean; whole?: (html: string) => string }): Transform {
  const decoder = new StringDecoder("utf8");
  const keep = Math.max(BOOTSTRAP_MODULE_TAG_END.length, MODULE_PRELOAD_START.length) - 1;
  let tail = "";
  let pending: string[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  const pushPending = (stream: Transform) => {
    scheduled = undefined;
    if (pending.length > 0) stream.push(pending.join(""));
    pending = [];
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = holdBackBootstrapModule(tail + decoder.write(chunk), options);
      const cut = Math.max(0, text.length - keep);
      tail = text.slice(cut);
      pending.push(text.slice(0, cut));
      if (!options.whole) scheduled ??= setImmediate(pushPending, this);
      callback();
    },
    flush(callback) {
      if (scheduled) clearImmediate(scheduled);
      const last = holdBackBootstrapModule(tail + decoder.end(), options);
      if (options.whole) return callback(null, options.whole(pending.join("") + last));
      pushPending(this);
      callback(null, last);
    },
  });
}

/** Admin screens: staff work in them at once, so their scripts are not held back until after the paint. */
function isStaffScreen(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) => match.route.id.startsWith("routes/admin/"));
}

/**
 * A public page is written whole (React finishes it in one turn: nothing suspends) so that its own CSS can
 * replace the stylesheet link (decision 206).
 */
function isPublicPage(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) => match.route.id === PUBLIC_LAYOUT_ID);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let abortRender = () => {};
    const deadline = renderDeadline(() => abortRender(), streamTimeout + 1000);
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA-mode wait for the whole document so they see complete HTML.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = holdingBackBootstrapModule({
            preloads: !isStaffScreen(routerContext),
            whole: isPublicPage(routerContext)
              ? (html) => inlinePageCss(html, new URL(request.url).pathname)
              : undefined,
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          deadline.releaseWhenClosed(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          deadline.release();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while streaming the shell are reported by onShellError; later ones are logged here.
          if (shellRendered)
            logger.error({ err: error, path: new URL(request.url).pathname }, "error while streaming a page");
        },
      },
    );
    abortRender = abort;
  });
}
