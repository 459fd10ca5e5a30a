import type { LeadSource } from "~/utils/lead-source";

/** The lead source fields in the order and words staff see them: message page, staff email and CSV export. */
export const LEAD_SOURCE_FIELDS = [
  ["landingPage", "Landing page"],
  ["referrerHost", "Referring site"],
  ["sourcePage", "Sent from page"],
  ["utmSource", "UTM source"],
  ["utmMedium", "UTM medium"],
  ["utmCampaign", "UTM campaign"],
  ["utmTerm", "UTM term"],
  ["utmContent", "UTM content"],
] as const satisfies readonly (readonly [keyof LeadSource, string])[];

/** The recorded fields of a lead source as [label, value] pairs; empty when the visitor's browser sent none. */
export function leadSourceRows(source: LeadSource): [label: string, value: string][] {
  return LEAD_SOURCE_FIELDS.flatMap(([key, label]) => {
    const value = source[key];
    return value ? [[label, value] as [string, string]] : [];
  });
}
