/** Cookie that remembers a collapsed sidebar, so the server renders the shell the way it was left. */
export const SIDEBAR_COOKIE = "admin_sidebar";
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export function isSidebarCollapsed(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => part.trim() === `${SIDEBAR_COOKIE}=collapsed`);
}

/** Segments that are abbreviations, shown in capitals ("faq" → "FAQ"). */
const ABBREVIATIONS = new Set(["faq"]);

/** A record's id, or "new" for the record not yet made: an editor is named after its list. */
const ID_SEGMENT = /^(?:\d+|new|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The header's title: the last path segment after /admin in title case ("contact-requests" →
 * "Contact Requests"), "Overview" at the root. Record ids (and "new") are skipped, so an edit screen is
 * named after its list rather than a UUID.
 */
export function adminTitleFromPath(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  const adminIndex = segments.lastIndexOf("admin");
  const own = segments.slice(adminIndex + 1).filter((segment) => !ID_SEGMENT.test(segment));
  const last = own.at(-1);
  if (!last) return "Overview";
  if (ABBREVIATIONS.has(last.toLowerCase())) return last.toUpperCase();
  return decodeURIComponent(last)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}
