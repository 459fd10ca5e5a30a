import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

import appRoutes from "~/routes";

import { matchAppRoutes } from "./route-table";

type Entry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/** The app's route config as the build's flat manifest (ids as React Router gives them: the file, no extension). */
function manifestOf(config: RouteConfigEntry[]): Entry[] {
  const entries: Entry[] = [{ id: "root", path: "" }];
  const walk = (list: RouteConfigEntry[], parentId: string) => {
    for (const route of list) {
      const id = route.id ?? route.file.replace(/\.[jt]sx?$/, "");
      entries.push({ id, parentId, path: route.path, index: route.index, caseSensitive: route.caseSensitive });
      walk(route.children ?? [], id);
    }
  };
  walk(config, "root");
  return entries;
}

const asBuildRoutes = (entries: Entry[]) =>
  Object.fromEntries(entries.map((entry) => [entry.id, { ...entry, module: {} }])) as unknown as ServerBuild["routes"];

/** React Router's own answer: its matchRoutes over the nested tree. */
function reactRouterMatch(entries: Entry[], path: string): string[] | null {
  const nodes = new Map(entries.map((entry) => [entry.id, { ...entry, children: [] as RouteObject[] }]));
  const tree: RouteObject[] = [];
  for (const entry of entries) {
    const node = nodes.get(entry.id)! as unknown as RouteObject;
    const parent = entry.parentId ? nodes.get(entry.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  return matchRoutes(tree, path)?.map((match) => (match.route as unknown as Entry).id) ?? null;
}

/** Concrete paths for every pattern: each one filled in, in other cases, with a trailing slash, deeper, encoded. */
function samplePaths(entries: Entry[]): string[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const fullPath = (entry: Entry): string => {
    const parent = entry.parentId ? byId.get(entry.parentId) : undefined;
    return `${parent ? fullPath(parent) : ""}/${entry.path ?? ""}`.replace(/\/+/g, "/");
  };
  const paths = new Set(["/", "/nope", "/a/b/c", "/%E0%A6%AC", "//", "/blog/", "/BN", "/bn/", "/bn/nope/x"]);
  for (const entry of entries) {
    const pattern = fullPath(entry);
    for (const filled of [
      pattern.replace(/:[\w-]+\??/g, "some-slug").replace(/\*$/, "x/y"),
      pattern
        .replace(/\/:[\w-]+\?/g, "")
        .replace(/:[\w-]+/g, "42")
        .replace(/\*$/, ""),
    ]) {
      paths.add(filled);
      paths.add(filled.toUpperCase());
      paths.add(`${filled}/`);
      paths.add(`${filled}/extra`);
      paths.add(filled.replace(/a/g, "%61"));
    }
  }
  return [...paths];
}

describe("matchAppRoutes agrees with React Router's matchRoutes", () => {
  it("for every route of the app, in every spelling", () => {
    const entries = manifestOf(appRoutes);
    const routes = asBuildRoutes(entries);
    const paths = samplePaths(entries);
    expect(paths.length).toBeGreaterThan(300);
    for (const path of paths) {
      expect(matchAppRoutes(routes, path)?.map((route) => route.id) ?? null, path).toEqual(
        reactRouterMatch(entries, path),
      );
    }
  });

  it("with optional segments, index routes, pathless layouts and case-sensitive routes", () => {
    const entries: Entry[] = [
      { id: "root", path: "" },
      { id: "public", parentId: "root" },
      { id: "home", parentId: "public", index: true },
      { id: "docs", parentId: "public", path: ":lang?/docs" },
      { id: "docs-page", parentId: "public", path: "docs/:page" },
      { id: "exact", parentId: "public", path: "Exact", caseSensitive: true },
      { id: "files", parentId: "public", path: "files/*" },
      { id: "first", parentId: "public", path: "same" },
      { id: "second", parentId: "public", path: "same" },
      { id: "not-found", parentId: "public", path: "*" },
    ];
    const routes = asBuildRoutes(entries);
    for (const path of samplePaths(entries).concat(["/en/docs", "/docs", "/exact", "/Exact", "/files", "/same"])) {
      expect(matchAppRoutes(routes, path)?.map((route) => route.id) ?? null, path).toEqual(
        reactRouterMatch(entries, path),
      );
    }
    expect(matchAppRoutes(routes, "/same")?.at(-1)?.id).toBe("first");
  });
});
