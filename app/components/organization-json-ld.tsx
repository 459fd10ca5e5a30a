import type { PublicSiteSettings } from "~/utils/site-settings";
import { useNonce } from "~/utils/nonce";
import { organizationJsonLd } from "~/utils/structured-data";

/**
 * schema.org Organization with both offices, for the home and contact pages. Inline scripts need this
 * response's CSP nonce; the JSON is escaped so no value can close the script element.
 */
export function OrganizationJsonLd({ settings, siteUrl }: { settings: PublicSiteSettings; siteUrl: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd(settings, siteUrl)) }}
    />
  );
}

export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
