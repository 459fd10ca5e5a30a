import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { loginOverHttp, testAdminEnv } from "../support/admin-login";
import { createPostgresDatabase, testDrivers } from "../support/databases";
import { type StartOptions, startServer, type TestServer } from "../support/server";
import { copySiteDataDir } from "../support/templates";
import { pngBytes, simpleSvg } from "../support/upload-fixtures";

async function addContent(server: TestServer, marker: string): Promise<void> {
  const cookie = `admin_session=${await loginOverHttp(server.url)}`;
  const post = (route: string, body: FormData) =>
    fetch(`${server.url}${route}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, Cookie: cookie },
      body,
    });
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
  const project = new FormData();
  project.append("title", `Project ${marker}`);
  project.append("description", "A case study that survives restarts.");
  project.append("imageAlt", "A harbour");
  project.append("challenge", `Challenge ${marker}: the ferries ran late.`);
  project.append("image", new File([await pngBytes()], "harbour.png", { type: "image/png" }));
  expect((await post("/admin/portfolio/new", project)).status).toBe(302);
  const member = new FormData();
  member.append("name", `Member ${marker}`);
  member.append("role", "Engineer");
  member.append("bio", `Bio ${marker}: keeps the servers running.`);
  member.append("visible", "on");
  member.append("image", new File([await pngBytes()], "member.png", { type: "image/png" }));
  expect((await post("/admin/team/new", member)).status).toBe(302);
  const categories = await (
    await fetch(`${server.url}/admin/product-categories`, { headers: { Cookie: cookie } })
  ).text();
  const laptopsLink = [...categories.matchAll(/<a\s[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => tag.includes('aria-label="Edit Laptops"'));
  const laptops = laptopsLink ? /\/admin\/product-categories\/([0-9a-f-]{36})/.exec(laptopsLink)?.[1] : undefined;
  expect(laptops).toBeDefined();
  const product = new FormData();
  for (const [key, value] of Object.entries({
    name: `Product ${marker}`,
    categoryId: laptops!,
    price: "77777",
    description: "A laptop that survives restarts.",
    imageAlt: "A laptop",
    visible: "on",
  })) {
    product.append(key, value);
  }
  product.append("image", new File([await pngBytes()], "laptop.png", { type: "image/png" }));
  expect((await post("/admin/products/new", product)).status).toBe(302);
  const hosting = new FormData();
  for (const [key, value] of Object.entries({
    name: `Package ${marker}`,
    pricePerYear: "66666",
    dailyVisitors: "Unlimited",
    storage: "1 TB",
    bandwidth: "Unlimited",
    features: "Daily backups",
  })) {
    hosting.append(key, value);
  }
  expect((await post("/admin/hosting/new", hosting)).status).toBe(302);
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
  // The project's case study is its own public page.
  const caseStudy = await fetch(`${server.url}/portfolio/project-${marker}`);
  expect(caseStudy.status).toBe(200);
  expect(await caseStudy.text()).toContain(`Challenge ${marker}: the ferries ran late.`);
  expect(await (await fetch(`${server.url}/team`)).text()).toContain(`Bio ${marker}: keeps the servers running.`);
  const shop = await (await fetch(`${server.url}/shop?category=Laptops`)).text();
  expect(shop).toContain(`Product ${marker}`);
  expect(shop).toContain("৭৭,৭৭৭৳");
  const services = await (await fetch(`${server.url}/services`)).text();
  expect(services).toContain(`Package ${marker}`);
  expect(services).toContain("৬৬,৬৬৬৳");
}

describe.each(testDrivers())("editor changes persist (%s)", (driver) => {
  // Two server starts and a dozen sign-ins and uploads: on a loaded machine this takes longer than the default.
  it("survive a server restart", { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "editors-persist-"));
    const database =
      driver === "postgres"
        ? await createPostgresDatabase({ template: "site" })
        : await copySiteDataDir(dataDir).then(() => null);
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

  it.runIf(driver === "postgres")(
    "show through a second instance on the same database",
    { timeout: 180_000 },
    async () => {
      const database = await createPostgresDatabase({ template: "site" });
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
    },
  );
});
