import { getDb } from "~/db/client.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";

import type { Route } from "./+types/data-requests-export";
import { personalDataDownload } from "./data-requests.server";

/** Everything stored about `?email=` as a JSON download (a data-subject access request). */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return personalDataDownload(getDb(), admin, new URL(request.url).searchParams.get("email"));
}
