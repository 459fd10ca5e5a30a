import type { RequestListener } from "node:http";
import path from "node:path";

import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";

import { type Database, openDatabase, setDatabase } from "~/db/client.server";
import { seedDemoContentTypes } from "~/db/demo-seeds.server";
import { setToastSecret } from "~/features/toast/toast.server";
import { startJobs } from "~/jobs/jobs.server";
import { ensureBootstrapAdmin } from "~/models/admin-users.server";
import { listPublishedPageAddresses } from "~/models/pages.server";
import { listRedirects } from "~/models/redirects.server";
import { getServerSecret } from "~/models/server-secrets.server";
import { ContentMemo, setContentMemo } from "~/utils/content-memo.server";
import { DATA_REQUEST_HEADER } from "~/utils/data-request.server";
import { type Config, setConfig } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { MAX_FORM_BYTES } from "~/utils/request-body.server";

import { adminHeaders } from "./admin-headers";
import { adminWriteGuard } from "./admin-write-guard";
import { allowedMethods } from "./allowed-methods";
import { bodyLimit } from "./body-limit";
import { canonicalPaths } from "./canonical-path";
import { type ContentSync, startContentSync } from "./content-sync";
import { generationalValue } from "./generational-value";
import { BurstMemoryRelease } from "./memory-release";
import { originCheck } from "./origin-check";
import { isAdminPath, isLivePreviewPath, publicPageCache } from "./page-cache";
import { pageKeys } from "./page-cache-key";
import { PageCache } from "./page-cache-store";
import { countPageViews, countPrefetchedViews, createPageViewCounter } from "./page-views";
import { reactRouterHandler } from "./react-router-handler";
import { staffRedirects } from "./redirects";
import { RenderQueue } from "./render-queue";
import { requestLog, requestLogWriter } from "./request-log";
import { securityHeaders, securityPolicy } from "./security-headers";
import { isSiteHost, rejectMalformedHost } from "./site-hosts";

export { ConfigError, readConfig } from "~/utils/env.server";
export { logger } from "~/utils/logger.server";

export type Site = {
  /** The node:http listener: page-cache hits answered at once, everything else through `app`. */
  handler: RequestListener;
  app: express.Express;
  database: Database;
  close(): Promise<void>;
};

export type SiteOptions = {
  /** Production: serve build/client; development: Vite's middlewares. */
  assets: { kind: "static"; clientDir: string } | { kind: "vite"; middlewares: RequestHandler };
  log?: (message: string) => void;
};

const PAGE_CACHE_TTL_MS = 10 * 60 * 1000;
/** Memoised public reads: a few per page and locale, plus the slugs asked for (unknown ones included). */
const CONTENT_MEMO_ENTRIES = 1_000;

/**
 * Opens the database, migrating it and seeding the demo content a first start needs. Exported so the test
 * suite can make its template DATA_DIR and database with the build's own code (tests/support/templates.ts).
 */
export async function openSiteDatabase(config: Config, log: (message: string) => void): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    onPoolError: (error) => log(`database connection lost: ${error.message}`),
  });
  try {
    await seedDemoContentTypes(database.db, log);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * A database without an admin gets its first: ADMIN_EMAIL/ADMIN_PASSWORD's, or a generated one. Exported
 * for the test suite's template of a site whose first start has made its admin (tests/support/templates.ts).
 */
export async function ensureFirstAdmin(database: Database, config: Config): Promise<void> {
  // Printed plainly to the console, not logged: the one-time password must not end up in log storage.
  await ensureBootstrapAdmin(database.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    print: (message) => console.log(message),
  });
}

/** Opens the database (migrating and seeding it) and builds the request handler. */
export async function startSite(config: Config, options: SiteOptions): Promise<Site> {
  logger.level = config.LOG_LEVEL;
  const log = options.log ?? ((message: string) => logger.info(message));
  const database = await openSiteDatabase(config, log);
  try {
    await ensureFirstAdmin(database, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  setConfig(config);
  setDatabase(database);
  setToastSecret(await getServerSecret(database.db, "flash-toast"));
  if (config.isProduction && !config.PUBLIC_URL) {
    logger.warn(
      { origin: config.origin },
      `PUBLIC_URL is not set: canonical links, social tags and the sitemap use ${config.origin}. Set PUBLIC_URL to the address visitors use.`,
    );
  }

  const pageCache = new PageCache({
    // Development renders fresh pages so edits to the code show at once.
    maxBytes: config.NODE_ENV === "development" ? 0 : config.PAGE_CACHE_MB * 1024 * 1024,
    ttlMs: PAGE_CACHE_TTL_MS,
  });
  // Public content is read once per cache generation: every invalidation (local, another instance's, the
  // blog scheduler's) bumps it (decision 162). Off in development, like the page cache.
  if (config.NODE_ENV !== "development")
    setContentMemo(
      new ContentMemo({
        generation: () => pageCache.generation,
        ttlMs: PAGE_CACHE_TTL_MS,
        maxEntries: CONTENT_MEMO_ENTRIES,
      }),
    );
  let contentSync: ContentSync | undefined;
  if (config.DATABASE_URL && database.pool) {
    contentSync = startContentSync({
      databaseUrl: config.DATABASE_URL,
      pool: database.pool,
      logger,
      onRemoteChange: () => pageCache.clear({ silent: true }),
    });
    pageCache.onInvalidate(() => void contentSync?.announce());
  }
  const backgroundJobs = await startJobs({
    config,
    db: database.db,
    log,
    // A clear here is announced to the other instances like an admin write's.
    onContentPublished: () => pageCache.clear(),
  });
  const build = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const loadContext = (req: express.Request, res: express.Response) => ({
    cspNonce: String(res.locals.cspNonce ?? ""),
    clientIp: req.ip ?? "unknown",
  });
  const pageViews = createPageViewCounter(database.db, { log, siteHost: new URL(config.origin).hostname });

  const base = config.BASE_PATH;
  const policy = securityPolicy(config);
  const logRequest = requestLogWriter(logger, { quietPaths: [`${base}healthz`] });
  // Staff's published page addresses, in memory like the redirects: an unknown /x is the one cached 404.
  const publishedPages = generationalValue({
    what: "page addresses",
    load: async () => new Set((await listPublishedPageAddresses(database.db)).map((page) => page.address)),
    fallback: new Set<string>(),
    generation: () => pageCache.generation,
    ttlMs: PAGE_CACHE_TTL_MS,
    log,
  });
  // Read before the first visitor, so an unknown /x is the cached 404 from the start.
  await publishedPages.get();
  // The route table, read once: the page cache's keys come from the routes' declared query parameters.
  const { routes, routeDiscovery } = await build();
  const pageCacheHandlers = publicPageCache({
    manifestPath: `${base}${(routeDiscovery?.manifestPath ?? "/__manifest").replace(/^\//, "")}`,
    cache: pageCache,
    keys: pageKeys(routes, base, { isPublishedPage: (address) => publishedPages.peek()?.has(address) }),
    queue: new RenderQueue({ concurrency: config.RENDER_CONCURRENCY, limit: config.RENDER_QUEUE_LIMIT }),
    base,
    origin: config.origin,
    isSiteHost: isSiteHost(config),
    policy,
    build,
    loadContext,
    logRequest,
    pageViews,
  });
  const redirects = staffRedirects({
    base,
    load: () => listRedirects(database.db),
    generation: () => pageCache.generation,
    ttlMs: PAGE_CACHE_TTL_MS,
    log,
  });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(requestLog(logRequest));
  app.use(allowedMethods);
  app.use(rejectMalformedHost(config));
  app.use(compression());
  app.use(securityHeaders(policy, config));
  app.use(adminHeaders(config));
  app.use(redirects.middleware);
  app.use(countPageViews(pageViews, base));

  app.get(`${base}healthz`, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await database.ping();
      res.json({ status: "ok", db: "ok" });
    } catch {
      res.status(503).json({ status: "error", db: "error" });
    }
  });

  if (options.assets.kind === "vite") {
    app.use(options.assets.middlewares);
  } else {
    const clientDir = options.assets.clientDir;
    // Hashed assets come with a brotli copy made at build time (scripts/precompress-assets.ts).
    app.use(
      `${base}assets`,
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false },
      }),
    );
    app.use(base, express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.use(canonicalPaths({ base, build }));
  app.use(originCheck(config));
  app.use(adminWriteGuard(config, database.db));
  app.use(bodyLimit({ base, build, defaultMaxBytes: MAX_FORM_BYTES }));
  app.use(countPrefetchedViews(pageViews, base));
  app.use((req, _res, next) => {
    // Only the server decides what counts as a client-side data request (see requireAdmin).
    delete req.headers[DATA_REQUEST_HEADER];
    if (req.path.endsWith(".data")) req.headers[DATA_REQUEST_HEADER] = "1";
    next();
  });
  app.use((req, res, next) => {
    // Staff write content only through the admin area: a successful write there clears the page cache.
    if (
      isAdminPath(req.path, base) &&
      req.method !== "GET" &&
      req.method !== "HEAD" &&
      !isLivePreviewPath(req.path, base)
    ) {
      res.on("finish", () => {
        if (res.statusCode < 400) pageCache.clear();
      });
    }
    next();
  });
  // After an admin write the page addresses are read once more before a miss is keyed (one query per change).
  app.use((_req, _res, next) => void publishedPages.get().then(() => next(), next));
  app.use(pageCacheHandlers.renderMiss);
  app.use(pageCacheHandlers.renderGate);
  app.use(reactRouterHandler({ build, origin: config.origin, getLoadContext: loadContext }));
  app.use(errorHandler);

  const memoryRelease = new BurstMemoryRelease({
    onRelease: ({ beforeBytes, afterBytes, ms }) =>
      logger.debug(
        {
          heapBeforeMb: Math.round(beforeBytes / 2 ** 20),
          heapAfterMb: Math.round(afterBytes / 2 ** 20),
          ms: Math.round(ms),
        },
        "gave back the heap a burst of requests grew",
      ),
    onError: (error) => logger.warn({ err: error }, "cannot give back the heap after bursts; V8 will, later"),
  }).start();
  return {
    handler: (req, res) => {
      memoryRelease.noteRequest();
      // A redirect is answered before the page cache (decision 170).
      if (redirects.mayAnswer(req) || !pageCacheHandlers.serveHit(req, res)) app(req, res);
    },
    app,
    database,
    async close() {
      memoryRelease.stop();
      await backgroundJobs.stop();
      await contentSync?.close();
      await pageViews.close().catch((error: Error) => log(`page view flush failed: ${error.message}`));
      setContentMemo(undefined);
      setDatabase(undefined);
      setConfig(undefined);
      await database.close();
    },
  };
}

const errorHandler: ErrorRequestHandler = (error: Error & { status?: number }, req, res, next) => {
  // Expected outcomes raised by middleware (a missing asset's 404, a bad request's 400) keep their status.
  const status = typeof error.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500)
    logger.error({ err: error, reqId: res.locals.requestId, method: req.method, path: req.path }, "unhandled error");
  if (res.headersSent) return next(error);
  res
    .status(status)
    .type("text/plain")
    .send(status === 404 ? "Not Found" : status === 500 ? "Internal Server Error" : "Bad Request");
};
