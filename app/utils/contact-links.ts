/** "/contact?subject=…" with the subject pre-filled; spaces as %20 so the link reads like the spec's. */
export function contactHref(fields: { subject: string; message?: string }): string {
  const params = new URLSearchParams({ subject: fields.subject });
  if (fields.message) params.set("message", fields.message);
  return `/contact?${params.toString().replace(/\+/g, "%20")}`;
}

export function hostingContactHref(pkg: { name: string }): string {
  return contactHref({ subject: `Hosting: ${pkg.name}` });
}
