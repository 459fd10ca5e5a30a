import { useRouteLoaderData } from "react-router";

import type { PublicSiteSettings } from "~/utils/site-settings";
import { blogPostingJsonLd, organizationJsonLd } from "~/utils/structured-data";

import { JsonLdScript } from "./json-ld";

/** What this component reads from the public layout's loader. */
type PublicLayoutData = { settings: PublicSiteSettings; siteUrl: string };

/**
 * schema.org Organization with both offices, for the home and contact pages: drop `<OrganizationJsonLd />`
 * into any page under the public layout.
 */
export function OrganizationJsonLd() {
  const layout = useRouteLoaderData<PublicLayoutData>("routes/public/layout");
  if (!layout) return null;
  return <JsonLdScript value={organizationJsonLd(layout.settings, layout.siteUrl)} />;
}

/** schema.org BlogPosting for an article page (decision 190), with the company as its publisher. */
export function BlogPostingJsonLd({ facts }: { facts: (siteUrl: string) => Parameters<typeof blogPostingJsonLd>[0] }) {
  const layout = useRouteLoaderData<PublicLayoutData>("routes/public/layout");
  if (!layout) return null;
  return <JsonLdScript value={blogPostingJsonLd(facts(layout.siteUrl), layout.settings, layout.siteUrl)} />;
}
