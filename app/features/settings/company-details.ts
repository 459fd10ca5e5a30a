import type { PublicSiteSettings } from "~/utils/site-settings";

// Page copy that names the company's details (the FAQ's answers) writes a placeholder instead of the
// text, so the details are typed once, under Settings, and every page shows the current ones.

export const companyPlaceholders = ["company", "phone", "email", "hours"] as const;

export type CompanyPlaceholder = (typeof companyPlaceholders)[number];

export type CompanyDetails = Pick<
  PublicSiteSettings,
  "companyName" | "phone" | "email" | "hoursWeekdays" | "hoursSaturday"
>;

const PLACEHOLDER = /\{([^{}\s]{1,40})\}/g;

/** The opening hours as one phrase: "Monday-Friday: 9AM-6PM, Saturday: 10AM-2PM". */
export function businessHoursText(details: Pick<CompanyDetails, "hoursWeekdays" | "hoursSaturday">): string {
  return [details.hoursWeekdays, details.hoursSaturday].filter(Boolean).join(", ");
}

function valueOf(name: CompanyPlaceholder, details: CompanyDetails): string {
  switch (name) {
    case "company":
      return details.companyName;
    case "phone":
      return details.phone;
    case "email":
      return details.email;
    case "hours":
      return businessHoursText(details);
  }
}

function isPlaceholder(name: string): name is CompanyPlaceholder {
  return (companyPlaceholders as readonly string[]).includes(name);
}

/** `text` with each `{company}`, `{phone}`, `{email}` and `{hours}` replaced by the current details. */
export function fillCompanyDetails(text: string, details: CompanyDetails): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? valueOf(name, details) : whole));
}

/** The `{…}` names in `text` that are not placeholders (a typo such as `{hour}`), each once. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !isPlaceholder(name));
  return [...new Set(names)];
}

/** The editor's hint and the validation message list the placeholders the same way. */
export const placeholderList = companyPlaceholders.map((name) => `{${name}}`).join(", ");
