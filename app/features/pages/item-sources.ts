import { z } from "zod";

// The content a block may show by choosing items (decision 176): each chosen item is stored as a reference
// "<source>:<id>" in the block's data, in the order staff chose them, and is read in the page's language from
// its own content type's translations when the page is rendered. A reference to an item deleted since is skipped.

export const itemSources = [
  "services",
  "projects",
  "team",
  "testimonials",
  "posts",
  "faq",
  "figures",
  "clients",
] as const;

export type ItemSource = (typeof itemSources)[number];

/** The editor's name of each source ("Add a service"). */
export const itemSourceLabels: Record<ItemSource, { plural: string; one: string }> = {
  services: { plural: "Services", one: "service" },
  projects: { plural: "Projects", one: "project" },
  team: { plural: "Team members", one: "team member" },
  testimonials: { plural: "Testimonials", one: "testimonial" },
  posts: { plural: "Blog posts", one: "blog post" },
  faq: { plural: "FAQ items", one: "FAQ item" },
  figures: { plural: "About figures", one: "figure" },
  clients: { plural: "Client logos", one: "client logo" },
};

export type ItemRef = { source: ItemSource; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "services:<uuid>" → { source, id }, or null when it is not a reference. */
export function parseItemRef(value: string): ItemRef | null {
  const colon = value.indexOf(":");
  if (colon < 0) return null;
  const source = value.slice(0, colon) as ItemSource;
  const id = value.slice(colon + 1).toLowerCase();
  return itemSources.includes(source) && UUID.test(id) ? { source, id } : null;
}

export function itemRefText(ref: ItemRef): string {
  return `${ref.source}:${ref.id}`;
}

/**
 * The rule of a chosen-items field: references to `sources` only, each once, between `min` and `max` of them.
 * Whether each item still exists is checked by the save against the database (existence needs a query).
 */
export function itemsRule(sources: readonly ItemSource[], label: string, min: number, max: number) {
  return z
    .array(z.string())
    .max(max, `Choose at most ${max} ${label}`)
    .min(min, min === 1 ? `Choose at least one of the ${label}` : `Choose at least ${min} ${label}`)
    .transform((values, context) => {
      const refs: string[] = [];
      for (const value of values) {
        const ref = parseItemRef(value);
        if (!ref || !sources.includes(ref.source)) {
          context.addIssue({ code: "custom", message: "An item could not be read. Reload the page and try again." });
          return z.NEVER;
        }
        const text = itemRefText(ref);
        if (refs.includes(text)) {
          context.addIssue({ code: "custom", message: "Each item can be chosen once" });
          return z.NEVER;
        }
        refs.push(text);
      }
      return refs;
    });
}

/** The references in a stored or checked value (anything not a reference is dropped). */
export function itemRefsOf(value: unknown): ItemRef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const ref = typeof entry === "string" ? parseItemRef(entry) : null;
    return ref ? [ref] : [];
  });
}

/** References grouped by source, each id once: what one query per source reads. */
export function idsBySource(refs: readonly ItemRef[]): Map<ItemSource, string[]> {
  const grouped = new Map<ItemSource, Set<string>>();
  for (const ref of refs) {
    const ids = grouped.get(ref.source) ?? new Set<string>();
    ids.add(ref.id);
    grouped.set(ref.source, ids);
  }
  return new Map([...grouped].map(([source, ids]) => [source, [...ids]]));
}
