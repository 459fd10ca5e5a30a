import { describe, expect, it, vi } from "vitest";

import { formatBDT } from "./bdt";
import { formatDate, formatNumber, formatYear, localizeDigits } from "./locale-format";

describe("locale-format", () => {
  it("writes numbers with Latin digits in English and Bengali digits (Indian grouping) in Bengali", () => {
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
    expect(formatNumber(1234567, "bn")).toBe("১২,৩৪,৫৬৭");
    expect(formatNumber(500, "bn")).toBe("৫০০");
  });

  it("writes a year without grouping", () => {
    expect(formatYear(2014, "en")).toBe("2014");
    expect(formatYear(2014, "bn")).toBe("২০১৪");
  });

  it("turns only the digits of mixed text into Bengali ones on a Bengali page", () => {
    expect(localizeDigits("24/7 support, 99.9% uptime", "bn")).toBe("২৪/৭ support, ৯৯.৯% uptime");
    expect(localizeDigits("24/7", "en")).toBe("24/7");
  });

  it("writes each digit as Intl's bn-BD does, without building a formatter (a browser's first costs tens of ms)", async () => {
    for (let digit = 0; digit <= 9; digit++) expect(localizeDigits(String(digit), "bn")).toBe(formatYear(digit, "bn"));
    vi.resetModules();
    const fresh = await import("./locale-format");
    const numberFormat = vi.spyOn(Intl, "NumberFormat");
    try {
      expect(fresh.localizeDigits("2,014 clients", "bn")).toBe("২,০১৪ clients");
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });

  it("writes dates with Bengali month names and digits in Bengali, and as the blog always has in English", () => {
    const date = new Date("2024-03-14T20:00:00Z"); // 15 March in Dhaka (UTC+6)
    expect(formatDate(date, "en")).toBe("March 15, 2024");
    expect(formatDate(date, "bn")).toBe("১৫ মার্চ, ২০২৪");
  });

  it("leaves prices to the spec's BDT format, the same in both editions", () => {
    expect(formatBDT(129999)).toBe("১,২৯,৯৯৯৳");
  });
});
