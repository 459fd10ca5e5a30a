import { Outlet } from "react-router";

import { SettingsTabs } from "~/components/admin/settings/settings-tabs";
import { can } from "~/features/roles/roles";
import { permissionForPath } from "~/features/roles/route-permissions.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";

import type { Route } from "./+types/settings";
import { SETTINGS_TABS } from "./settings-intents";

/** Settings' frame (decision 157): the parts this admin's role may open, each a screen of its own. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return {
    tabs: SETTINGS_TABS.filter((tab) => {
      const permission = permissionForPath(tab.to);
      return permission !== null && can(admin.role, permission);
    }),
  };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <SettingsTabs tabs={loaderData.tabs} />
      <Outlet />
    </div>
  );
}
