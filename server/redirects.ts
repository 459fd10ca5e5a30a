import type { IncomingMessage } from "node:http";

import type { RequestHandler } from "express";

import { type Redirect, RedirectTable } from "~/features/redirects/redirect-rules";

import { pathOf } from "./request-log";

/**
 * Staff's redirects, answered ahead of the page cache and of every page (decision 170). The table lives in
 * memory and is read again only when the page cache's generation moves (every admin write, here or on
 * another instance, bumps it) or after `ttlMs`, the page cache's own bound for a lost notification: a
 * visitor's request never waits on a query otherwise.
 */
export function staffRedirects(options: {
  base: string;
  load: () => Promise<Redirect[]>;
  generation: () => number;
  ttlMs: number;
  log: (message: string) => void;
}) {
  const { base } = options;
  let table: RedirectTable | undefined;
  let loaded = { generation: -1, at: 0 };
  let loading: Promise<RedirectTable> | undefined;

  const current = () =>
    table !== undefined && loaded.generation === options.generation() && Date.now() - loaded.at < options.ttlMs;

  function reload(): Promise<RedirectTable> {
    loading ??= (async () => {
      const generation = options.generation();
      try {
        table = new RedirectTable(await options.load());
        loaded = { generation, at: Date.now() };
      } catch (error) {
        // The pages still answer: the last table (or none) serves until the database is back.
        options.log(`redirects could not be read: ${(error as Error).message}`);
        table ??= new RedirectTable([]);
      }
      return table;
    })().finally(() => (loading = undefined));
    return loading;
  }

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
      return !current() || table!.resolve(path) !== undefined;
    },

    middleware: (async (req, res, next) => {
      const path = candidatePath(req);
      if (path === null) return next();
      const answer = (current() ? table! : await reload()).resolve(path);
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
