import type { ContentType } from "~/features/content-types/content-type";
import { contentTypes } from "~/features/content-types/content-types";

import type { Permission } from "./roles";

/**
 * The permission each admin screen needs, by its route path (decision 180): the one map the guard reads
 * (`requireAdmin`) and the route-by-role test checks against the routes in app/routes.ts. A content type's
 * screens (its list and its items' editors) take the permission its declaration names (decision 154), so a
 * new type needs no line here. A path that is in neither is refused to everyone: a new screen stays shut
 * until it is given a permission here.
 */
const OTHER_SCREENS: Readonly<Record<string, Permission>> = {
  "/admin": "account",
  "/admin/set-password": "account",
  "/admin/confirm-sign-in": "account",
  "/admin/settings": "account",
  "/admin/settings/account": "account",
  "/admin/settings/security": "account",
  "/admin/settings/notifications": "inbox",
  "/admin/settings/company": "settings",
  "/admin/settings/admins": "staff",
  "/admin/settings/two-factor": "account",
  "/admin/settings/acknowledgement": "inbox",
  "/admin/logo": "settings",
  "/admin/redirects": "content",
  // Every page's texts (decision 174): the list, a page's editor, and the home page's old address.
  "/admin/page-texts": "content",
  "/admin/page-texts/:page": "content",
  "/admin/home-copy": "content",
  "/admin/pages/:id/preview": "content",
  "/admin/pages/:id/revisions": "content",
  "/admin/blog/images": "posts",
  "/admin/blog/:id/preview": "posts",
  "/admin/blog/:id/revisions": "content",
  // Submitting one's draft needs "posts"; sending back needs "content", checked per intent (decision 182).
  "/admin/blog/:id/review": "posts",
  "/admin/blog/:id/revisions/:revisionId": "content",
  // Live preview (decision 175): each type checks its own editor's permission too.
  "/admin/preview/:type": "posts",
  "/bn/admin/preview/:type": "posts",
  "/admin/contact-requests": "inbox",
  "/admin/contact-requests/export.csv": "inbox",
  "/admin/contact-requests/:id": "inbox",
  "/admin/saved-replies": "inbox",
  "/admin/saved-replies/:id": "inbox",
  "/admin/newsletter": "newsletter",
  "/admin/newsletter/export.csv": "newsletter",
  "/admin/newsletter/issues": "newsletter",
  "/admin/newsletter/issues/:id": "newsletter",
  "/admin/newsletter/issues/:id/recipients": "newsletter",
  "/admin/newsletter/issues/:id/preview": "newsletter",
  "/admin/data-requests": "privacy",
  "/admin/data-requests/export.json": "privacy",
  "/admin/audit": "audit",
};

export function adminRoutePermissions(types: readonly ContentType[] = contentTypes): Map<string, Permission> {
  const map = new Map<string, Permission>();
  for (const type of types) {
    map.set(type.adminPath, type.permission ?? "content");
    map.set(`${type.adminPath}/:id`, type.permission ?? "content");
  }
  for (const [path, permission] of Object.entries(OTHER_SCREENS)) map.set(path, permission);
  return map;
}

const compiled = [...adminRoutePermissions()].map(([pattern, permission]) => ({
  pattern,
  permission,
  // Static segments win over a parameter ("/admin/blog/images" before "/admin/blog/:id").
  dynamic: pattern.split("/").filter((segment) => segment.startsWith(":")).length,
  segments: pattern.split("/"),
}));
compiled.sort((a, b) => a.dynamic - b.dynamic);

/** The permission the screen at `path` (a router path, without `.data`) needs; null: no screen is known. */
export function permissionForPath(path: string): Permission | null {
  const segments = (path.replace(/\/+$/, "") || "/").split("/");
  const match = compiled.find(
    (route) =>
      route.segments.length === segments.length &&
      route.segments.every((segment, i) => segment.startsWith(":") || segment === segments[i]),
  );
  return match?.permission ?? null;
}
