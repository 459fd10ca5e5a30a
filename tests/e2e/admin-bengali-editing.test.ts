// Issue 18: staff write the Bengali text beside the English one, and the Bengali page shows it at the next
// request; until then it shows the English text, marked as English.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { blogPosts } from "~/content/blog";
import { blogPostsBn } from "~/content/bn/blog";

import { checkScreen } from "../support/admin-screens";
import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";

const site = siteUnderTest({ admin: true });
let page: Page;

beforeAll(async () => {
  page = await site.newPage({ signedIn: true });
});

async function open(path: string) {
  await page.goto(`${site.url}${path}`);
  await page.waitForLoadState("networkidle");
}

/** The language the text `text` is read in on the current page: its nearest `lang`. */
function langOf(text: string): Promise<string | null> {
  return page
    .getByText(text, { exact: true })
    .first()
    .evaluate((element) => element.closest("[lang]")?.getAttribute("lang") ?? null);
}

describe("editing the Bengali edition", () => {
  it("shows an untranslated service in English marked lang=en, then its Bengali title as soon as staff save it", async () => {
    await open("/admin/services/new");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Harbour Sensor Networks");
    await page
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Sensors that watch the port around the clock.");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Service added successfully");
    const item = page.getByRole("listitem").filter({ hasText: "Harbour Sensor Networks" });
    await item.getByText("Needs translation").waitFor();

    await open("/bn/services");
    expect(await page.locator("html").getAttribute("lang")).toBe("bn");
    expect(await langOf("Harbour Sensor Networks")).toBe("en");
    expect(await langOf("Sensors that watch the port around the clock.")).toBe("en");

    await open("/admin/services");
    await page.getByRole("link", { name: "Edit Harbour Sensor Networks" }).click();
    const bengaliTitle = page.getByRole("textbox", { name: "Title (Bengali)", exact: true });
    expect(await bengaliTitle.getAttribute("lang")).toBe("bn");
    await bengaliTitle.fill("হারবার সেন্সর নেটওয়ার্ক");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Service updated successfully");

    await open("/bn/services");
    expect(await langOf("হারবার সেন্সর নেটওয়ার্ক")).toBe("bn");
    // The description is still untranslated: English, marked as such.
    expect(await langOf("Sensors that watch the port around the clock.")).toBe("en");
    await open("/services");
    expect(await page.getByText("Harbour Sensor Networks", { exact: true }).count()).toBeGreaterThan(0);
  });

  it("shows a Bengali article title on /bn/blog as soon as staff save it, the English one staying on /blog", async () => {
    const post = blogPosts.find((item) => item.slug === "mobile-first-design")!;
    // The list as visitors had it (and as the page cache keeps it) before the save.
    await open("/bn/blog");
    expect(await langOf(blogPostsBn[post.slug]!.title)).toBe("bn");
    await open("/admin/blog");
    await page.getByRole("link", { name: post.title, exact: true }).click();
    const bengaliTitle = page.getByRole("textbox", { name: "Title (Bengali)", exact: true });
    expect(await bengaliTitle.inputValue()).toBe(blogPostsBn[post.slug]!.title);
    await bengaliTitle.fill("মোবাইল আগে: নতুন শিরোনাম");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Post published");

    await open("/bn/blog");
    expect(await langOf("মোবাইল আগে: নতুন শিরোনাম")).toBe("bn");
    await open(`/bn/blog/${post.slug}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("মোবাইল আগে: নতুন শিরোনাম");
    await open("/blog");
    expect(await page.getByRole("heading", { level: 2, name: post.title }).count()).toBe(1);
  });

  it("shows a Bengali category on /bn/blog as soon as staff save it, the admin's filter keeping the English one", async () => {
    const post = blogPosts.find((item) => item.slug === "digital-transformation-in-bangladesh")!;
    // The list as visitors had it (and as the page cache keeps it) before the save.
    await open("/bn/blog");
    expect(await langOf(blogPostsBn[post.slug]!.category)).toBe("bn");
    await open("/admin/blog");
    await page.getByRole("combobox", { name: "Category" }).selectOption(post.category);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/category=Digital\+Transformation/);
    await page.getByRole("link", { name: post.title, exact: true }).click();
    const bengaliCategory = page.getByLabel("Category (Bengali)", { exact: true });
    expect(await bengaliCategory.getAttribute("lang")).toBe("bn");
    expect(await bengaliCategory.inputValue()).toBe(blogPostsBn[post.slug]!.category);
    expect(await page.getByLabel("Category", { exact: true }).inputValue()).toBe(post.category);
    await bengaliCategory.fill("ডিজিটাল যাত্রা");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Post published");

    await open("/bn/blog");
    expect(await langOf("ডিজিটাল যাত্রা")).toBe("bn");
    expect(await page.getByText(blogPostsBn[post.slug]!.category, { exact: true }).count()).toBe(0);
    await open(`/bn/blog/${post.slug}`);
    expect(await langOf("ডিজিটাল যাত্রা")).toBe("bn");
    await open("/blog");
    expect(await page.locator("main").getByText(post.category, { exact: true }).count()).toBe(1);
    // The admin's filter still finds the post by its English category, and offers no Bengali one.
    await open(`/admin/blog?category=${encodeURIComponent(post.category)}`);
    expect(await page.getByRole("link", { name: post.title, exact: true }).count()).toBe(1);
    expect(
      await page.getByRole("combobox", { name: "Category" }).locator("option", { hasText: "ডিজিটাল যাত্রা" }).count(),
    ).toBe(0);
  });

  it("checks a Bengali text with the English rules in the browser, keeping both languages' text", async () => {
    await open("/admin/faq/new");
    await page.getByRole("textbox", { name: "Question", exact: true }).fill("Do you support ports?");
    await page.getByRole("textbox", { name: "Answer", exact: true }).fill("Yes, around the clock.");
    await page.getByRole("textbox", { name: "Question (Bengali)" }).fill("আপনারা কি বন্দরে কাজ করেন?");
    const bengaliAnswer = page.getByRole("textbox", { name: "Answer (Bengali)" });
    await bengaliAnswer.fill("হ্যাঁ, {কোম্পানি} সারাক্ষণ।");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Unknown placeholder {কোম্পানি}").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("bn.answer");
    expect(await bengaliAnswer.getAttribute("aria-invalid")).toBe("true");
    expect(await bengaliAnswer.inputValue()).toBe("হ্যাঁ, {কোম্পানি} সারাক্ষণ।");
    expect(await page.getByRole("textbox", { name: "Question (Bengali)" }).inputValue()).toBe(
      "আপনারা কি বন্দরে কাজ করেন?",
    );
    expect(await page.getByRole("textbox", { name: "Question", exact: true }).inputValue()).toBe(
      "Do you support ports?",
    );
  });

  it("marks the Bengali body out of date after the English body is edited, until staff confirm it (decision 197)", async () => {
    const post = blogPosts.find((item) => item.slug === "web-performance-that-converts")!;
    await open("/admin/blog");
    await page.getByRole("link", { name: post.title, exact: true }).click();
    const englishBody = page.getByRole("textbox", { name: "Body", exact: true });
    await englishBody.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" One more sentence for the English readers.");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Post published");

    // Only the body changed: its Bengali twin is out of date, the Bengali title is not. The Bengali body went
    // through the editor untouched, so it still counts as the old translation.
    await page.reload();
    await page.waitForLoadState("networkidle");
    const confirm = page.getByRole("checkbox", { name: "Body (Bengali) is still correct" });
    await confirm.waitFor();
    expect(await page.getByRole("checkbox", { name: "Title (Bengali) is still correct" }).count()).toBe(0);
    await page.getByText("Out of date:").first().waitFor();
    await checkScreen(page, "blog-edit-out-of-date");
    await page.setViewportSize({ width: 1280, height: 900 });

    await open("/admin");
    await page.getByText(/^\d+ translations? (is|are) out of date/).waitFor();
    await checkScreen(page, "overview-out-of-date");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goBack();
    await page.waitForLoadState("networkidle");

    await confirm.check();
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Post published");
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await page.getByText("Out of date:").count()).toBe(0);
  });
});
