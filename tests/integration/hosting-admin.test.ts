import { describe, expect, it } from "vitest";

import { adminEditorServer, linkedId, multipartForm } from "../support/admin-editors";
import { testDrivers } from "../support/databases";

// The hosting package editor as a script would drive it, on both drivers: the server validates whatever
// is sent, and /services follows every save.

describe.each(testDrivers())("hosting package editor (%s)", (driver) => {
  const { post, adminPage, publicPage } = adminEditorServer(driver);
  const services = () => publicPage("/services");
  const form = multipartForm;

  it("validates packages on the server, keeping what was typed; /services follows add, edit, reorder and delete", async () => {
    const bad = await post(
      "/admin/hosting/new",
      form({
        name: "MEGH",
        pricePerYear: "-1",
        dailyVisitors: "",
        storage: "1 TB",
        bandwidth: "Unlimited",
        features: ["x".repeat(61)],
      }),
    );
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    for (const message of [
      "Please fill in all required fields",
      "Price cannot be below zero",
      "Daily visitors is required",
      "Each feature can be at most 60 characters",
    ]) {
      expect(badHtml).toContain(message);
    }
    expect(badHtml).toContain('value="-1"');
    expect(badHtml).toContain('value="MEGH"');
    const fraction = await post(
      "/admin/hosting/new",
      form({ name: "MEGH", pricePerYear: "1e5", dailyVisitors: "Unlimited", storage: "1 TB", bandwidth: "Unlimited" }),
    );
    expect(fraction.status).toBe(400);
    expect(await fraction.text()).toContain("Enter the price in whole taka, without decimals or other characters");

    const created = await post(
      "/admin/hosting/new",
      form({
        name: "MEGH",
        summary: "For the biggest portals.",
        pricePerYear: "50000",
        dailyVisitors: "Unlimited",
        storage: "1 TB",
        bandwidth: "Unlimited",
        features: ["Free migration", " ", "Daily backups", "free migration"],
        highlighted: "on",
      }),
    );
    expect(created.status).toBe(302);
    const page = await services();
    expect(page).toContain("MEGH");
    expect(page).toContain("৫০,০০০৳");
    expect(page).toContain("Daily backups");
    expect(page.indexOf("AKASH CHOA")).toBeLessThan(page.indexOf("MEGH"));

    const list = await adminPage("/admin/hosting");
    const id = linkedId(list, "Edit MEGH")!;
    expect(await adminPage(`/admin/hosting/${id}`)).toMatch(/name="version" value="1"/);
    expect((await post("/admin/hosting", new URLSearchParams({ intent: "move", id, direction: "up" }))).status).toBe(
      302,
    );
    const moved = await services();
    expect(moved.indexOf("MEGH")).toBeLessThan(moved.indexOf("AKASH CHOA"));

    const edited = await post(
      `/admin/hosting/${id}`,
      form({
        name: "MEGH",
        pricePerYear: "55000",
        dailyVisitors: "Unlimited",
        storage: "2 TB",
        bandwidth: "Unlimited",
        version: "1",
      }),
    );
    expect(edited.status).toBe(302);
    expect(await services()).toContain("৫৫,০০০৳");
    const stale = await post(
      `/admin/hosting/${id}`,
      form({ name: "Overwritten", pricePerYear: "1", dailyVisitors: "1", storage: "1", bandwidth: "1", version: "1" }),
    );
    expect(stale.status).toBe(409);
    const staleHtml = await stale.text();
    expect(staleHtml).toContain("Someone else saved this since you opened it");
    expect(staleHtml).toContain('value="Overwritten"');

    expect((await post("/admin/hosting", new URLSearchParams({ intent: "delete", id }))).status).toBe(302);
    expect(await services()).not.toContain("MEGH");
  });

  it("quotes the cheapest package's saved price in /services' meta description", async () => {
    const description = async () => /<meta name="description" content="([^"]*)"/.exec(await services())?.[1];
    expect(await description()).toContain("plus web hosting from ৳12,000 a year.");
    const id = linkedId(await adminPage("/admin/hosting"), "Edit NOBOJATRA")!;
    const version = /name="version" value="(\d+)"/.exec(await adminPage(`/admin/hosting/${id}`))![1]!;
    const fields = {
      name: "NOBOJATRA",
      pricePerYear: "11500",
      dailyVisitors: "50,000",
      storage: "50 GB",
      bandwidth: "50 GB",
      version,
    };
    expect((await post(`/admin/hosting/${id}`, form(fields))).status).toBe(302);
    expect(await description()).toContain("plus web hosting from ৳11,500 a year.");
  });
});
