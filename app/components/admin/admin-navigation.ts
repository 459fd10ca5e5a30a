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
 * The sidebar's items, grouped (issue 14): the Overview, then what visitors read (Content), what they send
 * (Leads) and how the site itself is set up (Site). The spec's eight items keep their titles; the Blog,
 * Media, Team, FAQ, page copy, Why choose us, Technologies, Shop products, Hosting packages, Legal pages, Newsletter, Data requests and Audit trail screens sit in the group they belong to.
 */
export const adminNavigation: readonly AdminNavItem[] = [
  { to: "/admin", label: "Overview", icon: "LayoutDashboard", end: true },
  { to: "/admin/services", label: "Services", icon: "Wrench", group: "Content" },
  { to: "/admin/portfolio", label: "Portfolio", icon: "Briefcase", group: "Content" },
  { to: "/admin/testimonials", label: "Testimonials", icon: "MessageSquareQuote", group: "Content" },
  { to: "/admin/team", label: "Team", icon: "Users", group: "Content" },
  { to: "/admin/faq", label: "FAQ", icon: "LifeBuoy", group: "Content" },
  { to: "/admin/process", label: "Process steps", icon: "Workflow", group: "Content" },
  { to: "/admin/about-figures", label: "About figures", icon: "BarChart3", group: "Content" },
  { to: "/admin/core-values", label: "Core values", icon: "Award", group: "Content" },
  { to: "/admin/home-copy", label: "Home page copy", icon: "Globe", group: "Content" },
  { to: "/admin/vision-mission", label: "Vision and mission", icon: "Target", group: "Content" },
  { to: "/admin/why-choose-us", label: "Why choose us", icon: "CheckCircle2", group: "Content" },
  { to: "/admin/technologies", label: "Technologies", icon: "Cpu", group: "Content" },
  {
    to: "/admin/products",
    label: "Shop products",
    icon: "ShoppingCart",
    group: "Content",
    also: ["/admin/product-categories"],
  },
  { to: "/admin/hosting", label: "Hosting packages", icon: "Server", group: "Content" },
  { to: "/admin/clients", label: "Client Logos", icon: "Building2", group: "Content" },
  { to: "/admin/blog", label: "Blog", icon: "Newspaper", group: "Content" },
  { to: "/admin/media", label: "Media", icon: "Images", group: "Content" },
  { to: "/admin/legal", label: "Legal pages", icon: "FileCheck", group: "Content" },
  { to: "/admin/contact-requests", label: "Contact Requests", icon: "Mail", badge: "unread", group: "Leads" },
  { to: "/admin/newsletter", label: "Newsletter", icon: "Megaphone", group: "Leads" },
  { to: "/admin/data-requests", label: "Data requests", icon: "ShieldCheck", group: "Leads" },
  { to: "/admin/logo", label: "Update Logo", icon: "Image", group: "Site" },
  { to: "/admin/settings", label: "Settings", icon: "Settings", group: "Site" },
  { to: "/admin/audit", label: "Audit trail", icon: "ClipboardList", group: "Site" },
];

/** The items in runs of one group each, in the list's order (items without a group form their own run). */
export function adminNavigationGroups(
  items: readonly AdminNavItem[] = adminNavigation,
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
