// Issue 29 item 4 (decision 181): an owner invites someone by email with a role; the email's link lets them
// choose their own password, once, within 72 hours. Resend replaces the link, revoke ends it; without
// SMTP_URL (or when the send fails) the owner is given the link. In-process on both drivers with a real SMTP
// server; then the public page over HTTP: its messages, its rate limit, and the two-factor policy after.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { adminInvitations, adminUsers, auditLog } from "~/db/schema";
import { setToastSecret } from "~/features/toast/toast.server";
import { createInvitation, INVITATION_LIFETIME_MS } from "~/models/admin-invitations.server";
import { createAdmin, findAdminByEmail } from "~/models/admin-users.server";
import { createSession, getSessionUser, hashToken, type SessionUser } from "~/models/sessions.server";
import { setRequireTwoFactor } from "~/models/site-settings.server";
import { acceptFromForm } from "~/routes/admin/account/invitation.server";
import { cancelInvitation, invite, resendInvitation } from "~/routes/admin/settings/invitations.server";
import { readConfig, setConfig } from "~/utils/env.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";
import { startServer, type TestServer } from "../support/server";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { copySiteDataDir } from "../support/templates";

const ORIGIN = "https://admin.example.test";
const NEW_PASSWORD = "plum orchard lantern 42";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** A raw mail's body with quoted-printable soft breaks and escapes undone. */
function body(raw: string): string {
  return raw
    .split("\r\n\r\n")
    .slice(1)
    .join("\r\n\r\n")
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n/g, "\n");
}

const tokenIn = (text: string) => /\/admin\/invitation\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;

cheapPasswordHashing();

describe.each(testDrivers())("invitations on %s", (driver) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let owner: SessionUser;

  beforeAll(async () => {
    setToastSecret(randomBytes(32));
    database = await createTestDatabase(driver);
    smtp = await startTestSmtp();
    await database.db.delete(adminUsers);
    const created = await createAdmin(database.db, {
      email: "ayesha@example.test",
      password: "ayeshas-long-password-1",
    });
    owner = (await getSessionUser(database.db, (await createSession(database.db, created.id)).token))!;
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
    setConfig(undefined);
  });

  const ctx = (fields: Record<string, string>) => ({
    db: database.db,
    admin: owner,
    form: formOf(fields),
    ip: "10.9.0.1",
  });
  const accept = (token: string, password = NEW_PASSWORD, confirm = password) =>
    acceptFromForm(
      new Request(`${ORIGIN}/admin/invitation/${token}`, { method: "POST" }),
      database.db,
      token,
      formOf({ newPassword: password, confirmPassword: confirm }),
    );
  const stateOf = async (result: Awaited<ReturnType<typeof accept>>) =>
    result instanceof Response ? "signed-in" : (result.data as { state: string }).state;
  const audit = async (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it("emails the link; it signs the person in with the role, once, and only its hash is stored", async () => {
    setConfig(readConfig({ PUBLIC_URL: ORIGIN, SMTP_URL: smtp.url }));
    const before = smtp.received.length;
    const sent = await invite(ctx({ intent: "invite", email: "Rumana@Example.test", role: "writer" }));
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).status).toBe(302);
    const [mail] = smtp.received.slice(before);
    expect(mail!.to).toEqual(["rumana@example.test"]);
    const text = body(mail!.raw);
    expect(text).toContain("ayesha@example.test invited you (rumana@example.test) to the admin area");
    expect(text).toContain("as Writer: writing posts and submitting them for review.");
    expect(mail!.raw).toContain("Subject: Codexa Technologies: You are invited to the admin area as Writer");
    const token = tokenIn(text)!;
    expect(text).toContain(`${ORIGIN}/admin/invitation/${token}`);

    const [row] = await database.db.select().from(adminInvitations);
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.sentAt.getTime()).toBe(INVITATION_LIFETIME_MS);
    expect((await audit("invited"))[0]!.details).toEqual({ email: "rumana@example.test", role: "writer" });

    // The password policy of a password change: too short, not matching, too common.
    expect(await stateOf(await accept(token, "short"))).toBe("open");
    expect(await stateOf(await accept(token, NEW_PASSWORD, "something else entirely"))).toBe("open");
    const common = await accept(token, "password1234");
    expect(JSON.stringify((common as { data: unknown }).data)).toContain("too common");

    const signedIn = (await accept(token)) as Response;
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/admin");
    const cookie = signedIn.headers.getSetCookie().find((value) => value.startsWith("admin_session="))!;
    const session = await getSessionUser(database.db, cookie.slice("admin_session=".length).split(";")[0]!);
    expect(session).toMatchObject({ email: "rumana@example.test", role: "writer", mustChangePassword: false });
    expect((await audit("invitation_accepted"))[0]!.actorEmail).toBe("rumana@example.test");

    // Single use.
    expect(await stateOf(await accept(token))).toBe("accepted");
    // Inviting an admin again is refused.
    const again = await invite(ctx({ intent: "invite", email: "rumana@example.test", role: "sales" }));
    expect(JSON.stringify((again as { data: unknown }).data)).toContain("is already an admin");
  });

  it("resend kills the old link; revoke kills the invitation; an expired link says so", async () => {
    setConfig(readConfig({ PUBLIC_URL: ORIGIN, SMTP_URL: smtp.url }));
    const before = smtp.received.length;
    await invite(ctx({ intent: "invite", email: "omar@example.test", role: "sales" }));
    const twice = await invite(ctx({ intent: "invite", email: "omar@example.test", role: "sales" }));
    expect(JSON.stringify((twice as { data: unknown }).data)).toContain("has already been invited");
    const first = tokenIn(body(smtp.received[before]!.raw))!;
    const [row] = await database.db
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.email, "omar@example.test"));

    const resent = (await resendInvitation(ctx({ intent: "resend-invitation", invitationId: row!.id }))) as Response;
    expect(resent.status).toBe(302);
    const second = tokenIn(body(smtp.received.at(-1)!.raw))!;
    expect(second).not.toBe(first);
    expect(await stateOf(await accept(first))).toBe("unknown");
    expect((await audit("invitation_resent")).length).toBe(1);

    const revoked = (await cancelInvitation(ctx({ intent: "revoke-invitation", invitationId: row!.id }))) as Response;
    expect(revoked.status).toBe(302);
    expect(await stateOf(await accept(second))).toBe("revoked");
    expect(await findAdminByEmail(database.db, "omar@example.test")).toBeNull();
    expect((await audit("invitation_revoked"))[0]!.details).toEqual({ email: "omar@example.test" });
    // A revoked one can be neither resent nor revoked again.
    const late = await resendInvitation(ctx({ intent: "resend-invitation", invitationId: row!.id }));
    expect((late as { init: { status: number } }).init.status).toBe(404);

    // 72 hours after it was sent the link no longer works.
    const old = await createInvitation(
      database.db,
      { email: "late@example.test", role: "editor", by: { userId: owner.userId, email: owner.email } },
      new Date(Date.now() - INVITATION_LIFETIME_MS - 1000),
    );
    expect(await stateOf(await accept(old.token))).toBe("expired");
    expect(await findAdminByEmail(database.db, "late@example.test")).toBeNull();
  });

  it("without SMTP_URL, or when the mail server refuses, gives the owner the link to pass on", async () => {
    setConfig(readConfig({ PUBLIC_URL: ORIGIN }));
    const quiet = (await invite(ctx({ intent: "invite", email: "nadia@example.test", role: "editor" }))) as {
      data: { handOver: { link: string; reason: string; email: string } };
    };
    expect(quiet.data.handOver.reason).toBe("No mail server is set up (SMTP_URL)");
    const token = tokenIn(quiet.data.handOver.link)!;
    expect(quiet.data.handOver.link).toBe(`${ORIGIN}/admin/invitation/${token}`);

    setConfig(readConfig({ PUBLIC_URL: ORIGIN, SMTP_URL: smtp.url }));
    smtp.failNext(1);
    const [row] = await database.db
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.email, "nadia@example.test"));
    const failed = (await resendInvitation(ctx({ intent: "resend-invitation", invitationId: row!.id }))) as {
      data: { handOver: { link: string; reason: string } };
    };
    expect(failed.data.handOver.reason).toContain("The mail server refused it: 451");
    expect(await stateOf(await accept(token))).toBe("unknown");
    expect(await stateOf(await accept(tokenIn(failed.data.handOver.link)!))).toBe("signed-in");
    expect((await findAdminByEmail(database.db, "nadia@example.test"))?.role).toBe("editor");
  });
});

describe("the invitation page over HTTP", () => {
  let server: TestServer;
  let dataDir = "";
  const tokens = { open: "", revoked: "" };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "invitations-"));
    await copySiteDataDir(dataDir);
    const database = await openDatabase({ dataDir, lockPurpose: "test setup" });
    const { db } = database;
    const owner = await createAdmin(db, { email: "owner@example.test", password: "owner-password-long" });
    const by = { userId: owner.id, email: owner.email };
    tokens.open = (await createInvitation(db, { email: "writer@example.test", role: "writer", by })).token;
    const revoked = await createInvitation(db, { email: "gone@example.test", role: "sales", by });
    tokens.revoked = revoked.token;
    await db
      .update(adminInvitations)
      .set({ revokedAt: new Date() })
      .where(eq(adminInvitations.id, revoked.invitation.id));
    // The site requires two-factor sign-in of every admin: a new one too.
    await setRequireTwoFactor(db, true);
    await database.close();
    server = await startServer({ dataDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const page = (token: string) => fetch(`${server.url}/admin/invitation/${token}`, { redirect: "manual" });
  const post = (token: string, fields: Record<string, string>) =>
    fetch(`${server.url}/admin/invitation/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  it("shows the form for an open link and plain words for a revoked or unknown one", async () => {
    const open = await page(tokens.open);
    expect(open.status).toBe(200);
    expect(open.headers.get("x-robots-tag")).toBe("noindex");
    const html = await open.text();
    expect(html).toContain("Choose your password");
    expect(html.replaceAll("<!-- -->", "")).toContain("owner@example.test invited you (writer@example.test) as Writer");
    expect(await (await page(tokens.revoked)).text()).toContain("This invitation was withdrawn");
    expect(await (await page("x".repeat(43))).text()).toContain("This invitation link does not work");
  });

  it("signs the person in; as the site requires two-factor, they are sent to set it up first", async () => {
    const done = await post(tokens.open, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin");
    const cookie = done.headers
      .getSetCookie()
      .find((value) => value.startsWith("admin_session="))!
      .split(";")[0]!;
    const overview = await fetch(`${server.url}/admin`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(overview.status).toBe(302);
    expect(overview.headers.get("location")).toBe("/admin/settings/two-factor");
    const enrol = await fetch(`${server.url}/admin/settings/two-factor`, { headers: { Cookie: cookie } });
    expect(enrol.status).toBe(200);
    expect(await enrol.text()).toContain("writer@example.test");
    expect(await (await page(tokens.open)).text()).toContain("This invitation has already been used");
  });

  it("rate-limits reads and tries of links from one address", async () => {
    let last: Response | null = null;
    for (let i = 0; i < 25; i++) {
      last = await page(`${"y".repeat(42)}${i % 10}`);
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await last!.text()).toContain("Too many tries from your network");
    expect((await post(tokens.revoked, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(429);
  });
});
