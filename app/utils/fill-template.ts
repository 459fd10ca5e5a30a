/**
 * Puts values into a text's named placeholders: fill("Choose {name}", { name: "Gati" }) → "Choose Gati".
 * The site's own words travel to the browser as data in the loaders' answers (decision 137), so a text
 * that takes a value is a template, not a function; each language places the value where its sentence
 * needs it. A placeholder with no value is left as written, so a missing value shows instead of vanishing.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** The placeholder names a template uses, in order of first use: "{a} of {b}" → ["a", "b"]. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(/\{(\w+)\}/g), (match) => match[1]!))];
}
