import { useSearchParams } from "react-router";

import { NewsletterLinkPage } from "~/components/newsletter-link-page";
import { getDb } from "~/db/client.server";
import { localeFromPathname } from "~/utils/locale";
import { pageQueryHandle } from "~/utils/page-query";
import { readFormBody } from "~/utils/request-body.server";
import { formsText } from "~/words/forms";

import type { Route } from "./+types/newsletter-confirm";
import { confirm, showConfirmation } from "./newsletter-links.server";

export async function loader({ request }: Route.LoaderArgs) {
  return showConfirmation(getDb(), new URL(request.url).searchParams.get("token"));
}

export async function action({ request }: Route.ActionArgs) {
  const body = await readFormBody(request);
  return confirm(getDb(), body.ok ? body.form.get("token") : null);
}

export const handle = pageQueryHandle("token");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ location }) => [
  { title: formsText[localeFromPathname(location.pathname)].newsletterLinks.pageTitle },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return <NewsletterLinkPage purpose="confirm" page={actionData ?? loaderData} token={params.get("token") ?? ""} />;
}
