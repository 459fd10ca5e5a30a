import { describe, expect, it } from "vitest";

import { contentNavigation } from "~/features/content-types/content-types";

import { adminNavigation as navigationOf, isAdminNavItemActive } from "./admin-navigation";

const adminNavigation = navigationOf(contentNavigation());
const item = (label: string) => adminNavigation.find((entry) => entry.label === label)!;
const activeOn = (pathname: string) =>
  adminNavigation.filter((entry) => isAdminNavItemActive(entry, pathname)).map((entry) => entry.label);

describe("isAdminNavItemActive", () => {
  it("highlights an item on its own screen and the screens below it", () => {
    expect(activeOn("/admin/services")).toEqual(["Services"]);
    expect(activeOn("/admin/services/new")).toEqual(["Services"]);
    expect(activeOn("/admin/blog/0b9a4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b/revisions")).toEqual(["Blog"]);
    expect(activeOn("/admin/settings/two-factor")).toEqual(["Settings"]);
  });

  it("highlights Shop products on the product categories and their edit screens", () => {
    expect(activeOn("/admin/products")).toEqual(["Shop products"]);
    expect(activeOn("/admin/product-categories")).toEqual(["Shop products"]);
    expect(activeOn("/admin/product-categories/new")).toEqual(["Shop products"]);
    expect(activeOn("/admin/product-categories/0b9a4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b")).toEqual(["Shop products"]);
  });

  it("gathers every page's texts, and the vision and mission, under one Page texts item (decision 174)", () => {
    expect(
      adminNavigation.filter((entry) => entry.label.includes("page texts") || entry.label === "Vision and mission"),
    ).toEqual([]);
    expect(item("Page texts").to).toBe("/admin/page-texts");
    for (const path of [
      "/admin/page-texts",
      "/admin/page-texts/home",
      "/admin/page-texts/about",
      "/admin/vision-mission",
    ])
      expect(activeOn(path), path).toEqual(["Page texts"]);
  });

  it("keeps Overview to /admin itself, and does not match a path that merely starts alike", () => {
    expect(activeOn("/admin")).toEqual(["Overview"]);
    expect(activeOn("/admin/")).toEqual(["Overview"]);
    expect(isAdminNavItemActive(item("Overview"), "/admin/services")).toBe(false);
    expect(isAdminNavItemActive(item("Services"), "/admin/services-old")).toBe(false);
  });
});
