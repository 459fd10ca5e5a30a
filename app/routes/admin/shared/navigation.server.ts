import { adminNavigation, type AdminNavItem } from "~/components/admin/admin-navigation";
import { contentNavigation } from "~/features/content-types/content-types";
import { can, type Role } from "~/features/roles/roles";
import { permissionForPath } from "~/features/roles/route-permissions.server";

/**
 * The sidebar's items for this request, its Content group from the content types' declarations (decision 154),
 * and only the screens the admin's role may open (decision 180). Server-only, so the declarations (and the
 * form schemas they point to) never reach the admin's bundle.
 */
export function sidebarNavigation(role: Role): AdminNavItem[] {
  return adminNavigation(contentNavigation()).filter((item) => {
    const permission = permissionForPath(item.to);
    return permission !== null && can(role, permission);
  });
}
