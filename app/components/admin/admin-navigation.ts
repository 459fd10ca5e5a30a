import type { ContentNavItem } from "~/features/content-types/content-types";
import type { IconName } from "~/utils/icon-names";

export type AdminNavGroup = "Content" | "Leads" | "Site";

export type AdminNavItem = {
  to: string;
  label: string;
  icon: IconName;
  /** Highlighted on its own path only, not on the paths below it. */
  end?: boolean;
  badge?: "unread";
  group?: AdminNavGroup;
  /** Screens without an item of their own that belong to this one (the product categories to Shop products). */
  also?: readonly string[];
};

/**
 * The sidebar's items, grouped (issue 14): the Overview, then what visitors read (Content: the content types'
 * items, which the admin layout's loader derives from their declarations, decision 154), what they send
 * (Leads) and how the site itself is set up (Site). The spec's eight items keep their titles.
 */
export function adminNavigation(content: readonly ContentNavItem[]): AdminNavItem[] {
  return [
    { to: "/admin", label: "Overview", icon: "LayoutDashboard", end: true },
    ...content.map((item) => ({ ...item, group: "Content" as const })),
    {
      to: "/admin/contact-requests",
      label: "Contact Requests",
      icon: "Mail",
      badge: "unread",
      group: "Leads",
      also: ["/admin/saved-replies"],
    },
    { to: "/admin/newsletter", label: "Newsletter", icon: "Megaphone", group: "Leads", end: true },
    { to: "/admin/newsletter/issues", label: "Newsletter issues", icon: "Newspaper", group: "Leads" },
    { to: "/admin/data-requests", label: "Data requests", icon: "ShieldCheck", group: "Leads" },
    { to: "/admin/redirects", label: "Redirects", icon: "Signpost", group: "Site" },
    { to: "/admin/logo", label: "Update Logo", icon: "Image", group: "Site" },
    { to: "/admin/settings", label: "Settings", icon: "Settings", group: "Site" },
    { to: "/admin/audit", label: "Audit trail", icon: "ClipboardList", group: "Site" },
  ];
}

/** The items in runs of one group each, in the list's order (items without a group form their own run). */
export function adminNavigationGroups(
  items: readonly AdminNavItem[],
): { group: AdminNavGroup | null; items: AdminNavItem[] }[] {
  const runs: { group: AdminNavGroup | null; items: AdminNavItem[] }[] = [];
  for (const item of items) {
    const group = item.group ?? null;
    const last = runs.at(-1);
    if (last && last.group === group) last.items.push(item);
    else runs.push({ group, items: [item] });
  }
  return runs;
}

/** Whether `item` is the screen at `pathname` (a router path, below any base path), or one belonging to it. */
export function isAdminNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return [item.to, ...(item.also ?? [])].some((to) => path === to || (!item.end && path.startsWith(`${to}/`)));
}
