import { describe, expect, it } from "vitest";

import { menuItemFormSchema } from "./menu-schema";
import { menuTargetSchema } from "./menu-target";

const form = (fields: Record<string, string>) => ({
  label: "Careers",
  "bn.label": "",
  targetKind: "url",
  path: "",
  postId: "",
  url: "",
  ...fields,
});

const firstError = (fields: Record<string, string>) => {
  const result = menuItemFormSchema.safeParse(form(fields));
  return result.success ? null : { field: result.error.issues[0]!.path[0], message: result.error.issues[0]!.message };
};

describe("a menu link's target", () => {
  it("takes https:// addresses only", () => {
    for (const url of [
      "http://example.com",
      "javascript:alert(1)",
      "//example.com",
      "example.com",
      "https://",
      "ftp://x.org",
    ])
      expect(firstError({ url })).toEqual({
        field: "url",
        message: "Enter a full address that starts with https://, for example https://example.com/careers",
      });
    expect(firstError({ url: "" })).toEqual({ field: "url", message: "Enter the web address the link leads to" });
    expect(menuItemFormSchema.parse(form({ url: " https://example.com/jobs " }))).toMatchObject({
      label: "Careers",
      target: { kind: "url", url: "https://example.com/jobs" },
    });
  });

  it("takes the site's own pages only, by their English path", () => {
    expect(firstError({ targetKind: "spec", path: "/cookies" })).toEqual({
      field: "path",
      message: "Choose one of the site's pages",
    });
    expect(firstError({ targetKind: "spec", path: "/bn/about" })?.field).toBe("path");
    expect(
      menuItemFormSchema.parse(form({ targetKind: "spec", path: "/about", url: "typed, not saved" })),
    ).toMatchObject({
      target: { kind: "spec", path: "/about" },
    });
  });

  it("takes a post by its id, and refuses an unknown kind", () => {
    expect(firstError({ targetKind: "post", postId: "" })).toEqual({ field: "postId", message: "Choose a blog post" });
    expect(firstError({ targetKind: "page" })?.field).toBe("targetKind");
    expect(menuTargetSchema.safeParse({ kind: "post", postId: "0d9e2c7a-4f0b-4c5e-9a51-3b0f6a1d2e44" }).success).toBe(
      true,
    );
  });

  it("keeps the Bengali label optional and checks it with the English rule", () => {
    expect(
      menuItemFormSchema.parse(form({ url: "https://a.example", "bn.label": "ক্যারিয়ার" })).translations,
    ).toMatchObject({
      bn: { label: "ক্যারিয়ার" },
    });
    expect(firstError({ url: "https://a.example", "bn.label": "ক".repeat(41) })?.field).toBe("bn.label");
  });
});
