import { describe, expect, it } from "vitest";

import type { PublicSiteSettings } from "./site-settings";
import { organizationJsonLd, serializeJsonLd } from "./structured-data";

const settings: PublicSiteSettings = {
  companyName: "Acme </script> Tech",
  tagline: "We build things.",
  phone: "+880 1711-000000",
  email: "info@acme.test",
  dhakaAddress: "House 1, Dhaka",
  londonAddress: "1 Street, London",
  hoursWeekdays: "Mon-Fri",
  hoursSaturday: "Sat",
  foundedYear: 2009,
  social: { linkedin: "https://linkedin.test/acme", twitter: "", facebook: "https://facebook.test/acme", github: "" },
  logoBlackUrl: "/acme/media/1234",
  logoWhiteUrl: "/acme/media/5678",
  langs: { tagline: "en", dhakaAddress: "en", londonAddress: "en", hoursWeekdays: "en", hoursSaturday: "en" },
};

describe("organizationJsonLd", () => {
  const data = organizationJsonLd(settings, "https://example.com/acme/");

  it("names both offices and absolute URLs", () => {
    expect(data["@type"]).toBe("Organization");
    expect(data.url).toBe("https://example.com/acme/");
    expect(data.logo).toBe("https://example.com/acme/media/1234");
    expect(data.address.map((a) => [a.addressLocality, a.addressCountry, a.streetAddress])).toEqual([
      ["Dhaka", "BD", "House 1, Dhaka"],
      ["London", "GB", "1 Street, London"],
    ]);
    expect(data.foundingDate).toBe("2009");
    expect(data.sameAs).toEqual(["https://linkedin.test/acme", "https://facebook.test/acme"]);
  });

  it("serialises so that no value can close the script element", () => {
    const json = serializeJsonLd(data);
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).name).toBe("Acme </script> Tech");
  });
});
