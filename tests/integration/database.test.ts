import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, queryRows } from "~/db/client.server";
import { adminUsers, clientLogos, projects, services, siteSettings, testimonials } from "~/db/schema";
import { seedDemoContent } from "~/db/seed.server";
import { verifyPassword } from "~/features/account/password.server";
import { ensureBootstrapAdmin } from "~/models/admin-users.server";

import { createPostgresDatabase, createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";

cheapPasswordHashing();

async function counts(database: TestDatabase) {
  const count = async (
    table: typeof services | typeof projects | typeof testimonials | typeof clientLogos | typeof siteSettings,
  ) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    settings: await count(siteSettings),
    services: await count(services),
    projects: await count(projects),
    testimonials: await count(testimonials),
    clientLogos: await count(clientLogos),
  };
}

describe.each(testDrivers())("database layer on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("creates every table of the design", async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "admin_users",
        "audit_log",
        "client_logos",
        "contact_messages",
        "media",
        "newsletter_subscribers",
        "page_views",
        "projects",
        "rate_limits",
        "services",
        "sessions",
        "site_settings",
        "testimonials",
      ]),
    );
  });

  it("keeps the spec's contact_messages columns, with only nullable or defaulted additions", async () => {
    const columns = await queryRows<{
      column_name: string;
      data_type: string;
      is_nullable: string;
      column_default: string | null;
    }>(
      database.db,
      sql`select column_name, data_type, is_nullable, column_default from information_schema.columns
          where table_name = 'contact_messages' order by ordinal_position`,
    );
    expect(columns.slice(0, 7).map((c) => [c.column_name, c.data_type])).toEqual([
      ["id", "uuid"],
      ["name", "text"],
      ["email", "text"],
      ["subject", "text"],
      ["message", "text"],
      ["read", "boolean"],
      ["created_at", "timestamp with time zone"],
    ]);
    for (const extra of columns.slice(7)) {
      expect(extra.is_nullable === "YES" || extra.column_default !== null, extra.column_name).toBe(true);
    }
  });

  it("seeds the demo content once, and not again", async () => {
    expect(await seedDemoContent(database.db)).toBe(true);
    const first = await counts(database);
    expect(first).toEqual({ settings: 1, services: 8, projects: 6, testimonials: 3, clientLogos: 3 });
    expect(await seedDemoContent(database.db)).toBe(false);
    expect(await counts(database)).toEqual(first);
  });

  it("does not re-create demo content that staff deleted", async () => {
    await database.db.delete(services);
    expect(await seedDemoContent(database.db)).toBe(false);
    expect((await counts(database)).services).toBe(0);
  });

  it("creates the bootstrap admin once, from the environment when given", async () => {
    const printed: string[] = [];
    await ensureBootstrapAdmin(database.db, {
      email: "Boss@Example.com",
      password: "a-long-enough-password",
      print: (m) => printed.push(m),
    });
    await ensureBootstrapAdmin(database.db, {
      email: "other@example.com",
      password: "another-long-password",
      print: (m) => printed.push(m),
    });
    const admins = await database.db.select().from(adminUsers);
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ email: "boss@example.com", passwordGenerated: false });
    expect(await verifyPassword("a-long-enough-password", admins[0]!.passwordHash)).toBe(true);
    expect(printed.join("\n")).not.toContain("a-long-enough-password");
  });
});

describe("bootstrap admin without ADMIN_EMAIL", () => {
  it("creates admin@example.com with a random password printed once", async () => {
    const database = await openDatabase({});
    try {
      const printed: string[] = [];
      await ensureBootstrapAdmin(database.db, { print: (m) => printed.push(m) });
      const password = /password (\S+)/.exec(printed.join("\n"))?.[1];
      expect(password).toMatch(/^[\w-]{20,}$/);
      const [admin] = await database.db.select().from(adminUsers);
      expect(admin).toMatchObject({ email: "admin@example.com", passwordGenerated: true });
      expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(testDrivers().includes("postgres"))("several instances starting at once on PostgreSQL", () => {
  it("migrate and seed exactly once", async () => {
    const { url, drop } = await createPostgresDatabase();
    try {
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
      const seeded = await Promise.all(instances.map((instance) => seedDemoContent(instance.db)));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const [{ n } = { n: 0 }] = await instances[0]!.db.select({ n: sql<number>`count(*)::int` }).from(services);
      expect(n).toBe(8);
      await Promise.all(instances.map((instance) => instance.close()));
    } finally {
      await drop();
    }
  });
});

describe("embedded PGlite's memory settings", () => {
  it("opens with the settings of decision 121, not PostgreSQL's server defaults, keeping PGlite's durability", async () => {
    const database = await openDatabase({});
    try {
      const setting = async (name: string) =>
        (await queryRows<{ setting: string }>(database.db, sql`select current_setting(${name}) as setting`))[0]!
          .setting;
      expect(await setting("shared_buffers")).toBe("16MB");
      expect(await setting("max_connections")).toBe("2");
      expect(await setting("maintenance_work_mem")).toBe("16MB");
      // PGlite's own start parameters stay (its default search path, for one).
      expect(await setting("search_path")).toBe("public");
      expect(await setting("synchronous_commit")).toBe("on");
    } finally {
      await database.close();
    }
  });
});
