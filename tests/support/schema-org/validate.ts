import vocabulary from "./schema-org-30.json";

// A JSON-LD node checked against schema.org's own vocabulary (release 30.0, cut to the types and properties
// an article uses; the JSON names its source): every property must belong to its node's type, and every value
// must be in one of the property's ranges. What the vocabulary does not cover here is reported, not passed.

type Vocabulary = {
  types: Record<string, { ancestors: string[]; properties: string[] }>;
  ranges: Record<string, string[]>;
};
const { types, ranges } = vocabulary as Vocabulary;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function isAbsoluteUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function literalFits(value: string | number | boolean, range: string[]): boolean {
  if (typeof value === "number") return range.some((type) => ["Number", "Integer", "Float"].includes(type));
  if (typeof value === "boolean") return range.includes("Boolean");
  return range.some((type) => {
    if (type === "Text" || type === "Language") return true;
    if (type === "URL") return isAbsoluteUrl(value);
    if (type === "Date" || type === "DateTime") return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
    return false;
  });
}

/** Problems found in `node` (empty: valid against the vocabulary), each naming the path it is at. */
export function schemaOrgProblems(node: unknown, path = "$"): string[] {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return [`${path}: not a node`];
  const record = node as Record<string, unknown>;
  const type = record["@type"];
  if (typeof type !== "string" || !types[type]) return [`${path}: unknown @type ${String(type)}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith("@")) continue;
    const at = `${path}.${key}`;
    if (!types[type]!.properties.includes(key)) {
      problems.push(`${at}: ${type} has no property ${key}`);
      continue;
    }
    const range = ranges[key];
    if (!range) {
      problems.push(`${at}: no range known for ${key}`);
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "object" && item !== null) {
        const itemType = (item as Record<string, unknown>)["@type"];
        const ancestors = typeof itemType === "string" ? (types[itemType]?.ancestors ?? []) : [];
        if (!ancestors.some((ancestor) => range.includes(ancestor)))
          problems.push(`${at}: a ${String(itemType)} is not one of ${range.join(", ")}`);
        else problems.push(...schemaOrgProblems(item, at));
      } else if (!literalFits(item as string | number | boolean, range)) {
        problems.push(`${at}: ${JSON.stringify(item)} is not one of ${range.join(", ")}`);
      }
    }
  }
  return problems;
}
