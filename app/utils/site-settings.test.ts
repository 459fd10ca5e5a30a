import { describe, expect, it } from "vitest";

import { companySettingsSchema } from "./site-settings";

const details = {
  companyName: "Acme Ltd",
  tagline: "",
  phone: "+44 20 0000",
  email: "hi@acme.test",
  dhakaAddress: "House 1, Dhaka",
  londonAddress: "1 Street, London",
  hoursWeekdays: "Mon-Fri: 9-5",
  hoursSaturday: "Sat: closed",
  foundedYear: "2014",
  linkedinUrl: "",
  twitterUrl: "",
  facebookUrl: "",
  githubUrl: "",
};

function foundedYearError(foundedYear: string): string | undefined {
  const parsed = companySettingsSchema.safeParse({ ...details, foundedYear });
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === "foundedYear")?.message;
}

describe("the company's founding year", () => {
  it("is saved as a number", () => {
    expect(companySettingsSchema.parse({ ...details, foundedYear: " 1998 " }).foundedYear).toBe(1998);
  });

  it("accepts this year and refuses next year", () => {
    const thisYear = new Date().getFullYear();
    expect(foundedYearError(String(thisYear))).toBeUndefined();
    expect(foundedYearError(String(thisYear + 1))).toBe("The founding year cannot be in the future");
  });

  it("must be four digits", () => {
    for (const typed of ["14", "20145", "2O14", "-2014", "2014.0"]) {
      expect(foundedYearError(typed), typed).toBe("Enter the founding year as four digits, e.g. 2014");
    }
    expect(foundedYearError("")).toBe("Founding year is required");
  });
});
