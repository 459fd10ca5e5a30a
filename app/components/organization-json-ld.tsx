import { useRouteLoaderData } from "react-router";

import type { PublicSiteSettings } from "~/utils/site-settings";
import { organizationJsonLd, serializeJsonLd } from "~/utils/structured-data";

import { useNonce } from "./nonce";

/** What this component reads from the public layout's loader. */
type PublicLayoutData = { settings: PublicSiteSettings; siteUrl: string };

/**
 * schema.org Organization with both offices, for the home and contact pages: drop `<OrganizationJsonLd />`
 * into any page under the public layout. Inline scripts need this response's CSP nonce; the JSON is
 * escaped so no value can close the script element.
 */
export function OrganizationJsonLd() {
  const nonce = useNonce();
  const layout = useRouteLoaderData<PublicLayoutData>("routes/public/layout");
  if (!layout) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides nonce values from the DOM, so the client's empty nonce is expected to differ.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd(layout.settings, layout.siteUrl)) }}
    />
  );
}
