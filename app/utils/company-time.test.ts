import { describe, expect, it } from "vitest";

import { companyDisplayDate, companyIsoDate, fromCompanyLocalInput, toCompanyLocalInput } from "./company-time";

describe("company time", () => {
  it("reads a datetime-local value as Dhaka wall-clock time and shows it back", () => {
    const date = fromCompanyLocalInput("2026-11-24T10:30")!;
    expect(date.toISOString()).toBe("2026-11-24T04:30:00.000Z");
    expect(toCompanyLocalInput(date)).toBe("2026-11-24T10:30");
  });

  it("handles zones with daylight saving, including the skipped hour", () => {
    expect(fromCompanyLocalInput("2026-07-01T12:00", "Europe/London")!.toISOString()).toBe("2026-07-01T11:00:00.000Z");
    expect(fromCompanyLocalInput("2026-03-29T01:30", "Europe/London")).toBeNull();
  });

  it("refuses malformed values", () => {
    for (const value of ["", "2026-11-24", "2026-13-01T10:00", "2026-02-30T10:00", "tomorrow"])
      expect(fromCompanyLocalInput(value)).toBeNull();
  });

  it("dates a post on the company's calendar day", () => {
    const lateUtc = new Date("2024-03-14T20:00:00Z");
    expect(companyIsoDate(lateUtc)).toBe("2024-03-15");
    expect(companyDisplayDate(lateUtc)).toBe("15 March 2024");
  });
});
