import { Form, Link, useLocation } from "react-router";

import { Icon } from "~/components/icon";
import { assetUrl } from "~/utils/asset";

import { adminNavigationGroups, type AdminNavItem, isAdminNavItemActive } from "./admin-navigation";

type Props = {
  id: string;
  collapsed: boolean;
  onToggleCollapsed(): void;
  mobileOpen: boolean;
  onCloseMobile(): void;
  unreadCount: number | null;
  /** The sidebar's items, from the layout's loader (`adminNavigation`). */
  items: readonly AdminNavItem[];
};

function unreadLabel(count: number) {
  return `${count} unread message${count === 1 ? "" : "s"}`;
}

/**
 * Desktop: a column that collapses to icons. Below the lg breakpoint: an off-canvas panel, hidden
 * (and out of the tab order) until the header's menu button opens it.
 */
export function AdminSidebar({
  id,
  collapsed,
  onToggleCollapsed,
  mobileOpen,
  onCloseMobile,
  unreadCount,
  items,
}: Props) {
  const narrow = collapsed && !mobileOpen;
  const { pathname } = useLocation();
  return (
    <aside
      id={id}
      aria-label="Admin sidebar"
      data-collapsed={collapsed ? "true" : "false"}
      className={[
        "fixed inset-y-0 left-0 z-50 flex w-72 flex-col bg-slate-900 text-slate-200 transition-transform duration-200",
        mobileOpen ? "translate-x-0" : "invisible -translate-x-full",
        "lg:visible lg:sticky lg:top-0 lg:z-auto lg:h-screen lg:translate-x-0 lg:transition-[width]",
        collapsed ? "lg:w-18" : "lg:w-64",
      ].join(" ")}
    >
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-slate-800 px-3">
        <Link
          to="/admin"
          className={`flex min-w-0 items-center gap-2 rounded-md px-1 ${narrow ? "lg:justify-center" : ""}`}
        >
          <img src={assetUrl("images/brand/mark.svg")} alt="" width={32} height={32} className="size-8 shrink-0" />
          <span className={`truncate font-semibold text-white ${narrow ? "lg:sr-only" : ""}`}>Admin</span>
        </Link>
        <button
          type="button"
          onClick={onCloseMobile}
          aria-label="Close menu"
          className="rounded-md p-2 text-slate-300 hover:bg-slate-800 hover:text-white lg:hidden"
        >
          <Icon name="X" className="size-5" />
        </button>
      </div>

      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        {adminNavigationGroups(items).map((group, index) => {
          const headingId = group.group ? `${id}-group-${group.group.toLowerCase()}` : undefined;
          return (
            <div key={group.group ?? "top"} className={index > 0 ? "mt-5" : undefined}>
              {group.group ? (
                <p
                  id={headingId}
                  className={`mb-1 px-3 text-xs font-semibold tracking-wider text-slate-400 uppercase ${narrow ? "lg:sr-only" : ""}`}
                >
                  {group.group}
                </p>
              ) : null}
              <ul className="space-y-1" aria-labelledby={headingId}>
                {group.items.map((item) => {
                  const badge = item.badge === "unread" && unreadCount ? unreadCount : null;
                  // Matched here rather than by NavLink, which knows only the item's own path.
                  const active = isAdminNavItemActive(item, pathname);
                  return (
                    <li key={item.to}>
                      <Link
                        to={item.to}
                        prefetch="intent"
                        onClick={onCloseMobile}
                        title={narrow ? item.label : undefined}
                        aria-current={active ? "page" : undefined}
                        className={[
                          "relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                          active ? "bg-brand-700 text-white" : "text-slate-300 hover:bg-slate-800 hover:text-white",
                          narrow ? "lg:justify-center lg:px-0" : "",
                        ].join(" ")}
                      >
                        <Icon name={item.icon} className="size-5 shrink-0" />
                        <span className={`flex-1 truncate ${narrow ? "lg:sr-only" : ""}`}>{item.label}</span>
                        {badge !== null ? (
                          <span
                            data-testid="unread-count"
                            className={[
                              "rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-950",
                              narrow ? "lg:absolute lg:top-0 lg:right-0 lg:px-1.5" : "",
                            ].join(" ")}
                          >
                            <span aria-hidden="true">{badge}</span>
                            <span className="sr-only">{unreadLabel(badge)}</span>
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>

      <div className="space-y-1 border-t border-slate-800 px-3 py-3">
        <Link
          to="/"
          title={narrow ? "View site" : undefined}
          className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-300 hover:bg-slate-800 hover:text-white ${narrow ? "lg:justify-center lg:px-0" : ""}`}
        >
          <Icon name="ExternalLink" className="size-5 shrink-0" />
          <span className={narrow ? "lg:sr-only" : ""}>View site</span>
        </Link>
        <Form method="post" action="/admin/logout">
          <button
            type="submit"
            title={narrow ? "Logout" : undefined}
            className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-300 hover:bg-slate-800 hover:text-white ${narrow ? "lg:justify-center lg:px-0" : ""}`}
          >
            <Icon name="LogOut" className="size-5 shrink-0" />
            <span className={narrow ? "lg:sr-only" : ""}>Logout</span>
          </button>
        </Form>
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-expanded={!collapsed}
          aria-controls={id}
          className={`hidden w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-300 hover:bg-slate-800 hover:text-white lg:flex ${collapsed ? "lg:justify-center lg:px-0" : ""}`}
        >
          {collapsed ? (
            <Icon name="ChevronsRight" className="size-5 shrink-0" />
          ) : (
            <Icon name="ChevronsLeft" className="size-5 shrink-0" />
          )}
          <span className={collapsed ? "sr-only" : ""}>{collapsed ? "Expand sidebar" : "Collapse sidebar"}</span>
        </button>
      </div>
    </aside>
  );
}
