// A page's address (decision 173): one or two lower-case path segments that no route of the site answers.
// Framework-free: the editor's form, the model's save and the public route read these rules.

/** A segment: lower-case letters and digits, words joined by single hyphens. */
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ADDRESS_MAX = 120;

/**
 * First path segments the site itself answers: every page and resource in app/routes.ts (a test walks it),
 * the language prefixes, the admin, files and assets, and the 404 page's stand-in (decision 160). A page
 * may not start with one, so it can never shadow a route or be shadowed by one.
 */
export const RESERVED_FIRST_SEGMENTS = [
  "about",
  "admin",
  "assets",
  "blog",
  "bn",
  "contact",
  "en",
  "healthz",
  "media",
  "newsletter",
  "portfolio",
  "privacy",
  "robots.txt",
  "search",
  "services",
  "shop",
  "sitemap.xml",
  "team",
  "terms",
  "404",
] as const;

const RESERVED = new Set<string>(RESERVED_FIRST_SEGMENTS);

export type AddressCheck = { ok: true; address: string } | { ok: false; error: string };

/** An address as staff type it ("/Careers/", "careers", "services/cloud"), checked and in its stored form. */
export function parsePageAddress(raw: string): AddressCheck {
  const text = raw.trim().replace(/^\/+|\/+$/g, "");
  if (text === "") return { ok: false, error: "Enter the page's address, for example careers" };
  if (text.length > ADDRESS_MAX) return { ok: false, error: `Use at most ${ADDRESS_MAX} characters` };
  const segments = text.split("/");
  if (segments.length > 2)
    return { ok: false, error: "Use one or two parts, for example careers or services/cloud-hosting" };
  if (!segments.every((segment) => SEGMENT.test(segment)))
    return {
      ok: false,
      error: "Use lower-case letters, digits and hyphens, with / between two parts, for example careers/dhaka",
    };
  const first = segments[0]!;
  if (RESERVED.has(first))
    return {
      ok: false,
      error: `/${first} is already a page of the site (or kept for it), so a page cannot use an address starting with it. Choose another.`,
    };
  return { ok: true, address: segments.join("/") };
}

/** The page's public path in English ("/careers"); localizePath gives the Bengali one. */
export function pagePath(address: string): string {
  return `/${address}`;
}

/**
 * The page route's `handle`: the page cache renders its one 404 page per language from "/404" (decision 160),
 * which this route answers with the site's 404 because no page may take that address.
 */
export const pageRouteHandle = { notFoundStandIn: "404" } as const;
