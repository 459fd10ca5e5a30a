import { redirect } from "react-router";

import { requireAdmin } from "~/routes/admin/shared/auth.server";

import type { Route } from "./+types/home-copy";

/** The home page's texts moved under Page texts (decision 174); an old bookmark still finds them. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/admin/page-texts/home", 301);
}
