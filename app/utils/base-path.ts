/** "/", "/acme/" …: always a leading and a trailing slash, so `${base}admin` is a valid path. */
export function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? "").trim().replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "/" : `/${trimmed}/`;
}
