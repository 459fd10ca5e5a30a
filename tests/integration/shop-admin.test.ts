import { describe, expect, it } from "vitest";

import { adminEditorServer, linkedId, multipartForm } from "../support/admin-editors";
import { testDrivers } from "../support/databases";
import { pngBytes } from "../support/upload-fixtures";

// The shop's editors as a script would drive them (no browser, no client-side checks), on both drivers:
// the server validates whatever is sent, and /shop follows every save.

describe.each(testDrivers())("shop editors (%s)", (driver) => {
  const { post, adminPage, publicPage } = adminEditorServer(driver);
  const shop = (query = "") => publicPage(`/shop${query}`);
  const form = multipartForm;

  it("validates products on the server, keeping what was typed, and /shop follows a save", async () => {
    const categories = await adminPage("/admin/product-categories");
    const audio = linkedId(categories, "Edit Audio")!;
    expect(audio).toBeDefined();
    const image = new File([await pngBytes()], "speaker.png", { type: "image/png" });

    const negative = await post(
      "/admin/products/new",
      form({
        name: "Cube Speaker",
        categoryId: audio,
        price: "-5",
        description: "Loud.",
        rating: "4.1",
        imageAlt: "A cube speaker",
        image,
      }),
    );
    expect(negative.status).toBe(400);
    const negativeHtml = await negative.text();
    expect(negativeHtml).toContain("Price cannot be below zero");
    expect(negativeHtml).toContain('value="-5"');
    expect(negativeHtml).toContain('value="Cube Speaker"');

    const fraction = await post(
      "/admin/products/new",
      form({
        name: "Cube Speaker",
        categoryId: audio,
        price: "12.50",
        description: "Loud.",
        rating: "7",
        imageAlt: "A cube speaker",
        image,
      }),
    );
    expect(fraction.status).toBe(400);
    const fractionHtml = await fraction.text();
    expect(fractionHtml).toContain("Enter the price in whole taka, without decimals or other characters");
    expect(fractionHtml).toContain('value="12.50"');
    expect(fractionHtml).toContain("Enter a rating from 0 to 5 with at most one decimal");

    const missing = await post(
      "/admin/products/new",
      form({ name: "", categoryId: "", price: "", description: "", imageAlt: "" }),
    );
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    for (const message of [
      "Please fill in all required fields",
      "Name is required",
      "Choose a category",
      "Price is required",
      "Image is required",
      "Alt text is required",
    ]) {
      expect(missingHtml).toContain(message);
    }
    const badCategory = await post(
      "/admin/products/new",
      form({
        name: "Cube Speaker",
        categoryId: "not-a-category",
        price: "2500",
        description: "Loud.",
        imageAlt: "A cube speaker",
        image,
      }),
    );
    expect(badCategory.status).toBe(400);
    expect(await badCategory.text()).toContain("That category no longer exists. Choose another.");
    expect(await shop()).not.toContain("Cube Speaker");

    const created = await post(
      "/admin/products/new",
      form({
        name: "Cube Speaker",
        categoryId: audio,
        price: "2500",
        description: "A loud little cube.",
        rating: "4.1",
        imageAlt: "A cube speaker",
        visible: "on",
        image,
      }),
    );
    expect(created.status).toBe(302);
    const page = await shop("?category=Audio");
    expect(page).toContain("Cube Speaker");
    expect(page).toContain("২,৫০০৳");
    expect(page).toContain('alt="A cube speaker"');

    const id = linkedId(await adminPage("/admin/products"), "Edit Cube Speaker")!;
    expect(await adminPage(`/admin/products/${id}`)).toMatch(/name="version" value="1"/);
    const hidden = await post(
      `/admin/products/${id}`,
      form({
        name: "Cube Speaker",
        categoryId: audio,
        price: "2600",
        description: "A loud little cube.",
        rating: "4.1",
        imageAlt: "A cube speaker",
        version: "1",
      }),
    );
    expect(hidden.status).toBe(302);
    expect(await shop()).not.toContain("Cube Speaker");
    expect(await adminPage("/admin/products")).toContain("Hidden from the shop");
    const stale = await post(
      `/admin/products/${id}`,
      form({
        name: "Overwritten",
        categoryId: audio,
        price: "1",
        description: "x",
        imageAlt: "x",
        visible: "on",
        version: "1",
      }),
    );
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
    expect(
      (await post(`/admin/product-categories/${drones}`, form({ name: "Camera drones", version: "1" }))).status,
    ).toBe(302);
    const stale = await post(`/admin/product-categories/${drones}`, form({ name: "Stale", version: "1" }));
    expect(stale.status).toBe(409);
    expect(await shop()).toContain("Camera drones");
    expect(
      (await post("/admin/product-categories", new URLSearchParams({ intent: "delete", id: drones }))).status,
    ).toBe(302);
    expect(await shop()).not.toContain("Camera drones");
  });
});
