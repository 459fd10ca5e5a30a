// The public side of the editors: what staff change shows on the public pages at the next request.
// It asserts through visible text and alt text only, so it holds whatever the pages' final design.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { loginOverHttp } from "../support/admin-login";
import { siteUnderTest } from "../support/site";
import { pngBytes, simpleSvg } from "../support/upload-fixtures";

const site = siteUnderTest({ admin: true });
let page: Page;
let cookie: string;

beforeAll(async () => {
  cookie = `admin_session=${await loginOverHttp(site.url)}`;
  page = await site.newPage();
});

async function post(path: string, fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const response = await fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.url, Cookie: cookie },
    body,
  });
  expect(response.status).toBe(302);
}

/** True when any of `paths` shows `text` as text or as an image's alt text. */
async function shownOn(paths: string[], text: string): Promise<boolean> {
  for (const path of paths) {
    await page.goto(`${site.url}${path}`);
    const found = page.getByText(text).or(page.getByAltText(text));
    if ((await found.count()) > 0) return true;
  }
  return false;
}

describe("editor changes on the public pages", () => {
  it("shows a new service on /services", async () => {
    await post("/admin/services/new", {
      title: "Satellite Networking",
      description: "Links for remote sites.",
      icon: "Network",
    });
    expect(await shownOn(["/services"], "Satellite Networking")).toBe(true);
  });

  it("shows a new project on /portfolio", async () => {
    const image = new File([await pngBytes(600, 400)], "p.png", { type: "image/png" });
    await post("/admin/portfolio/new", {
      title: "River Ferry Booking",
      description: "Tickets by phone.",
      image,
      imageAlt: "Ferry app",
    });
    expect(await shownOn(["/portfolio"], "River Ferry Booking")).toBe(true);
  });

  it("shows a new testimonial", async () => {
    const image = new File([await pngBytes(200, 200)], "t.png", { type: "image/png" });
    await post("/admin/testimonials/new", {
      name: "Tahmina Chowdhury",
      content: "A dependable partner for our launch.",
      image,
    });
    expect(await shownOn(["/", "/about", "/services", "/portfolio"], "A dependable partner for our launch.")).toBe(
      true,
    );
  });

  it("shows a new client logo in the home page strip", async () => {
    const logo = new File([simpleSvg("Orchid")], "orchid.svg", { type: "image/svg+xml" });
    await post("/admin/clients", { intent: "add", name: "Orchid Textiles", logo });
    expect(await shownOn(["/"], "Orchid Textiles")).toBe(true);
  });
});
