import { serializeJsonLd } from "~/utils/structured-data";

import { useNonce } from "./nonce";

/**
 * A schema.org JSON-LD block. Inline scripts need this response's CSP nonce; the JSON is escaped so no value
 * can close the script element.
 */
export function JsonLdScript({ value }: { value: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides nonce values from the DOM, so the client's empty nonce is expected to differ.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(value) }}
    />
  );
}
