import { useSearchParams } from "react-router";

import { NewsletterLinkPage } from "~/components/newsletter-link-page";
import { getDb } from "~/db/client.server";
import { localeFromPathname } from "~/utils/locale";
import { pageQueryHandle } from "~/utils/page-query";
import { readFormBody } from "~/utils/request-body.server";
import { formsText } from "~/words/forms";

import type { Route } from "./+types/newsletter-unsubscribe";
import { showUnsubscribe, unsubscribe } from "./newsletter-links.server";

export async function loader({ request }: Route.LoaderArgs) {
  return showUnsubscribe(getDb(), new URL(request.url).searchParams.get("token"));
}

export async function action({ request }: Route.ActionArgs) {
  // The page's button sends the token in the form; a mail program's one-click POST (RFC 8058) sends
  // "List-Unsubscribe=One-Click" to the link itself, so the token is in the URL.
  const body = await readFormBody(request);
  const token = (body.ok ? body.form.get("token") : null) ?? new URL(request.url).searchParams.get("token");
  return unsubscribe(getDb(), token);
}

export const handle = pageQueryHandle("token");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ location }) => [
  { title: formsText[localeFromPathname(location.pathname)].newsletterLinks.pageTitle },
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return <NewsletterLinkPage purpose="unsubscribe" page={actionData ?? loaderData} token={params.get("token") ?? ""} />;
}
