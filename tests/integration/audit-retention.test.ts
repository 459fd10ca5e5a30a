// The audit trail's retention period (decision 146): a setting staff change under Settings, validated, and
// applied by the hourly purge.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { adminUsers, auditLog, siteSettings } from "~/db/schema";
import { auditSentence } from "~/features/audit/audit-sentences";
import { setToastSecret } from "~/features/toast/toast.server";
import { jobs, startJobs } from "~/jobs/jobs.server";
import { createAdmin } from "~/models/admin-users.server";
import { purgeExpiredAudit } from "~/models/audit-log.server";
import type { SessionUser } from "~/models/sessions.server";
import {
  getAuditRetentionDays,
  getCompanySettings,
  setAuditRetentionDays,
  updateCompanySettings,
} from "~/models/site-settings.server";
import { saveAuditRetention } from "~/routes/admin/settings/settings.server";
import { readConfig, setConfig } from "~/utils/env.server";
import { auditRetentionSchema } from "~/utils/site-settings";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";

cheapPasswordHashing();

const DAY = 86_400_000;

describe("the retention setting's rules", () => {
  it("accepts whole days from 30 to 3650 and says what to enter otherwise", () => {
    const days = (value: string) => auditRetentionSchema.safeParse({ auditRetentionDays: value });
    expect(days("30").data).toEqual({ auditRetentionDays: 30 });
    expect(days(" 3650 ").data).toEqual({ auditRetentionDays: 3650 });
    expect(days("365").data).toEqual({ auditRetentionDays: 365 });
    for (const wrong of ["29", "3651", "0", "-5", "90.5", "1e3", "ninety", "99999"])
      expect(days(wrong).error?.issues[0]?.message, wrong).toBe("Enter a whole number of days from 30 to 3650");
    expect(days("").error?.issues[0]?.message).toBe("Enter how many days to keep the audit trail");
  });
});

describe.each(testDrivers())("audit trail retention on %s", (driver) => {
  let database: TestDatabase;
  let admin: SessionUser;

  beforeAll(async () => {
    setConfig(readConfig({ NODE_ENV: "test" }));
    setToastSecret(Buffer.alloc(32, 1));
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    setConfig(undefined);
    await database?.drop();
  });
  beforeEach(async () => {
    await database.db.delete(auditLog);
    await database.db.delete(siteSettings);
    await database.db.delete(adminUsers);
    const created = await createAdmin(database.db, {
      email: "ayesha@example.test",
      password: "long enough password 1",
    });
    admin = {
      sessionId: "test",
      userId: created.id,
      email: created.email,
      role: "owner",
      passwordGenerated: false,
      twoFactorEnabled: false,
      twoFactorRequired: false,
      mustChangePassword: false,
      confirmedAt: new Date(),
    };
  });

  const entry = (daysAgo: number, now: Date, action = "login") => ({
    at: new Date(now.getTime() - daysAgo * DAY),
    actorEmail: "ayesha@example.test",
    action,
    entity: "session",
  });

  it("deletes entries older than the period, keeps newer ones, and says how many it deleted", async () => {
    const { db } = database;
    const now = new Date();
    await db.insert(auditLog).values([entry(400, now), entry(366, now), entry(364, now, "logout"), entry(1, now)]);

    const result = await purgeExpiredAudit(db, { now, days: 365 });
    expect(result).toEqual({ deleted: 2, cutoff: new Date(now.getTime() - 365 * DAY) });
    const left = await db.select().from(auditLog).orderBy(auditLog.id);
    expect(left.map((row) => row.action)).toEqual(["logout", "login", "audit_purged"]);
    expect(auditSentence(left[2]!)).toBe("2 audit entries older than 365 days were deleted");

    // Nothing more to delete: no new entry.
    expect((await purgeExpiredAudit(db, { now, days: 365 })).deleted).toBe(0);
    expect(await db.select().from(auditLog)).toHaveLength(3);
    // A shorter period reaches further.
    expect((await purgeExpiredAudit(db, { now, days: 30 })).deleted).toBe(1);
  });

  it("is 365 days until staff change it; Settings validates, saves and audits the change", async () => {
    const { db } = database;
    expect(await getAuditRetentionDays(db)).toBe(365);

    const post = (value: string) => {
      const form = new FormData();
      form.set("intent", "audit-retention");
      form.set("auditRetentionDays", value);
      return saveAuditRetention({ db, admin, form, ip: "127.0.0.1" });
    };
    const refused = (await post("10")) as unknown as {
      data: { intent: string; fieldErrors: Record<string, string>; values: Record<string, string> };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toEqual({
      intent: "audit-retention",
      fieldErrors: { auditRetentionDays: "Enter a whole number of days from 30 to 3650" },
      values: { intent: "audit-retention", auditRetentionDays: "10" },
    });
    expect(await getAuditRetentionDays(db)).toBe(365);

    const saved = await post("90");
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get("Location")).toBe("/admin/settings/security");
    expect(await getAuditRetentionDays(db)).toBe(90);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entity, "settings"));
    expect(auditSentence(audit!)).toBe("ayesha@example.test set the audit trail to keep entries for 90 days");

    // Saving the company details leaves it alone.
    await updateCompanySettings(db, await getCompanySettings(db));
    expect(await getAuditRetentionDays(db)).toBe(90);
  });

  it("is applied by the server's hourly upkeep, with the period read from the setting", async () => {
    const { db } = database;
    await setAuditRetentionDays(db, 30);
    const now = Date.now();
    await db.insert(auditLog).values([entry(31, new Date(now)), entry(29, new Date(now), "logout")]);
    const running = await startJobs(
      {
        config: {
          ...readConfig({ NODE_ENV: "test" }),
          SMTP_URL: undefined,
        },
        db,
        log: () => {},
        onContentPublished: () => {},
      },
      jobs.filter((job) => job.name === "hourly upkeep"),
    );
    await running.stop();
    const left = await db.select().from(auditLog).orderBy(auditLog.at);
    expect(left.map((row) => row.action)).toEqual(["logout", "audit_purged"]);
    expect(left[1]!.details).toMatchObject({ deleted: 1, days: 30 });
  });
});
