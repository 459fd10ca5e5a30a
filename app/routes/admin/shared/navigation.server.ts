import { adminNavigation, type AdminNavItem } from "~/components/admin/admin-navigation";
import { contentNavigation } from "~/features/content-types/content-types";

/**
 * The sidebar's items for this request, its Content group from the content types' declarations (decision 154).
 * Server-only, so the declarations (and the form schemas they point to) never reach the admin's bundle.
 */
export function sidebarNavigation(): AdminNavItem[] {
  return adminNavigation(contentNavigation());
}
