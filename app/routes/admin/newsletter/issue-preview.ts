import { getDb } from "~/db/client.server";
import { getIssue } from "~/models/newsletter-issues.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { notFound } from "~/routes/admin/shared/editor-actions.server";
import { getConfig } from "~/utils/env.server";

import type { Route } from "./+types/issue-preview";
import { issueEmailFor } from "./issue-edit.server";

// "Preview as the email" (decision 203): the HTML a subscriber gets, in either language, as a page of its own
// under a CSP that runs no script and loads only images.

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const issue = await getIssue(db, params.id);
  if (!issue) throw notFound("Issue");
  const locale = new URL(request.url).searchParams.get("lang") === "bn" ? "bn" : "en";
  const config = getConfig();
  const email = await issueEmailFor(db, issue, locale, `${config.origin}${config.BASE_PATH}`, admin.email);
  return new Response(email.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; sandbox",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
