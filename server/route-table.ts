import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] };

const trees = new WeakMap<ServerBuild["routes"], RouteNode[]>();

/** The build's flat route manifest as the nested tree matchRoutes takes (built once per build). */
function routeTree(routes: ServerBuild["routes"]): RouteNode[] {
  let tree = trees.get(routes);
  if (tree) return tree;
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (route)
      nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive });
  }
  tree = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else tree.push(node);
  }
  trees.set(routes, tree);
  return tree;
}

export type RouteMatch = { id: string; path?: string; caseSensitive?: boolean };

/** The routes (outermost first) React Router would match for `appPath` (a path under the base path). */
export function matchAppRoutes(routes: ServerBuild["routes"], appPath: string): RouteMatch[] | null {
  const matches = matchRoutes(routeTree(routes) as RouteObject[], appPath);
  return matches?.map((match) => match.route as RouteMatch) ?? null;
}
