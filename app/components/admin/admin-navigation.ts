import type { IconName } from "~/utils/icon-names";

export type AdminNavItem = { to: string; label: string; icon: IconName; end?: boolean; badge?: "unread" };

/** The sidebar's items: the spec's eight in its order, with the blog beside the other content editors, the
 * Media library after the content it feeds and Newsletter beside the inbox (issue 15). */
export const adminNavigation: readonly AdminNavItem[] = [
  { to: "/admin", label: "Overview", icon: "LayoutDashboard", end: true },
  { to: "/admin/logo", label: "Update Logo", icon: "Image" },
  { to: "/admin/clients", label: "Client Logos", icon: "Building2" },
  { to: "/admin/services", label: "Services", icon: "Wrench" },
  { to: "/admin/portfolio", label: "Portfolio", icon: "Briefcase" },
  { to: "/admin/testimonials", label: "Testimonials", icon: "MessageSquareQuote" },
  { to: "/admin/blog", label: "Blog", icon: "Newspaper" },
  { to: "/admin/media", label: "Media", icon: "Images" },
  { to: "/admin/contact-requests", label: "Contact Requests", icon: "Mail", badge: "unread" },
  { to: "/admin/newsletter", label: "Newsletter", icon: "Megaphone" },
  { to: "/admin/settings", label: "Settings", icon: "Settings" },
];
