/** "/", "/acme/" …: always a leading and a trailing slash, so `${base}admin` is a valid path. */
export function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? "").trim().replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "/" : `/${trimmed}/`;
}

/**
 * Below the base path, where the public pages' script reports a page shown from a Speculation Rules
 * prefetch, which made no request of its own when it was opened (decision 167). The server answers it itself.
 */
export const PREFETCHED_VIEW_PATH = "page-view";
