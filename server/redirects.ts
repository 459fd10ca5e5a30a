import type { IncomingMessage } from "node:http";

import type { RequestHandler } from "express";

import { type Redirect, RedirectTable } from "~/features/redirects/redirect-rules";

import { generationalValue } from "./generational-value";
import { pathOf } from "./request-log";

/**
 * Staff's redirects, answered ahead of the page cache and of every page (decision 170). The table lives in
 * memory (`generationalValue`): a visitor's request never waits on a query unless an admin write just moved
 * the page cache's generation.
 */
export function staffRedirects(options: {
  base: string;
  load: () => Promise<Redirect[]>;
  generation: () => number;
  ttlMs: number;
  log: (message: string) => void;
}) {
  const { base } = options;
  const redirects = generationalValue({
    what: "redirects",
    load: async () => new RedirectTable(await options.load()),
    fallback: new RedirectTable([]),
    generation: options.generation,
    ttlMs: options.ttlMs,
    log: options.log,
  });

  /** The path below the base a GET or HEAD asks for, if redirects may apply to it. */
  function candidatePath(req: IncomingMessage): string | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const path = pathOf(req.url);
    if (!path.startsWith(base)) return null;
    const local = `/${path.slice(base.length)}`;
    return /^\/(admin|assets|media)(\/|$)/.test(local) ? null : local;
  }

  return {
    /** Whether the request must skip the page cache: it has a redirect, or the table is out of date. */
    mayAnswer(req: IncomingMessage): boolean {
      const path = candidatePath(req);
      if (path === null) return false;
      const table = redirects.peek();
      return table === undefined || table.resolve(path) !== undefined;
    },

    middleware: (async (req, res, next) => {
      const path = candidatePath(req);
      if (path === null) return next();
      const answer = (await redirects.get()).resolve(path);
      if (!answer) return next();
      const query = req.url.slice(pathOf(req.url).length);
      // The visitor's query (a campaign's utm_ tags) goes along unless the target has its own.
      const keepQuery = query !== "" && !answer.location.includes("?");
      const target = answer.location.startsWith("/") ? `${base}${answer.location.slice(1)}` : answer.location;
      // A permanent redirect is cached by browsers for an hour only, so a mistake can still be undone.
      res.setHeader("Cache-Control", answer.status === 301 ? "public, max-age=3600" : "no-store");
      res.redirect(answer.status, `${target}${keepQuery ? query : ""}`);
    }) satisfies RequestHandler,
  };
}
