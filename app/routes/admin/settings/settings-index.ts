import { redirect } from "react-router";

import { requireAdmin } from "~/routes/admin/shared/auth.server";

import type { Route } from "./+types/settings-index";
import { SETTINGS_PATHS } from "./settings-intents";

/** /admin/settings opens the part everyone has: their own account (decision 157). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(SETTINGS_PATHS.account);
}
