import { data } from "react-router";

import { PageBlocks } from "~/components/blocks/page-blocks";
import { UnexpectedErrorView } from "~/components/error-page";
import { getDb } from "~/db/client.server";
import { pagePath, pageRouteHandle } from "~/features/pages/page-address";
import { localeOfRequest } from "~/utils/locale";
import { publicMeta, siteTextFrom } from "~/utils/seo";

import type { Route } from "./+types/page";
import { publishedPageView } from "./page.server";

// A page staff built from blocks (decision 173), at /<address> and /bn/<address>: matched after every fixed
// route, so it never shadows one. Only a published page is shown; anything else is the site's 404. Like every
// content page it carries no client runtime (decision 165).

export async function loader({ params, request }: Route.LoaderArgs) {
  const address = params.section ? `${params.section}/${params.address}` : params.address;
  const page = await publishedPageView(getDb(), address.toLowerCase(), localeOfRequest(request));
  if (!page) throw data(null, { status: 404 });
  return { page };
}

/** Content pages carry no client runtime (decision 165); the 404 stand-in reaches this route (decision 160). */
export const handle = pageRouteHandle;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PageBlocks blocks={loaderData.page.blocks} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: siteTextFrom(matches).notFound.title }, { name: "robots", content: "noindex" }];
  const { page } = loaderData;
  return publicMeta(matches, {
    title: page.seoTitle,
    description: page.metaDescription,
    path: pagePath(page.address),
    image: page.shareImage?.path,
    imageAlt: page.shareImage?.alt,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <UnexpectedErrorView error={error} />;
}
