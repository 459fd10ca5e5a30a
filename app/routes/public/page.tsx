import { data } from "react-router";
import contactScriptUrl from "virtual:page-script/contact";

import { holdsContactForm } from "~/components/blocks/contact-form-block";
import { PageBlocks } from "~/components/blocks/page-blocks";
import { UnexpectedErrorView } from "~/components/error-page";
import { pagePath, pageRouteHandle } from "~/features/pages/page-address";
import { localeOfRequest } from "~/utils/locale";
import { publicMeta, wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/page";
import { pageContactAction, pageForVisitor, publishedPageAt } from "./page.server";

// A page staff built from blocks (decision 173), at /<address> and /bn/<address>: matched after every fixed
// route, so it never shadows one. Only a published page is shown; anything else is the site's 404. Like every
// content page it carries no client runtime (decision 165); a page holding the contact form block starts the
// contact form's plain script after the first paint, as /contact does (decision 177).

const addressOf = (params: { section?: string; address: string }) =>
  params.section ? `${params.section}/${params.address}` : params.address;

export async function loader({ params, request }: Route.LoaderArgs) {
  // No page can have an address that is not valid (the 404 stand-in, "/404", is one): no query for it.
  const found = await publishedPageAt(addressOf(params), localeOfRequest(request));
  if (!found) throw data(null, { status: 404 });
  const { page, personal } = await pageForVisitor(found);
  // A contact form's one-use token is this view's own: neither the page cache nor a CDN may share it.
  return data({ page }, personal ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

/** The contact form block posted without JavaScript (decision 177). */
export async function action({ params, request, context }: Route.ActionArgs) {
  return pageContactAction(request, context, addressOf(params), localeOfRequest(request));
}

/** A plain post renders this page: the action's Retry-After is passed on, the loader's Cache-Control kept. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const passed = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) passed.set("Cache-Control", cacheControl);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) passed.set("Retry-After", retryAfter);
  return passed;
};

/**
 * Content pages carry no client runtime (decision 165); the 404 stand-in reaches this route (decision 160). The
 * contact form's script only where the page holds the form.
 */
export const handle = {
  ...pageRouteHandle,
  pageScriptFor: (loaderData: unknown) =>
    (loaderData as { page?: { blocks: { type: string }[] } } | undefined)?.page &&
    holdsContactForm((loaderData as { page: { blocks: { type: string }[] } }).page.blocks)
      ? contactScriptUrl
      : undefined,
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return <PageBlocks blocks={page.blocks} title={page.title} titleLang={page.titleLang} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: wordsFrom(matches).notFound.title }, { name: "robots", content: "noindex" }];
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
