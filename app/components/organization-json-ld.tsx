import { useRouteLoaderData } from "react-router";
import type { loader as publicLayoutLoader } from "~/routes/public/layout";
import { useNonce } from "~/utils/nonce";
import { organizationJsonLd } from "~/utils/structured-data";

/**
 * schema.org Organization with both offices, for the home and contact pages: drop `<OrganizationJsonLd />`
 * into any page under the public layout. Inline scripts need this response's CSP nonce; the JSON is
 * escaped so no value can close the script element.
 */
export function OrganizationJsonLd() {
  const nonce = useNonce();
  const layout = useRouteLoaderData<typeof publicLayoutLoader>("routes/public/layout");
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

/** JSON for an inline script: "<" and the JavaScript line separators are escaped. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
