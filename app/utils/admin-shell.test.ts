import { describe, expect, it } from "vitest";

import { adminTitleFromPath, isSidebarCollapsed } from "./admin-shell";

describe("admin header title", () => {
  it.each([
    ["/admin", "Overview"],
    ["/admin/", "Overview"],
    ["/admin/contact-requests", "Contact Requests"],
    ["/admin/settings", "Settings"],
    ["/admin/logo", "Logo"],
    ["/acme/admin/testimonials", "Testimonials"],
    ["/admin/services/3f2b8c1e-1111-4a2b-9c3d-123456789abc", "Services"],
    ["/admin/services/new", "Services"],
    ["/admin/pages/new", "Pages"],
    ["/admin/faq", "FAQ"],
    ["/admin/faq/0d9e2c7a-4f0b-4c5e-9a51-3b0f6a1d2e44", "FAQ"],
  ])("%s → %s", (path, title) => {
    expect(adminTitleFromPath(path)).toBe(title);
  });
});

describe("sidebar cookie", () => {
  it("reads the collapsed state among other cookies", () => {
    expect(isSidebarCollapsed("a=1; admin_sidebar=collapsed; b=2")).toBe(true);
    expect(isSidebarCollapsed("admin_sidebar=; b=2")).toBe(false);
    expect(isSidebarCollapsed(null)).toBe(false);
  });
});
