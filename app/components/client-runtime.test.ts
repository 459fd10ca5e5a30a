import { describe, expect, it } from "vitest";

import { SPECULATION_RULES } from "./client-runtime";

type Rule = { where: { and: { href_matches?: string; not?: { href_matches?: string } }[] } };

describe("the speculation rules", () => {
  const [rule] = (JSON.parse(SPECULATION_RULES) as { prefetch: Rule[] }).prefetch;
  const excluded = rule!.where.and.flatMap((part) => (part.not?.href_matches ? [part.not.href_matches] : []));

  it("never fetch ahead a newsletter link in any language: opening one confirms or unsubscribes", () => {
    expect(excluded).toEqual(
      expect.arrayContaining([
        "/newsletter",
        "/newsletter/confirm*",
        "/newsletter/unsubscribe*",
        "/bn/newsletter/confirm*",
        "/bn/newsletter/unsubscribe*",
      ]),
    );
  });

  it("fetch ahead the newsletter's archive and its issues", () => {
    const matches = (pattern: string, path: string) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(path);
    for (const path of ["/newsletter/archive", "/bn/newsletter/december-news"])
      expect(excluded.filter((pattern) => matches(pattern, path))).toEqual([]);
  });

  it("never fetch ahead a staff page or a feed", () => {
    expect(excluded).toEqual(expect.arrayContaining(["/admin/*", "/*.xml"]));
  });
});
