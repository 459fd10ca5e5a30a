import { getConfig } from "./runtime.server";

/**
 * Absolute URL of the site root ("https://example.com/acme/"): PUBLIC_URL's origin when it is set,
 * otherwise the origin the request came in on, plus BASE_PATH.
 */
export function publicSiteUrl(request: Request): string {
  const config = getConfig();
  const origin = config.PUBLIC_URL ? config.origin : new URL(request.url).origin;
  return `${origin}${config.BASE_PATH}`;
}
