import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginOverHttp, testAdminEnv } from "../support/admin-login";
import { createPostgresDatabase, testDrivers } from "../support/databases";
import { startServer, type TestServer } from "../support/server";
import { pngBytes } from "../support/upload-fixtures";

// The shop's editors as a script would drive them (no browser, no client-side checks), on both drivers:
// the server validates whatever is sent, and /shop follows every save.

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

describe.each(testDrivers())("shop editors (%s)", (driver) => {
  let server: TestServer;
  let cookie: string;
  let database: { url: string; drop(): Promise<void> } | null = null;

  beforeAll(async () => {
    database = driver === "postgres" ? await createPostgresDatabase() : null;
    server = await startServer({ env: { ...testAdminEnv, DATABASE_URL: database?.url ?? "" } });
    cookie = `admin_session=${await loginOverHttp(server.url)}`;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const post = (path: string, body: FormData | URLSearchParams) =>
    fetch(`${server.url}${path}`, { method: "POST", redirect: "manual", headers: { Origin: server.url, Cookie: cookie }, body });
  const adminPage = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    return response.text();
  };
  const shop = async (query = "") => (await fetch(`${server.url}/shop${query}`)).text();
  const form = (fields: Record<string, string | File>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  };
  /** The id in the href of the link whose aria-label is `label` (e.g. "Edit Audio"). */
  const linkedId = (html: string, label: string) => {
    const anchor = [...html.matchAll(/<a\s[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes(`aria-label="${label}"`));
    return anchor ? new RegExp(`href="[^"]*/(${UUID})"`).exec(anchor)?.[1] : undefined;
  };

  it("validates products on the server, keeping what was typed, and /shop follows a save", async () => {
    const categories = await adminPage("/admin/product-categories");
    const audio = linkedId(categories, "Edit Audio")!;
    expect(audio).toBeDefined();
    const image = new File([await pngBytes()], "speaker.png", { type: "image/png" });

    const negative = await post("/admin/products/new", form({ name: "Cube Speaker", categoryId: audio, price: "-5", description: "Loud.", rating: "4.1", imageAlt: "A cube speaker", image }));
    expect(negative.status).toBe(400);
    const negativeHtml = await negative.text();
    expect(negativeHtml).toContain("Price cannot be below zero");
    expect(negativeHtml).toContain('value="-5"');
    expect(negativeHtml).toContain('value="Cube Speaker"');

    const fraction = await post("/admin/products/new", form({ name: "Cube Speaker", categoryId: audio, price: "12.50", description: "Loud.", rating: "7", imageAlt: "A cube speaker", image }));
    expect(fraction.status).toBe(400);
    const fractionHtml = await fraction.text();
    expect(fractionHtml).toContain("Enter the price in whole taka, without decimals or other characters");
    expect(fractionHtml).toContain('value="12.50"');
    expect(fractionHtml).toContain("Enter a rating from 0 to 5 with at most one decimal");

    const missing = await post("/admin/products/new", form({ name: "", categoryId: "", price: "", description: "", imageAlt: "" }));
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    for (const message of ["Please fill in all required fields", "Name is required", "Choose a category", "Price is required", "Image is required", "Alt text is required"]) {
      expect(missingHtml).toContain(message);
    }
    const badCategory = await post("/admin/products/new", form({ name: "Cube Speaker", categoryId: "not-a-category", price: "2500", description: "Loud.", imageAlt: "A cube speaker", image }));
    expect(badCategory.status).toBe(400);
    expect(await badCategory.text()).toContain("That category no longer exists. Choose another.");
    expect(await shop()).not.toContain("Cube Speaker");

    const created = await post("/admin/products/new", form({ name: "Cube Speaker", categoryId: audio, price: "2500", description: "A loud little cube.", rating: "4.1", imageAlt: "A cube speaker", visible: "on", image }));
    expect(created.status).toBe(302);
    const page = await shop("?category=Audio");
    expect(page).toContain("Cube Speaker");
    expect(page).toContain("২,৫০০৳");
    expect(page).toContain('alt="A cube speaker"');

    const id = linkedId(await adminPage("/admin/products"), "Edit Cube Speaker")!;
    expect(await adminPage(`/admin/products/${id}`)).toMatch(/name="version" value="1"/);
    const hidden = await post(`/admin/products/${id}`, form({ name: "Cube Speaker", categoryId: audio, price: "2600", description: "A loud little cube.", rating: "4.1", imageAlt: "A cube speaker", version: "1" }));
    expect(hidden.status).toBe(302);
    expect(await shop()).not.toContain("Cube Speaker");
    expect(await adminPage("/admin/products")).toContain("Hidden from the shop");
    const stale = await post(`/admin/products/${id}`, form({ name: "Overwritten", categoryId: audio, price: "1", description: "x", imageAlt: "x", visible: "on", version: "1" }));
    expect(stale.status).toBe(409);
    const staleHtml = await stale.text();
    expect(staleHtml).toContain("Someone else saved this since you opened it");
    expect(staleHtml).toContain('value="Overwritten"');
  });

  it("refuses to delete a category that products use, naming them; adds, renames and deletes an unused one", async () => {
    const storage = linkedId(await adminPage("/admin/product-categories"), "Edit Storage")!;
    const refused = await post("/admin/product-categories", new URLSearchParams({ intent: "delete", id: storage }));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("“Storage” cannot be deleted: the product “1 TB Portable SSD” uses it.");
    expect(await shop()).toContain('category=Storage"');

    expect((await post("/admin/product-categories/new", form({ name: "all" }))).status).toBe(400);
    const duplicate = await post("/admin/product-categories/new", form({ name: "storage" }));
    expect(duplicate.status).toBe(400);
    expect(await duplicate.text()).toContain("Another category already has this name");
    expect((await post("/admin/product-categories/new", form({ name: "Drones" }))).status).toBe(302);
    expect(await shop()).toContain("category=Drones");
    const drones = linkedId(await adminPage("/admin/product-categories"), "Edit Drones")!;
    expect((await post(`/admin/product-categories/${drones}`, form({ name: "Camera drones", version: "1" }))).status).toBe(302);
    const stale = await post(`/admin/product-categories/${drones}`, form({ name: "Stale", version: "1" }));
    expect(stale.status).toBe(409);
    expect(await shop()).toContain("Camera drones");
    expect((await post("/admin/product-categories", new URLSearchParams({ intent: "delete", id: drones }))).status).toBe(302);
    expect(await shop()).not.toContain("Camera drones");
  });
});
