import { getDb } from "~/db/client.server";
import { passkeyOptions } from "~/routes/admin/shared/passkeys.server";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/passkey-options";

// POST /admin/passkeys/options: a WebAuthn ceremony's options and its server-side challenge (decision 118).
export async function action({ request, context }: Route.ActionArgs) {
  return passkeyOptions(getDb(), request, await requireFormBody(request), context.clientIp);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
