import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, expect } from "vitest";

import { type Db, openDatabase } from "~/db/client.server";
import type { Role } from "~/features/roles/roles";
import { createAdmin } from "~/models/admin-users.server";
import { createSession } from "~/models/sessions.server";

import { loginOverHttp, testAdminEnv } from "./admin-login";
import { createPostgresDatabase, type DriverKind } from "./databases";
import { freePort, startServer, type TestServer } from "./server";
import { copySiteDataDir } from "./templates";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** A member of staff made in the database before the server starts; `<key>@example.test` unless `email` is given. */
export type StaffMember = { password: string; role?: Role; email?: string };

export type AdminServerOptions<K extends string> = {
  /**
   * Staff made in the database before the server starts, each with a session of its own: `cookies[key]`.
   * Without it, TEST_ADMIN is the first admin (ADMIN_EMAIL) and signs in over HTTP.
   */
  staff?: Record<K, StaffMember>;
  /**
   * What else the tests need in the database (or read from it) before the server starts, with the staff's
   * ids: on PGlite the server holds DATA_DIR once it runs.
   */
  prepare?(db: Db, staff: Record<K, string>): Promise<void>;
  /** The server's environment; a function when it is known only once earlier hooks ran (a test SMTP server's URL). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Start on a port known beforehand with PUBLIC_URL `http://<publicHost>:<port>`: the origin forms post from. */
  publicHost?: "127.0.0.1" | "localhost";
  /** The start of the PostgreSQL database's (or the DATA_DIR folder's) name, so a leftover says who made it. */
  prefix?: string;
};

/**
 * A server on `driver` with the demo site and signed-in staff, for driving the admin as a script would (no
 * browser, no client-side checks). Call it in a describe block: it starts the server before the block's tests
 * and stops it (and drops the database, or deletes DATA_DIR) after them.
 */
export function adminEditorServer<K extends string = never>(
  driver: DriverKind = "pglite",
  options: AdminServerOptions<K> = {},
) {
  let server: TestServer;
  let origin = "";
  let cookie = "";
  let dataDir = "";
  const cookies = {} as Record<K, string>;
  let database: { url: string; drop(): Promise<void> } | null = null;

  beforeAll(async () => {
    // Without staff, TEST_ADMIN is already the first admin in the copy (made once, decision 207).
    const withTestAdmin = !options.staff;
    database =
      driver === "postgres"
        ? await createPostgresDatabase({ prefix: options.prefix, template: withTestAdmin ? "site-admin" : "site" })
        : null;
    if (!database) {
      dataDir = mkdtempSync(path.join(os.tmpdir(), `${options.prefix ?? "site-test"}-`));
      await copySiteDataDir(dataDir, undefined, withTestAdmin);
    }
    if (options.staff || options.prepare) {
      const opened = database
        ? await openDatabase({ databaseUrl: database.url })
        : await openDatabase({ dataDir, lockPurpose: "test setup" });
      try {
        const ids = {} as Record<K, string>;
        for (const [key, member] of Object.entries(options.staff ?? {}) as [K, StaffMember][]) {
          const { email = `${key}@example.test`, password, role } = member;
          ids[key] = (await createAdmin(opened.db, { email, password, role })).id;
          cookies[key] = `admin_session=${(await createSession(opened.db, ids[key])).token}`;
          cookie ||= cookies[key];
        }
        await options.prepare?.(opened.db, ids);
      } finally {
        await opened.close();
      }
    }
    const port = options.publicHost ? await freePort() : null;
    if (port) origin = `http://${options.publicHost}:${port}`;
    server = await startServer({
      ...(dataDir ? { dataDir } : {}),
      env: {
        ...(options.staff ? {} : testAdminEnv),
        DATABASE_URL: database?.url ?? "",
        ...(port ? { PORT: String(port), PUBLIC_URL: origin } : {}),
        ...(typeof options.env === "function" ? options.env() : options.env),
      },
    });
    origin ||= server.url;
    if (!options.staff) cookie = `admin_session=${await loginOverHttp(server.url)}`;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    /**
     * A form post as the first staff member (or `as`; null: as a visitor), answered as is (redirects not
     * followed). A string body is sent as it is, as an urlencoded form.
     */
    post: (path: string, body: FormData | URLSearchParams | string, as: string | null = cookie) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          Origin: origin,
          ...(as ? { Cookie: as } : {}),
          ...(typeof body === "string" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        },
        body,
      }),
    /** A signed-in page's HTML; anything but a 200 fails the test. */
    adminPage: async (path: string) => {
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      return response.text();
    },
    /** A public page's HTML, as a visitor gets it. */
    publicPage: async (path: string) => (await fetch(`${server.url}${path}`)).text(),
    /** A request (a visitor's, unless `headers` has a Cookie), answered as is (redirects not followed). */
    visit: (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { redirect: "manual", headers }),
    /** The site's origin: PUBLIC_URL with `publicHost`, else the server's (its canonical links' and forms' Origin). */
    origin: () => origin,
    get server() {
      return server;
    },
    /** Stops the server, then reads its database (on PGlite nothing else may open it while the server runs). */
    async readAfterStop<T>(read: (db: Db) => Promise<T>): Promise<T> {
      await server.stop();
      const opened = database
        ? await openDatabase({ databaseUrl: database.url })
        : await openDatabase({ dataDir: server.dataDir, lockPurpose: "test check" });
      try {
        return await read(opened.db);
      } finally {
        await opened.close();
      }
    },
    /** With driver "postgres": the throwaway database the server uses. */
    get databaseUrl() {
      return database?.url ?? "";
    },
    /** The session cookie (`admin_session=…`) of the first staff member, or of TEST_ADMIN. */
    get cookie() {
      return cookie;
    },
    /** Each staff member's session cookie, by key. */
    get cookies() {
      return cookies;
    },
  };
}

/** A multipart body; a list adds the field once per item (tag inputs). */
export function multipartForm(fields: Record<string, string | File | (string | File)[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item);
  return data;
}

/** The id in the href of the link whose aria-label is `label` (e.g. "Edit Audio"). */
export function linkedId(html: string, label: string): string | undefined {
  const anchor = [...html.matchAll(/<a\s[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => tag.includes(`aria-label="${label}"`));
  return anchor ? new RegExp(`href="[^"]*/(${UUID})"`).exec(anchor)?.[1] : undefined;
}
