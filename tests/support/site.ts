import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

import { loginOverHttp, setSessionCookie, testAdminEnv } from "./admin-login";
import { launchBrowser } from "./browser";
import { createPostgresDatabase } from "./databases";
import { type StartOptions, startServer, type TestServer } from "./server";
import { startTestSmtp, type TestSmtp } from "./smtp";
import { copySiteDataDir } from "./templates";
import { recordStatusMessages } from "./toasts";

export type ContextOptions = BrowserContextOptions & {
  /**
   * Signed in as TEST_ADMIN: the file's session (one sign-in over HTTP, made by the first context that asks),
   * set as the context's cookie; a new one is made when a test has signed it out or revoked it.
   */
  signedIn?: boolean;
};

export type SiteOptions = Pick<StartOptions, "env" | "buildDir"> & {
  /**
   * TEST_ADMIN is the first admin, as ADMIN_EMAIL/ADMIN_PASSWORD make it: needed by `signedIn`. The site
   * starts on a copy of the template that already holds it (decision 207), or makes it itself with `firstStart`.
   */
  admin?: boolean;
  /** "postgres": a throwaway database on TEST_DATABASE_URL's server (DATABASE_URL), instead of PGlite. */
  database?: "pglite" | "postgres";
  /**
   * Fills DATA_DIR before the server opens it (PGlite allows one process per folder). It gets the template's
   * copy (the demo site, migrated and seeded, no admin yet unless `admin`), or an empty folder with `firstStart`.
   */
  seed?: (dataDir: string) => Promise<void>;
  /**
   * Start as a real first start does: an empty DATA_DIR (or PostgreSQL database) that the server migrates
   * and seeds itself. Without it the site starts on a copy of the template that such a start leaves
   * (tests/support/templates.ts), 5-10 s sooner.
   */
  firstStart?: boolean;
  /** A fresh context and page for each test, closed after it: `site.context`, `site.page`. */
  pagePerTest?: ContextOptions;
};

export type Site = {
  readonly server: TestServer;
  readonly browser: Browser;
  /** The server's origin, `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** With `database: "postgres"`: the throwaway database the server uses. */
  readonly databaseUrl: string;
  /** With `pagePerTest`: this test's context and page. */
  readonly context: BrowserContext;
  readonly page: Page;
  /** A new browser context on the site; closed with the browser if the test does not close it. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** A page in a context of its own (close it with `page.context().close()`). */
  newPage(options?: ContextOptions): Promise<Page>;
};

/**
 * The set-up every browser test file shares. Call it at the top of a file or `describe` block: its
 * beforeAll starts the production build on a free port (own DATA_DIR) and Chromium side by side, and
 * its afterAll closes the browser, stops the server and deletes what it made (DATA_DIR, a PostgreSQL
 * database). The returned object's fields are ready inside tests and later hooks.
 */
export function siteUnderTest(options: SiteOptions = {}): Site {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let dataDir: string | undefined;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let perTest: { context: BrowserContext; page: Page } | undefined;
  let session: string | undefined;

  // A sign-in costs the server a production-cost scrypt hash (1-5 s of CPU on a loaded two-core machine), so
  // the file's contexts share one session; one a test signed out or revoked is replaced, not reused.
  const signedInSession = async (): Promise<string> => {
    if (session) {
      const check = await fetch(`${site.url}/admin`, {
        redirect: "manual",
        headers: { Cookie: `admin_session=${session}` },
      });
      await check.body?.cancel();
      if (check.status === 200) return session;
    }
    session = await loginOverHttp(site.url);
    return session;
  };

  const ready = <T>(value: T | undefined, what: string, made: string): T => {
    if (value === undefined) throw new Error(`siteUnderTest: no ${what} here (${made})`);
    return value;
  };
  const inBeforeAll = "it is made in beforeAll: use it in tests and hooks";
  const inBeforeEach = "pass pagePerTest: it is made before each test";

  const site: Site = {
    get server() {
      return ready(server, "server", inBeforeAll);
    },
    get browser() {
      return ready(browser, "browser", inBeforeAll);
    },
    get url() {
      return ready(server, "server", inBeforeAll).url;
    },
    get databaseUrl() {
      return ready(database, "database", 'pass database: "postgres"').url;
    },
    get context() {
      return ready(perTest, "context", inBeforeEach).context;
    },
    get page() {
      return ready(perTest, "page", inBeforeEach).page;
    },
    async newContext({ signedIn, ...contextOptions } = {}) {
      const context = await site.browser.newContext(contextOptions);
      await context.addInitScript(recordStatusMessages);
      if (signedIn) {
        if (!options.admin)
          throw new Error("signedIn needs siteUnderTest({ admin: true }), which creates the admin it signs in as");
        await setSessionCookie(context, site.url, await signedInSession());
      }
      return context;
    },
    async newPage(contextOptions) {
      return (await site.newContext(contextOptions)).newPage();
    },
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
    if (options.database === "postgres") {
      database = await createPostgresDatabase(
        options.firstStart ? {} : { template: options.admin ? "site-admin" : "site", buildDir: options.buildDir },
      );
    } else if (!options.firstStart) {
      await copySiteDataDir(dataDir, options.buildDir, options.admin);
    }
    await options.seed?.(dataDir);
    const env = {
      ...(options.admin ? testAdminEnv : {}),
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...options.env,
    };
    // Side by side; both settle before a failure is reported, so afterAll stops whichever did start.
    const [started, launched] = await Promise.allSettled([
      startServer({ env, dataDir, buildDir: options.buildDir }),
      launchBrowser(),
    ]);
    if (started.status === "fulfilled") server = started.value;
    if (launched.status === "fulfilled") browser = launched.value;
    for (const result of [started, launched]) if (result.status === "rejected") throw result.reason;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  if (options.pagePerTest) {
    const pageOptions = options.pagePerTest;
    beforeEach(async () => {
      const context = await site.newContext(pageOptions);
      perTest = { context, page: await context.newPage() };
    });
    afterEach(async () => {
      await perTest?.context.close();
      perTest = undefined;
    });
  }

  return site;
}

export type SiteWithSmtp = Site & {
  /** The test SMTP server the site sends through (its SMTP_URL): `received` mails, `failNext(n)`. */
  readonly smtp: TestSmtp;
};

/**
 * `siteUnderTest` with a real SMTP server (tests/support/smtp.ts) started first and set as the site's
 * SMTP_URL; it is closed after the site has stopped. For tests of anything the site emails.
 */
export function siteWithSmtp(options: SiteOptions = {}): SiteWithSmtp {
  let smtp: TestSmtp | undefined;
  const env: Record<string, string | undefined> = { ...options.env };
  // Registered before siteUnderTest's hooks: the server starts with SMTP_URL set, and (after-hooks run in
  // reverse order) stops before the SMTP server closes.
  beforeAll(async () => {
    smtp = await startTestSmtp();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp?.close());
  const site = siteUnderTest({ ...options, env });
  return Object.defineProperty(site, "smtp", {
    get() {
      if (!smtp) throw new Error("siteWithSmtp: no smtp here (it is made in beforeAll: use it in tests and hooks)");
      return smtp;
    },
  }) as SiteWithSmtp;
}
