import { beforeAll, describe, expect, it } from "vitest";

import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";
import { pngBytes } from "../support/upload-fixtures";

// Issue 30 item 1: a saved body keeps only each image's media id (the cleaner drops `src`), so the editor
// must point the images at the media route itself when it opens a saved post, or staff see broken images.

const site = siteUnderTest({ admin: true });
let page: Awaited<ReturnType<typeof site.newPage>>;

beforeAll(async () => {
  page = await site.newPage({ signedIn: true, viewport: { width: 1280, height: 900 } });
});

const body = () => page.getByRole("textbox", { name: "Body", exact: true });
const toolbar = () => page.getByRole("toolbar", { name: "Formatting" }).first();

async function insertUploadedImage(name: string, alt: string, width: number) {
  await toolbar().getByRole("button", { name: "Image", exact: true }).click();
  await page
    .getByLabel("Image file")
    .setInputFiles({ name, mimeType: "image/png", buffer: Buffer.from(await pngBytes(width, 48)) });
  await page.getByRole("textbox", { name: "Alt text", exact: true }).fill(alt);
  await page.getByRole("button", { name: "Insert image" }).click();
  await body().locator(`img[alt="${alt}"]`).waitFor();
}

/** Each image in the English body: its src and whether the browser loaded it (a broken one has no width). */
async function bodyImages() {
  const images = body().locator("img");
  await images.first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>(".ProseMirror img")].every((img) => img.complete),
  );
  return images.evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((img) => ({
      alt: img.alt,
      src: img.getAttribute("src"),
      mediaId: img.getAttribute("data-media-id"),
      loadedWidth: img.naturalWidth,
    })),
  );
}

describe("inline images in a reopened post", () => {
  it("shows every saved image, loaded from the media route, after the editor is reloaded", async () => {
    await page.goto(`${site.url}/admin/blog/new`);
    await body().waitFor();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Images that come back");
    await page.getByLabel("Category", { exact: true }).fill("Cloud");
    await page.getByLabel("Author").fill("Nadia Rahman");
    await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill("Two images in one article.");
    await body().click();
    await page.keyboard.type("Before the images");
    await page.keyboard.press("Enter");
    await insertUploadedImage("first.png", "First chart", 64);
    // Back in the text, so the second image is added rather than replacing the selected first one.
    await body().getByText("Before the images").click();
    await page.keyboard.press("End");
    await insertUploadedImage("second.png", "Second chart", 96);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("heading", { name: "Edit post" }).waitFor();

    for (let reload = 0; reload < 2; reload++) {
      await page.reload();
      await body().waitFor();
      const images = await bodyImages();
      expect(images.map((image) => image.alt).sort()).toEqual(["First chart", "Second chart"]);
      for (const image of images) {
        expect(image.mediaId).toMatch(/^[0-9a-f-]{36}$/);
        expect(image.src).toContain(image.mediaId);
        expect(image.loadedWidth, `${image.alt} loads`).toBeGreaterThan(0);
        const response = await fetch(new URL(image.src!, site.url), {
          headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/^image\//);
      }
      // Saving again without a change keeps both images (the body round-trips through the cleaner).
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByRole("heading", { name: "Edit post" }).waitFor();
    }
  });
});

describe("search and sharing fields", () => {
  it("saves an SEO title and a social image from the library in both languages, and keeps them", async () => {
    await page.getByRole("textbox", { name: "SEO title", exact: true }).fill("Images, explained");
    await page.getByRole("textbox", { name: "SEO title (Bengali)", exact: true }).fill("ছবির ব্যাখ্যা");
    const sharing = page.getByRole("group", { name: "Search and sharing" });
    await sharing.getByRole("button", { name: "Choose from library" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose from the media library: Social image" });
    await dialog.getByLabel("Search files").fill("second.png");
    await dialog
      .getByRole("status")
      .filter({ hasText: /^1 file$/ })
      .waitFor();
    await dialog.getByRole("button", { name: /second\.png/ }).click();
    await dialog.waitFor({ state: "detached" });
    // The library's alt text comes with the file.
    await expect(page.getByLabel("Social image alt text", { exact: true }).inputValue()).resolves.toBe("Second chart");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("heading", { name: "Edit post" }).waitFor();
    await page.reload();
    await expect(page.getByRole("textbox", { name: "SEO title", exact: true }).inputValue()).resolves.toBe(
      "Images, explained",
    );
    await expect(page.getByRole("textbox", { name: "SEO title (Bengali)", exact: true }).inputValue()).resolves.toBe(
      "ছবির ব্যাখ্যা",
    );
    await expect(page.getByLabel("Social image alt text", { exact: true }).inputValue()).resolves.toBe("Second chart");
    await sharing.locator("img").first().waitFor();
    const shots = process.env.SCREENSHOTS_DIR;
    if (shots)
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await sharing.screenshot({ path: `${shots}/admin-blog-sharing-${width}.png` });
      }
  });
});

describe("the blog list", () => {
  it("sorts by publish date with a control kept in the URL, without JavaScript", async () => {
    const noScript = await site.newPage({ signedIn: true, javaScriptEnabled: false });
    await noScript.goto(`${site.url}/admin/blog`);
    await noScript.getByLabel("Sort by").selectOption({ label: "Publish date, oldest first" });
    await noScript.getByRole("search").getByRole("button", { name: "Search" }).click();
    await noScript.waitForURL((url) => url.searchParams.get("sort") === "published-oldest");
    await expect(noScript.getByLabel("Sort by").inputValue()).resolves.toBe("published-oldest");
    const lines = await noScript.locator("main li p").allTextContents();
    const dates = lines.flatMap((line) => {
      const match = /Published (\d{1,2} \w+ \d{4} at \d{2}:\d{2})/.exec(line);
      return match ? [Date.parse(match[1]!.replace(" at ", " "))] : [];
    });
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    // The draft saved above has no publish date: it comes after every published post.
    expect(lines.at(-1)).toContain("Last saved");
    await noScript.context().close();
  });

  it("gives a published post without a cover a designed cover on its card, from this site alone", async () => {
    await page.goto(`${site.url}/admin/blog`);
    await page.getByRole("link", { name: "Edit Images that come back", exact: true }).click();
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("heading", { name: "Edit post" }).waitFor();
    const visitor = await site.newPage({ viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    visitor.on("request", (request) => requests.push(request.url()));
    await visitor.goto(`${site.url}/blog`);
    const card = visitor.locator("article").filter({ hasText: "Images that come back" });
    const cover = card.locator("[aria-hidden=true]").first();
    const box = await cover.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(1200 / 630, 1);
    // Not the old blank pale box: a dark brand ground with the category on it.
    const look = await cover.evaluate((element) => ({
      background: getComputedStyle(element).backgroundImage,
      text: element.textContent,
    }));
    expect(look.background).toContain("gradient");
    expect(look.text).toBe("Cloud");
    expect(requests.every((url) => url.startsWith(site.url))).toBe(true);
    const shots = process.env.SCREENSHOTS_DIR;
    if (shots)
      for (const width of [1280, 390]) {
        await visitor.setViewportSize({ width, height: 900 });
        await card.screenshot({ path: `${shots}/blog-card-fallback-cover-${width}.png` });
      }
    await visitor.context().close();
  });
});

describe("the trash", () => {
  it("moves a post to the trash, asks before deleting it for good, and restores it", async () => {
    await page.goto(`${site.url}/admin/blog`);
    await page.getByRole("link", { name: "Edit Images that come back", exact: true }).click();
    await page.getByRole("button", { name: "Move to trash" }).click();
    await page.getByText("“Images that come back” moved to the trash.").waitFor();
    await expect(page.getByRole("link", { name: "Edit Images that come back", exact: true }).count()).resolves.toBe(0);
    expect((await fetch(`${site.url}/blog/images-that-come-back`)).status).toBe(404);

    await page.getByRole("link", { name: "Trash", exact: true }).click();
    await page.getByRole("link", { name: "Delete Images that come back for good" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this post for good?" });
    await dialog.getByText("Images that come back").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Restore Images that come back" }).click();
    await page.getByText("“Images that come back” restored").waitFor();
    expect((await fetch(`${site.url}/blog/images-that-come-back`)).status).toBe(200);
  });
});
