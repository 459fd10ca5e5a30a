const PROBE_ORIGIN = "http://site.invalid";

/**
 * `target` when it is a path on this site (an app path: React Router adds the base path), otherwise
 * `fallback`. Checked after normalising as a browser would resolve it, so dot segments and their
 * encoded forms cannot turn it into another host: `/.//evil.example/x`, `/x/..//evil.example` and
 * `/%2e//evil.example` all resolve to `//evil.example…`, which a browser reads as a host name.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) return fallback;
  // Backslashes count as slashes to browsers; whitespace and control characters have no place in a path.
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\\\s\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const resolved = `${url.pathname}${url.search}`;
  return resolved.startsWith("//") ? fallback : resolved;
}
