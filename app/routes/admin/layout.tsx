import { type ReactNode, useEffect, useState } from "react";
import { isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData } from "react-router";

import { AdminHeader } from "~/components/admin/admin-header";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { NotAllowedView } from "~/components/admin/not-allowed";
import { clientRuntimeHandle } from "~/components/client-runtime";
import { UnexpectedErrorView } from "~/components/error-page";
import { useFlash } from "~/components/flash-toaster";
import { NoScriptFlash } from "~/components/no-script-flash";
import { getDb } from "~/db/client.server";
import { can } from "~/features/roles/roles";
import { countUnreadMessages } from "~/models/inbox.server";
import {
  adminTitleFromPath,
  isSidebarCollapsed,
  SIDEBAR_COOKIE,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
} from "~/utils/admin-shell";
import { logger } from "~/utils/logger.server";

import type { Route } from "./+types/layout";
import { requireAdmin } from "./shared/auth.server";
import { sidebarNavigation } from "./shared/navigation.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, { frame: true });
  // No-store and noindex come from server/admin-headers.ts, for every admin response.
  return {
    email: admin.email,
    // The badge is a nicety: if the count fails, the shell still renders and the screen reports the fault.
    unreadCount: can(admin.role, "inbox")
      ? await countUnreadMessages(getDb()).catch((error: Error) => {
          logger.warn({ err: error }, "unread count failed");
          return null;
        })
      : null,
    sidebarCollapsed: isSidebarCollapsed(request.headers.get("cookie")),
    navigation: sidebarNavigation(admin.role),
  };
}

const SIDEBAR_ID = "admin-sidebar";

/** The admin runs on React Router's client runtime (decision 165). */
export const handle = clientRuntimeHandle;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame frame={loaderData}>
      <Outlet />
    </AdminFrame>
  );
}

/**
 * A screen's loader or action that failed: a refusal (403, decision 180) says so in plain words inside the
 * admin's frame, with the sidebar of what the admin may open; anything else as the site's error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>("routes/admin/layout");
  if (frame && isRouteErrorResponse(error) && error.status === 403) {
    return (
      <AdminFrame frame={frame}>
        <NotAllowedView />
      </AdminFrame>
    );
  }
  return (
    <main id="main-content">
      <UnexpectedErrorView error={error} />
    </main>
  );
}

function AdminFrame({
  frame: loaderData,
  children,
}: {
  frame: Route.ComponentProps["loaderData"];
  children: ReactNode;
}) {
  const location = useLocation();
  const flash = useFlash();
  const [collapsed, setCollapsed] = useState(loaderData.sidebarCollapsed);
  // The off-canvas menu belongs to the page it was opened on, so navigating closes it.
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null);
  const mobileOpen = mobileOpenOn === location.pathname;

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMobileOpenOn(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen]);

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    const maxAge = next ? SIDEBAR_COOKIE_MAX_AGE_SECONDS : 0;
    document.cookie = `${SIDEBAR_COOKIE}=${next ? "collapsed" : ""}; Path=${import.meta.env.BASE_URL}; Max-Age=${maxAge}; SameSite=Lax`;
  };

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <AdminSidebar
        id={SIDEBAR_ID}
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        mobileOpen={mobileOpen}
        onCloseMobile={() => setMobileOpenOn(null)}
        unreadCount={loaderData.unreadCount}
        items={loaderData.navigation}
      />
      {mobileOpen ? (
        <div
          aria-hidden="true"
          onClick={() => setMobileOpenOn(null)}
          className="fixed inset-0 z-40 bg-slate-950/50 lg:hidden"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader
          title={adminTitleFromPath(location.pathname)}
          email={loaderData.email}
          sidebarId={SIDEBAR_ID}
          mobileOpen={mobileOpen}
          onOpenMobile={() => setMobileOpenOn(location.pathname)}
        />
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <NoScriptFlash flash={flash} />
          {children}
        </main>
      </div>
    </div>
  );
}
