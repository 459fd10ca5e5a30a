import { afterAll, beforeAll, expect } from "vitest";

import { loginOverHttp, testAdminEnv } from "./admin-login";
import { createPostgresDatabase, type DriverKind } from "./databases";
import { startServer, type TestServer } from "./server";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * A server on `driver` with a signed-in admin, for driving editors as a script would (no browser, no
 * client-side checks). Call it in a describe block: it starts the server before the block's tests and
 * stops it (and drops the database) after them.
 */
export function adminEditorServer(driver: DriverKind) {
  let server: TestServer;
  let cookie: string;
  let database: { url: string; drop(): Promise<void> } | null = null;

  beforeAll(async () => {
    database = driver === "postgres" ? await createPostgresDatabase({ template: "site" }) : null;
    server = await startServer({ env: { ...testAdminEnv, DATABASE_URL: database?.url ?? "" } });
    cookie = `admin_session=${await loginOverHttp(server.url)}`;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  return {
    /** A signed-in form post, answered as is (redirects not followed). */
    post: (path: string, body: FormData | URLSearchParams) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, Cookie: cookie },
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
    /** A visitor's request, answered as is (redirects not followed). */
    visit: (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" }),
    /** The server's origin (the site's URL in its canonical links). */
    origin: () => server.url,
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
