import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { adminDateText, companyDateTimeText, companyDisplayDate } from "~/utils/company-time";

// Issue 30: the admin wrote dates three ways ("November 1, 2026", "28 Nov 2026", "28 November 2026, 13:05").
// Now one helper (adminDateText in app/utils/company-time.ts) writes every admin date; this test keeps it so.

const root = path.resolve(import.meta.dirname, "../..");
const ADMIN_FOLDERS = ["app/routes/admin", "app/components/admin", "app/features/audit", "app/features/inbox"];
const OWN_FORMATTING = /toLocaleDateString|toLocaleTimeString|Intl\.DateTimeFormat|dateStyle|timeStyle/;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).flatMap((name) => {
    const file = path.join(folder, name);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("admin dates", () => {
  it("are written by the one helper, never formatted in place", () => {
    const offenders = [...ADMIN_FOLDERS.flatMap(sourceFiles), "app/components/local-date.tsx"].filter((file) =>
      OWN_FORMATTING.test(fs.readFileSync(path.join(root, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("read day, month name and year, with the time after 'at'", () => {
    const date = new Date("2026-11-28T07:05:00Z"); // 13:05 in Dhaka
    expect(companyDisplayDate(date)).toBe("28 November 2026");
    expect(companyDateTimeText(date)).toBe("28 November 2026 at 13:05 Dhaka time (UTC+6)");
    expect(adminDateText(date, "UTC", true)).toBe("28 November 2026 at 07:05");
  });
});
