import type { ServerBuild } from "react-router";

/**
 * React Router's route matching, compiled once per build. `matchRoutes` from react-router flattens, ranks
 * and compiles every route's pattern again on each call: with the site's ~110 routes that was 1.5 ms of CPU
 * per request in the canonical-path check alone (a third of React Router's share of an uncached render,
 * docs/performance.md). The branches are the same for every request, so they are built once here, with
 * react-router's own rules (flattening, optional segments, ranking, the pattern's regular expression), and a
 * match is one pass over precompiled expressions. `route-table.test.ts` checks that it agrees with
 * react-router's `matchRoutes` for every route of the app.
 */

export type RouteMatch = { id: string; path?: string; caseSensitive?: boolean; index?: boolean };

type RouteNode = RouteMatch & { children: RouteNode[] };

type Branch = { path: string; score: number; indexes: number[]; chain: RouteMatch[]; matcher: RegExp };

const tables = new WeakMap<ServerBuild["routes"], Branch[]>();

/** The build's flat route manifest as the nested tree react-router matches against. */
function routeTree(routes: ServerBuild["routes"]): RouteNode[] {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (route)
      nodes.set(route.id, {
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        children: [],
      });
  }
  const tree: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  return tree;
}

/** react-router's explodeOptionalSegments: "a/:b?/c" → ["a/:b/c", "a/c"]. */
function explodeOptionalSegments(path: string): string[] {
  const [first = "", ...rest] = path.split("/");
  const optional = first.endsWith("?");
  const required = first.replace(/\?$/, "");
  if (rest.length === 0) return optional ? [required, ""] : [required];
  const restExploded = explodeOptionalSegments(rest.join("/"));
  const result = restExploded.map((sub) => (sub === "" ? required : [required, sub].join("/")));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith("/") && exploded === "" ? "/" : exploded));
}

const joinPaths = (paths: string[]) => paths.join("/").replace(/\/\/+/g, "/");

/** react-router's computeScore: static segments outrank dynamic ones, which outrank a splat. */
function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split("/");
  let score = segments.length;
  if (segments.includes("*")) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (segment === "*") continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** react-router's compilePath for a whole branch (end = true). */
function compilePath(path: string, caseSensitive: boolean): RegExp {
  let source =
    "^" +
    path
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(
        /\/:([\w-]+)(\?)?/g,
        (match, _name: string, optional: string | undefined, index: number, str: string) => {
          if (!optional) return "/([^\\/]+)";
          const next = str.charAt(index + match.length);
          return next && next !== "/" ? "/([^\\/]*)" : "(?:/([^\\/]*))?";
        },
      )
      .replace(/\/([\w-]+)\?(\/|$)/g, "(/$1)?$2");
  if (path.endsWith("*")) source += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  else source += "\\/*$";
  return new RegExp(source, caseSensitive ? undefined : "i");
}

function flatten(
  nodes: RouteNode[],
  branches: Branch[],
  parents: { meta: RouteMatch; relativePath: string; childrenIndex: number }[] = [],
  parentPath = "",
  parentHasOptional = false,
): void {
  const visit = (node: RouteNode, childrenIndex: number, hasOptional: boolean, relative = node.path ?? "") => {
    if (relative.startsWith("/")) {
      if (!relative.startsWith(parentPath) && hasOptional) return;
      relative = relative.slice(parentPath.length);
    }
    const path = joinPaths([parentPath, relative]);
    const chain = [...parents, { meta: node, relativePath: relative, childrenIndex }];
    if (node.children.length > 0) flatten(node.children, branches, chain, path, hasOptional);
    if (node.path == null && !node.index) return;
    branches.push({
      path,
      score: computeScore(path, node.index),
      indexes: chain.map((entry) => entry.childrenIndex),
      chain: chain.map(({ meta }) => ({
        id: meta.id,
        path: meta.path,
        caseSensitive: meta.caseSensitive,
        index: meta.index,
      })),
      matcher: compilePath(
        path,
        chain.some((entry) => entry.meta.caseSensitive),
      ),
    });
  };
  nodes.forEach((node, index) => {
    if (node.path === "" || !node.path?.includes("?")) visit(node, index, parentHasOptional);
    else for (const exploded of explodeOptionalSegments(node.path)) visit(node, index, true, exploded);
  });
}

/** react-router's rankRouteBranches: by score, then siblings in the order they were declared. */
function compareBranches(a: Branch, b: Branch): number {
  if (a.score !== b.score) return b.score - a.score;
  const siblings = a.indexes.length === b.indexes.length && a.indexes.slice(0, -1).every((n, i) => n === b.indexes[i]);
  return siblings ? a.indexes[a.indexes.length - 1]! - b.indexes[b.indexes.length - 1]! : 0;
}

function branchesOf(routes: ServerBuild["routes"]): Branch[] {
  let branches = tables.get(routes);
  if (!branches) {
    branches = [];
    flatten(routeTree(routes), branches);
    branches.sort(compareBranches);
    tables.set(routes, branches);
  }
  return branches;
}

/** react-router's decodePath: each segment decoded, a decoded "/" kept as %2F. */
function decodePath(value: string): string {
  try {
    return value
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return value;
  }
}

/** The routes (outermost first) React Router would match for `appPath` (a path under the base path). */
export function matchAppRoutes(routes: ServerBuild["routes"], appPath: string): RouteMatch[] | null {
  const pathname = decodePath(appPath || "/");
  for (const branch of branchesOf(routes)) {
    if (branch.matcher.test(pathname)) return branch.chain;
  }
  return null;
}
