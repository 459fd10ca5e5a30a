import path from "node:path";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The two layer checks no-restricted-imports cannot make (decision 153), proven on snippets linted as if they
// sat in each folder, with the project's own ESLint config.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

async function errors(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

describe("a dynamic import() is held to the layer boundaries", () => {
  const rule = "layers/dynamic-import";
  it.each([
    ["app/utils/example.ts", 'export const load = () => import("~/models/services.server");'],
    ["app/utils/example.ts", 'export const load = () => import("../db/client.server");'],
    ["app/utils/example.ts", "export const load = () => import(`~/features/inbox/inbox`);"],
    ["app/features/blog/example.ts", 'export const load = () => import("~/components/field");'],
    ["app/components/example.tsx", 'export const load = () => import("~/routes/admin/overview");'],
    ["app/components/admin/example.tsx", 'export const load = () => import("../../jobs/jobs.server");'],
    ["app/models/example.server.ts", 'export const load = () => import("~/routes/admin/shared/auth.server");'],
    ["app/jobs/example.server.ts", 'export const load = () => import("~/components/icon");'],
    ["app/routes/admin/shared/example.server.ts", 'export const load = () => import("../inbox/inbox-message.server");'],
    ["app/browser/example.ts", 'export const load = () => import("~/content/blog");'],
  ])("refuses, in %s: %s", async (filePath, code) => {
    expect(await errors(filePath, code, rule)).toHaveLength(1);
  });

  it.each([
    ["app/components/example.tsx", 'export const load = () => import("~/utils/contact-schema");'],
    ["app/components/example.tsx", 'export const load = () => import("~/components/admin/blog/rich-text-editor");'],
    ["app/routes/public/example.tsx", 'export const load = () => import("~/utils/rich-text-render.server");'],
    ["app/features/media/example.ts", 'export const load = () => import("./svg-sanitize.server");'],
    ["app/routes/admin/example.tsx", 'export const load = () => import("~/models/services.server");'],
    ["app/utils/example.ts", "export const load = (name: string) => import(name);"],
  ])("allows, in %s: %s", async (filePath, code) => {
    expect(await errors(filePath, code, rule)).toEqual([]);
  });
});

describe("tables are read and written in app/models and app/db only", () => {
  const rule = "layers/table-access";
  const query = 'import { services } from "~/db/schema";\n';
  it.each([
    ["app/routes/admin/example.tsx", query + "export const load = (db: any) => db.select().from(services);"],
    ["app/routes/public/example.server.ts", query + "export const load = (db: any) => db.insert(services).values({});"],
    ["app/components/example.tsx", query + "export const load = (tx: any) => tx.update(services).set({});"],
    ["app/jobs/example.server.ts", query + "export const load = (db: any) => db.delete(services);"],
    [
      "server/example.ts",
      'import { getDb } from "~/db/client.server";\nexport const load = () => getDb().execute("select 1");',
    ],
    ["app/utils/example.ts", 'import { sql } from "drizzle-orm";\nexport const one = sql`select 1`;'],
  ])("refuses, in %s: %s", async (filePath, code) => {
    expect(await errors(filePath, code, rule)).not.toEqual([]);
  });

  it.each([
    ["app/models/example.server.ts", query + "export const load = (db: any) => db.select().from(services);"],
    ["app/models/example.server.ts", 'import { sql } from "drizzle-orm";\nexport const one = sql`select 1`;'],
    ["app/db/example.server.ts", query + "export const load = (db: any) => db.delete(services);"],
    ["app/routes/admin/example.tsx", "export const drop = (ids: Set<string>, id: string) => ids.delete(id);"],
    ["app/routes/admin/example.tsx", 'import type { SQL } from "drizzle-orm";\nexport type X = SQL;'],
  ])("allows, in %s: %s", async (filePath, code) => {
    expect(await errors(filePath, code, rule)).toEqual([]);
  });
});
