// Every admin route in app/routes.ts must call requireAdmin(request) first in its loader and action,
// and a signed-out request must get nothing: a page redirects to the login page, a data request or a
// form post gets 401. A new admin route without the guard fails here. Signed in, each role gets what
// decision 180's table gives it and 403 elsewhere; a route with no permission in the map fails here too.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../../app/db/client.server";
import { adminUsers } from "../../app/db/schema";
import { can, type Role, ROLES } from "../../app/features/roles/roles";
import { adminRoutePermissions, permissionForPath } from "../../app/features/roles/route-permissions.server";
import { createAdmin } from "../../app/models/admin-users.server";
import { createSession } from "../../app/models/sessions.server";
import routes from "../../app/routes";
import { loginOverHttp, TEST_ADMIN } from "../support/admin-login";
import { cheapPasswordHashing } from "../support/password-cost";
import { projectRoot, startServer, type TestServer } from "../support/server";
import { copySiteDataDir } from "../support/templates";

cheapPasswordHashing();

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/**
 * Routes under admin/ that are open by design. The passkey options (decision 118) serve a passwordless
 * sign-in and the login's second step; for registration they check the session themselves (tested below).
 */
const PUBLIC_ADMIN_FILES = new Set([
  "routes/admin/account/login.tsx",
  "routes/admin/account/login-two-factor.tsx",
  "routes/admin/account/logout.ts",
  "routes/admin/not-found.tsx",
  "routes/admin/account/passkey-options.ts",
  // An invitation's link (decision 181): whoever holds it chooses a password; rate-limited, tested in invitations.test.ts.
  "routes/admin/account/invitation.tsx",
]);

/** `pattern`: the route's full path ("/admin/blog/:id"), as the permission map names it. */
type AdminRoute = { file: string; url: string | null; index: boolean; pattern: string };

function joinPath(parent: string, child: string | undefined): string {
  if (!child) return parent;
  return `${parent.replace(/\/$/, "")}/${child}`;
}

/** A concrete URL for a route path: params get a valid-looking UUID, optional segments are dropped. */
function concretePath(routePath: string): string {
  return routePath
    .split("/")
    .filter((segment) => !segment.endsWith("?"))
    .map((segment) =>
      segment.startsWith(":") ? "0d9e2c7a-4f0b-4c5e-9a51-3b0f6a1d2e44" : segment === "*" ? "x" : segment,
    )
    .join("/");
}

function collectAdminRoutes(entries: RouteEntry[], parentPath = ""): AdminRoute[] {
  const found: AdminRoute[] = [];
  for (const entry of entries) {
    const full = joinPath(parentPath, entry.path);
    // Staff-only screens in the public frame (the post preview) are admin routes by their path.
    const isAdmin = entry.file.startsWith("routes/admin/") || /^\/?admin\//.test(full);
    if (isAdmin && !PUBLIC_ADMIN_FILES.has(entry.file)) {
      const isPage = entry.index === true || entry.path !== undefined;
      found.push({
        file: entry.file,
        url: isPage ? concretePath(full || "/") : null,
        index: entry.index === true,
        pattern: `/${full.replace(/^\//, "")}`,
      });
    }
    if (entry.children) found.push(...collectAdminRoutes(entry.children, full));
  }
  return found;
}

/** The first statement of an exported `loader`/`action` function (declaration or const arrow/function). */
function firstStatementOf(source: ts.SourceFile, name: string): string | "missing" | "not-inline" {
  let result: string | "missing" | "not-inline" = "missing";
  const bodyFirst = (body: ts.ConciseBody | undefined) => {
    if (!body) return "not-inline";
    if (!ts.isBlock(body)) return body.getText(source);
    return body.statements[0]?.getText(source) ?? "";
  };
  for (const statement of source.statements) {
    const exported =
      ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isFunctionDeclaration(statement) && exported && statement.name?.text === name)
      result = bodyFirst(statement.body);
    if (ts.isVariableStatement(statement) && exported) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
        const init = declaration.initializer;
        result =
          init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) ? bodyFirst(init.body) : "not-inline";
      }
    }
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      if (statement.exportClause.elements.some((element) => element.name.text === name)) result = "not-inline";
    }
  }
  return result;
}

const GUARD_FIRST =
  /^(?:(?:const|let)\s+[\w{}\s,:]+=\s*)?await\s+requireAdmin\(\s*request\s*(?<frame>,\s*\{\s*frame:\s*true\s*\}\s*)?\)\s*;?$/;
/** The one route whose guard checks only the session: its loader runs beside every screen's, which checks its own. */
const FRAME_FILE = "routes/admin/layout.tsx";

const adminRoutes = collectAdminRoutes(routes as RouteEntry[]);

describe("the admin route list", () => {
  it("covers the layout, the overview and settings at least", () => {
    const files = adminRoutes.map((route) => route.file);
    expect(files).toEqual(
      expect.arrayContaining([
        "routes/admin/layout.tsx",
        "routes/admin/overview.tsx",
        "routes/admin/settings/settings.tsx",
      ]),
    );
    expect(adminRoutes.find((route) => route.file === "routes/admin/overview.tsx")?.url).toBe("/admin");
  });
});

describe.each(adminRoutes)("$file", (route) => {
  const absolute = path.join(projectRoot, "app", route.file);
  const source = ts.createSourceFile(
    absolute,
    readFileSync(absolute, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );

  it("calls requireAdmin(request) first in its loader and action", async () => {
    const module = (await import(/* @vite-ignore */ absolute)) as Record<string, unknown>;
    expect(module.loader, `${route.file} has no loader: an admin page must check the session`).toBeTypeOf("function");
    for (const name of ["loader", "action"] as const) {
      if (typeof module[name] !== "function") continue;
      const first = firstStatementOf(source, name);
      expect(first, `${route.file}: export ${name} as a function defined in the file`).not.toMatch(
        /^(missing|not-inline)$/,
      );
      expect(first, `${route.file}: the first statement of ${name} must be \`await requireAdmin(request)\``).toMatch(
        GUARD_FIRST,
      );
      expect(
        Boolean(GUARD_FIRST.exec(first)?.groups?.frame),
        `${route.file}: only the layout skips the permission`,
      ).toBe(route.file === FRAME_FILE);
    }
  });

  it.runIf(route.file !== FRAME_FILE)("has a permission in the map (decision 180)", () => {
    expect(
      adminRoutePermissions().has(route.pattern),
      `${route.pattern} (${route.file}) has no permission: add it to app/features/roles/route-permissions.server.ts`,
    ).toBe(true);
    expect(permissionForPath(route.url ?? route.pattern)).toBe(adminRoutePermissions().get(route.pattern));
  });
});

describe("signed out, every admin route refuses", () => {
  let server: TestServer;
  let signedInCookie: string;
  beforeAll(async () => {
    server = await startServer({ admin: true });
    signedInCookie = `admin_session=${await loginOverHttp(server.url)}`;
  });
  afterAll(() => server?.stop());

  const pages = adminRoutes.filter((route): route is AdminRoute & { url: string } => route.url !== null);

  const expectAdminHeaders = (response: Response) => {
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("no-store");
  };

  it.each(pages)("GET $url redirects to the login page, keeping where it was going", async ({ url }) => {
    const response = await fetch(`${server.url}${url}?tab=1`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expectAdminHeaders(response);
    const location = new URL(response.headers.get("location")!, server.url);
    expect(location.pathname).toBe("/admin/login");
    expect(location.searchParams.get("redirectTo")).toBe(`${url}?tab=1`);
    const root = await fetch(`${server.url}/admin`, { redirect: "manual" });
    expect(root.headers.get("location")).toBe("/admin/login");
  });

  it.each(pages)("GET $url.data answers 401 with no data, where a signed-in request gets the data", async ({ url }) => {
    const dataUrl = `${server.url}${url === "/" ? "/_root" : url}.data`;
    const refused = await fetch(dataUrl, { redirect: "manual" });
    expect(refused.status).toBe(401);
    expectAdminHeaders(refused);
    const body = await refused.text();
    expect(body).not.toContain(TEST_ADMIN.email);
    const allowed = await fetch(dataUrl, { redirect: "manual", headers: { Cookie: signedInCookie } });
    // Signed in, the guard lets it through: the data, or 404 where the route's test id names no record
    // (the id anywhere in the path: /admin/blog/<id>/revisions), or a download's answer to the test's
    // empty query (a CSV of nothing, "Nothing is stored" for /admin/data-requests/export.json).
    if (/\/[0-9a-f]{8}-[0-9a-f-]{27}(\/|$)|\.(csv|json)$/.test(url)) {
      expect([200, 404]).toContain(allowed.status);
    } else if (url === "/admin/settings") {
      // Settings opens on one of its parts (decision 157): React Router's redirect (202) to it.
      expect(allowed.status).toBe(202);
    } else if (url === "/admin/set-password") {
      // Only an admin with a temporary password stays there (decision 145); the test admin chose theirs,
      // so the data request gets React Router's redirect (202) on to the overview.
      expect(allowed.status).toBe(202);
    } else if (url === "/admin/home-copy") {
      // The home page's texts moved under Page texts (decision 174): the old address redirects there.
      expect(allowed.status).toBe(202);
    } else {
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain(TEST_ADMIN.email);
    }
  });

  it.each(pages)(
    "POST $url answers 401 (or 405 where there is no action) and changes nothing",
    async ({ url, index, file }) => {
      const module = (await import(/* @vite-ignore */ path.join(projectRoot, "app", file))) as Record<string, unknown>;
      const query = index ? "?index" : "";
      const init = {
        method: "POST",
        redirect: "manual" as const,
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=anything",
      };
      const expected = typeof module.action === "function" ? [401] : [401, 405];
      for (const target of [`${server.url}${url}${query}`, `${server.url}${url}.data${query}`]) {
        const response = await fetch(target, init);
        expect(expected, `${target} answered ${response.status}`).toContain(response.status);
        expect(await response.text()).not.toContain(TEST_ADMIN.email);
      }
    },
  );

  it("gives passkey registration options only to a signed-in admin, and second-step options only after the password", async () => {
    const options = (purpose: string, cookie?: string) =>
      fetch(`${server.url}/admin/passkeys/options`, {
        method: "POST",
        redirect: "manual",
        headers: {
          Origin: server.url,
          "Content-Type": "application/x-www-form-urlencoded",
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: new URLSearchParams({ purpose }).toString(),
      });
    for (const purpose of ["register", "second-factor"]) {
      const refused = await options(purpose);
      expect(refused.status).toBe(401);
      expectAdminHeaders(refused);
      expect(await refused.text()).not.toContain("challenge");
    }
    const registration = await options("register", signedInCookie);
    expect(registration.status).toBe(200);
    expect(await registration.json()).toMatchObject({
      challenge: expect.any(String),
      user: { name: TEST_ADMIN.email },
    });
    expect((await fetch(`${server.url}/admin/passkeys/options`, { redirect: "manual" })).status).toBe(405);
  });

  it("sends noindex and no-store on the login page too", async () => {
    expectAdminHeaders(await fetch(`${server.url}/admin/login`));
  });
});

describe("signed in, each role gets its table's screens and 403 elsewhere (decision 180)", () => {
  let server: TestServer;
  let dataDir = "";
  const cookies = {} as Record<Role, string>;
  beforeAll(async () => {
    // The server holds PGlite's files while it runs: the staff and their sessions are made before it starts.
    dataDir = mkdtempSync(path.join(os.tmpdir(), "roles-"));
    await copySiteDataDir(dataDir);
    const database = await openDatabase({ dataDir, lockPurpose: "test setup" });
    for (const role of ROLES) {
      const admin = await createAdmin(database.db, {
        email: `${role}@example.test`,
        password: `${role}-password-long`,
      });
      await database.db.update(adminUsers).set({ role }).where(eq(adminUsers.id, admin.id));
      cookies[role] = `admin_session=${(await createSession(database.db, admin.id)).token}`;
    }
    await database.close();
    server = await startServer({ dataDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const screens = adminRoutes.filter(
    (route): route is AdminRoute & { url: string } => route.url !== null && route.file !== FRAME_FILE,
  );
  const cases = screens.flatMap((route) => ROLES.map((role) => ({ ...route, role })));

  it.each(cases)("$role: $url", async ({ url, index, file, pattern, role }) => {
    const permission = adminRoutePermissions().get(pattern)!;
    const allowed = can(role, permission);
    const headers = { Cookie: cookies[role] };
    const read = await fetch(`${server.url}${url}.data`, { redirect: "manual", headers });
    if (allowed) expect([200, 202, 404], `${role} reading ${url}`).toContain(read.status);
    else expect(read.status, `${role} reading ${url}`).toBe(403);

    const module = (await import(/* @vite-ignore */ path.join(projectRoot, "app", file))) as Record<string, unknown>;
    if (typeof module.action !== "function") return;
    for (const target of [`${url}${index ? "?index" : ""}`, `${url}.data${index ? "?index" : ""}`]) {
      const posted = await fetch(`${server.url}${target}`, {
        method: "POST",
        redirect: "manual",
        headers: { ...headers, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=anything",
      });
      if (allowed) expect(posted.status, `${role} posting to ${target}`).not.toBe(403);
      else expect(posted.status, `${role} posting to ${target}`).toBe(403);
      expect(posted.status).not.toBe(401);
    }
  });

  // A screen with its own error boundary also runs its own meta: the refusal must still be the page's one title.
  it("names a refused screen 'Not allowed' in its one <title>, own error boundary or not", async () => {
    const titled = [];
    for (const route of screens) {
      const module = (await import(/* @vite-ignore */ path.join(projectRoot, "app", route.file))) as Record<
        string,
        unknown
      >;
      const role = ROLES.find((candidate) => !can(candidate, adminRoutePermissions().get(route.pattern)!));
      if (typeof module.ErrorBoundary !== "function" || !role) continue;
      const html = await (await fetch(`${server.url}${route.url}`, { headers: { Cookie: cookies[role] } })).text();
      expect(
        [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
        `${role} on ${route.url}`,
      ).toEqual(["Not allowed · Admin"]);
      titled.push(route.url);
    }
    expect(titled).toContain("/admin/contact-requests/0d9e2c7a-4f0b-4c5e-9a51-3b0f6a1d2e44");
  });

  it("answers a page typed by hand with a plain-words 403 inside the admin, with only the role's sidebar", async () => {
    const response = await fetch(`${server.url}/admin/audit`, { headers: { Cookie: cookies.writer } });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("You don’t have access to this page");
    expect(html).toContain("ask an owner to change");
    expect(html).toContain('href="/admin/blog"');
    expect(html).not.toContain('href="/admin/contact-requests"');
    expect(html).not.toContain('href="/admin/audit"');
  });
});
