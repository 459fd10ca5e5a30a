// Bengali texts for the demo content (issue 18), one module per subject, each keyed by a stable key of the
// English item (its slug, or its English title where it has none). The seed stores them as the row's
// `translations.bn` (decision 080), under the same field names as the English columns.

/** The Bengali texts for the English item `key`: a missing one fails the seed instead of leaving a gap. */
export function bengaliFor<T>(texts: Readonly<Record<string, T>>, key: string, subject: string): T {
  const found = Object.hasOwn(texts, key) ? texts[key] : undefined;
  if (found === undefined) throw new Error(`No Bengali text for the ${subject} "${key}" (app/content/bn)`);
  return found;
}
