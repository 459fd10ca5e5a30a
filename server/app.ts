import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import "react-router";
import { openDatabase, type Database } from "~/db/client.server";
import { seedDemoContent } from "~/db/seed.server";
import { DATA_REQUEST_HEADER, ensureBootstrapAdmin } from "~/utils/auth.server";
import type { Config } from "~/utils/env.server";
import { countPageViews, createPageViewCounter } from "~/utils/page-views.server";
import { setRuntime } from "~/utils/runtime.server";
import { purgeExpiredSessions } from "~/utils/session.server";
import { originCheck } from "./origin-check";
import { securityHeaders } from "./security-headers";

export { ConfigError, readConfig } from "~/utils/env.server";

export type Site = { app: express.Express; database: Database; close(): Promise<void> };

export type SiteOptions = {
  /** Production: serve build/client; development: Vite's middlewares. */
  assets: { kind: "static"; clientDir: string } | { kind: "vite"; middlewares: RequestHandler };
  log?: (message: string) => void;
};

const HOUR_MS = 60 * 60 * 1000;

/** Opens the database (migrating and seeding it) and builds the request handler. */
export async function startSite(config: Config, options: SiteOptions): Promise<Site> {
  const log = options.log ?? ((message: string) => console.log(message));
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    onPoolError: (error) => log(`database connection lost: ${error.message}`),
  });
  try {
    if (await seedDemoContent(database.db)) log("Seeded the demo content.");
    await ensureBootstrapAdmin(database.db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, print: log });
  } catch (error) {
    await database.close();
    throw error;
  }
  setRuntime({ config, database });

  const purgeTimer = setInterval(() => {
    purgeExpiredSessions(database.db).catch((error: Error) => log(`session purge failed: ${error.message}`));
  }, HOUR_MS);
  purgeTimer.unref();
  const pageViews = createPageViewCounter(database.db, { log });

  const base = config.BASE_PATH;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(compression());
  app.use(securityHeaders(config));

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
    app.use(
      `${base}assets`,
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
    );
    app.use(base, express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.use(originCheck(config));
  app.use(countPageViews(pageViews, base));
  app.use((req, _res, next) => {
    // Only the server decides what counts as a client-side data request (see requireAdmin).
    delete req.headers[DATA_REQUEST_HEADER];
    if (req.path.endsWith(".data")) req.headers[DATA_REQUEST_HEADER] = "1";
    next();
  });
  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext: (req, res) => ({ cspNonce: String(res.locals.cspNonce ?? ""), clientIp: req.ip ?? "unknown" }),
    }),
  );

  return {
    app,
    database,
    async close() {
      clearInterval(purgeTimer);
      await pageViews.close().catch((error: Error) => log(`page view flush failed: ${error.message}`));
      setRuntime(undefined);
      await database.close();
    },
  };
}
