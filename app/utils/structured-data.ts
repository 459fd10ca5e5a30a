import type { PublicSiteSettings } from "./site-settings";

/** schema.org Organization for the company, naming both offices. */
export function organizationJsonLd(settings: PublicSiteSettings, siteUrl: string) {
  const offices = [
    { name: `${settings.companyName}, Dhaka office`, street: settings.dhakaAddress, locality: "Dhaka", country: "BD" },
    {
      name: `${settings.companyName}, London office`,
      street: settings.londonAddress,
      locality: "London",
      country: "GB",
    },
  ];
  const addresses = offices.map((office) => ({
    "@type": "PostalAddress",
    streetAddress: office.street,
    addressLocality: office.locality,
    addressCountry: office.country,
  }));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings.companyName,
    description: settings.tagline,
    url: siteUrl,
    // The logo URL already carries the base path, so it resolves against the origin alone.
    logo: new URL(settings.logoBlackUrl, siteUrl).href,
    email: settings.email,
    telephone: settings.phone,
    foundingDate: String(settings.foundedYear),
    address: addresses,
    location: offices.map((office, index) => ({ "@type": "Place", name: office.name, address: addresses[index] })),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: settings.email,
      telephone: settings.phone,
      availableLanguage: ["English", "Bengali"],
    },
    sameAs: Object.values(settings.social).filter((url) => url !== ""),
  };
}

/** JSON for an inline script: "<" and the JavaScript line separators are escaped. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
