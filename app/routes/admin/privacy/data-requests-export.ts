import { getDb } from "~/db/client.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { requireRecentSignIn } from "~/routes/admin/shared/recent-sign-in.server";

import type { Route } from "./+types/data-requests-export";
import { personalDataDownload } from "./data-requests.server";

/** Everything stored about `?email=` as a JSON download (a data-subject access request). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // Personal data leaves the site: a recent sign-in first (decision 143); the confirmation comes back here.
  await requireRecentSignIn(request, admin, { ip: context.clientIp });
  return personalDataDownload(getDb(), admin, new URL(request.url).searchParams.get("email"));
}
