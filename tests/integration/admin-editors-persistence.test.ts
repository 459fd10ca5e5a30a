import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loginOverHttp, testAdminEnv } from "../support/admin-login";
import { createPostgresDatabase, testDrivers } from "../support/databases";
import { startServer, type StartOptions, type TestServer } from "../support/server";
import { simpleSvg } from "../support/upload-fixtures";

async function addContent(server: TestServer, marker: string): Promise<void> {
  const cookie = `admin_session=${await loginOverHttp(server.url)}`;
  const post = (route: string, body: FormData) =>
    fetch(`${server.url}${route}`, { method: "POST", redirect: "manual", headers: { Origin: server.url, Cookie: cookie }, body });
  const service = new FormData();
  service.append("title", `Service ${marker}`);
  service.append("description", "Survives restarts.");
  service.append("icon", "Server");
  expect((await post("/admin/services/new", service)).status).toBe(302);
  const client = new FormData();
  client.append("intent", "add");
  client.append("name", `Client ${marker}`);
  client.append("logo", new File([simpleSvg(marker)], "logo.svg", { type: "image/svg+xml" }));
  expect((await post("/admin/clients", client)).status).toBe(302);
}

/** What an admin sees of the content, and that the uploaded logo file is served. */
async function expectContent(server: TestServer, marker: string): Promise<void> {
  const cookie = `admin_session=${await loginOverHttp(server.url)}`;
  const get = async (route: string) => (await fetch(`${server.url}${route}`, { headers: { Cookie: cookie } })).text();
  expect(await get("/admin/services")).toContain(`Service ${marker}`);
  const clients = await get("/admin/clients");
  expect(clients).toContain(`Client ${marker}`);
  const ids = [...clients.matchAll(/\/media\/([0-9a-f-]{36})/g)].map((match) => match[1]!);
  const files = await Promise.all(ids.map(async (id) => (await fetch(`${server.url}/media/${id}`)).text()));
  expect(files.some((file) => file.includes(`>${marker}<`))).toBe(true);
}

describe.each(testDrivers())("editor changes persist (%s)", (driver) => {
  it("survive a server restart", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "editors-persist-"));
    const database = driver === "postgres" ? await createPostgresDatabase() : null;
    const options: StartOptions = { env: { ...testAdminEnv, DATABASE_URL: database?.url ?? "" }, dataDir };
    try {
      const first = await startServer(options);
      try {
        await addContent(first, "restart");
      } finally {
        await first.stop();
      }
      const second = await startServer(options);
      try {
        await expectContent(second, "restart");
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  });

  it.runIf(driver === "postgres")("show through a second instance on the same database", async () => {
    const database = await createPostgresDatabase();
    const env = { ...testAdminEnv, DATABASE_URL: database.url };
    try {
      const one = await startServer({ env });
      const two = await startServer({ env });
      try {
        await addContent(one, "shared");
        await expectContent(two, "shared");
      } finally {
        await Promise.all([one.stop(), two.stop()]);
      }
    } finally {
      await database.drop();
    }
  });
});
