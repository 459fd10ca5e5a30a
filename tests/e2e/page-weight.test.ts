import zlib from "node:zlib";

import { describe, expect, it } from "vitest";

import { blogPosts } from "~/content/blog";
import { seedProjects } from "~/content/seed";
import { ONE_WINDOW_GZIP_BYTES } from "~/features/page-styles/one-window";

import { seedSentIssue, SENT_ISSUE_SLUG } from "../support/newsletter-archive";
import { siteUnderTest } from "../support/site";

// Bytes, not timings (issue 27): a document that fits one round trip, and CSS per area (decision 166).
const site = siteUnderTest({ seed: seedSentIssue });

const englishPages = [
  "/",
  "/about",
  "/services",
  "/shop",
  "/portfolio",
  `/portfolio/${seedProjects[0]!.slug}`,
  "/team",
  "/blog",
  "/blog/category/cloud",
  `/blog/${blogPosts[0]!.slug}`,
  "/newsletter/archive",
  `/newsletter/${SENT_ISSUE_SLUG}`,
  "/contact",
  "/privacy",
  "/terms",
  "/no-such-page",
];
const ADMIN_ONLY_RULE = ".rich-text-editor";
const BENGALI_TEXT_FACE = "Noto Sans Bengali Text";

async function page(path: string) {
  const response = await fetch(`${site.url}${path}`);
  const html = await response.text();
  const sheets = await Promise.all(
    [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(async ([, href]) =>
      (await fetch(new URL(href!, site.url))).text(),
    ),
  );
  return { html, css: [html, ...sheets].join("\n") };
}

describe("page weight", () => {
  it.each(englishPages)("%s fits one round trip, carries no admin rule and no Bengali face", async (path) => {
    const { html, css } = await page(path);
    expect(zlib.gzipSync(html).byteLength).toBeLessThanOrEqual(ONE_WINDOW_GZIP_BYTES);
    expect(css).not.toContain(ADMIN_ONLY_RULE);
    expect(css).not.toContain(BENGALI_TEXT_FACE);
  });

  it("a Bengali page carries the Bengali face, and still no admin rule", async () => {
    const { css } = await page("/bn/about");
    expect(css).toContain(BENGALI_TEXT_FACE);
    expect(css).not.toContain(ADMIN_ONLY_RULE);
  });

  it("the admin keeps the whole site's stylesheet (so the checks above can fail)", async () => {
    const { css } = await page("/admin/login");
    expect(css).toContain(ADMIN_ONLY_RULE);
    expect(css).toContain(BENGALI_TEXT_FACE);
  });
});
