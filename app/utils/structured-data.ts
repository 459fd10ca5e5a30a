import type { Locale } from "./locale";
import { SHARE_IMAGE_SIZE } from "./media-urls";
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

/** What a BlogPosting says about an article (absolute URLs; dates as instants). */
export type BlogPostingFacts = {
  url: string;
  headline: string;
  description: string;
  datePublished: Date;
  dateModified: Date;
  author: string;
  section: string;
  /** The 1200 × 630 share image's absolute URL. */
  image: string;
  locale: Locale;
};

const pixels = (value: number) => ({ "@type": "QuantitativeValue", value, unitCode: "E37" });

/**
 * schema.org BlogPosting for an article page (decision 190): the properties search engines read, each in a
 * range schema.org gives it (a test checks them against the vocabulary). A post without an author is the
 * company's.
 */
export function blogPostingJsonLd(facts: BlogPostingFacts, settings: PublicSiteSettings, siteUrl: string) {
  const publisher = {
    "@type": "Organization",
    name: settings.companyName,
    url: siteUrl,
    logo: { "@type": "ImageObject", url: new URL(settings.logoBlackUrl, siteUrl).href },
  };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: facts.headline,
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": facts.url },
    datePublished: facts.datePublished.toISOString(),
    dateModified: facts.dateModified.toISOString(),
    author: facts.author ? { "@type": "Person", name: facts.author } : publisher,
    publisher,
    image: {
      "@type": "ImageObject",
      url: facts.image,
      width: pixels(SHARE_IMAGE_SIZE.width),
      height: pixels(SHARE_IMAGE_SIZE.height),
    },
    inLanguage: facts.locale,
    ...(facts.section ? { articleSection: facts.section } : {}),
  };
}
