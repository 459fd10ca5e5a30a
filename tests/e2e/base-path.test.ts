import { spawnSync } from "node:child_process";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { companyDetailsBn } from "~/content/bn/company";
import { companyDefaults } from "~/content/company";

import { projectRoot } from "../support/server";
import { siteUnderTest } from "../support/site";

const BUILD_DIR = "build-base-path";

describe("the whole site under BASE_PATH=/acme", () => {
  // Registered before siteUnderTest's, so the build exists when it starts the server.
  beforeAll(() => {
    const build = spawnSync(path.join(projectRoot, "node_modules/.bin/react-router"), ["build"], {
      cwd: projectRoot,
      env: { ...process.env, BASE_PATH: "/acme", BUILD_DIR },
      encoding: "utf8",
    });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
    // A whole build: 45 s as npm test's own build step, over 120 s while both suites load the two cores (CI, 2026-11-30).
  }, 300_000);
  const site = siteUnderTest({ buildDir: BUILD_DIR, env: { BASE_PATH: "/acme" } });

  it("serves pages, assets, health and the admin login under the prefix only", async () => {
    expect((await fetch(`${site.url}/acme/`)).status).toBe(200);
    expect((await fetch(`${site.url}/acme/healthz`)).status).toBe(200);
    expect((await fetch(`${site.url}/acme/admin/login`)).status).toBe(200);
    const signedOut = await fetch(`${site.url}/acme/admin`, { redirect: "manual" });
    expect(signedOut.headers.get("location")).toBe("/acme/admin/login");
    expect((await fetch(`${site.url}/about`)).status).toBe(404);
  });

  it("hydrates, loads every asset from under the prefix and navigates on the client", async () => {
    const page = await site.newPage();
    const failures: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on("pageerror", (error) => failures.push(error.message));
    await page.goto(`${site.url}/acme/`);
    const requested = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    expect(requested.length).toBeGreaterThan(0);
    for (const pathname of requested) expect(pathname).toMatch(/^\/acme\//);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About" }).click();
    await page.waitForURL(`${site.url}/acme/about`);
    expect(failures).toEqual([]);
    await page.close();
  });

  it("loads the contact form's checks, fetched on first focus, from under the prefix", async () => {
    const page = await site.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}/acme/contact`);
    await page.waitForFunction(() => document.querySelector("form[novalidate]") !== null);
    const onLoad = scripts.length;
    await page.getByLabel("Your Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.locator("#contact-email-error").waitFor();
    expect(await page.locator("#contact-email-error").innerText()).toBe(
      "Enter a valid email address, like name@example.com",
    );
    expect(scripts.length).toBeGreaterThan(onLoad);
    for (const pathname of scripts) expect(pathname).toMatch(/^\/acme\//);
    await page.close();
  });

  it("serves the Bengali edition under the prefix, its loaders reading the language below it", async () => {
    const response = await fetch(`${site.url}/acme/bn/about`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="bn">');
    // The company details come from the layout's loader, which must see /bn below /acme as the pages do.
    expect(html).toContain(companyDetailsBn.hoursWeekdays);
    expect(html).not.toContain(companyDefaults.businessHours.weekdays);
  });
});
