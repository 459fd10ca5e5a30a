import { describe, expect, it } from "vitest";
import { servicesDescription } from "./services-seo";

describe("servicesDescription", () => {
  it("quotes the cheapest hosting package, whatever the order", () => {
    expect(servicesDescription([25000, 12000, 35000])).toBe(
      "Custom software, IT consulting, cloud, web and mobile development, cybersecurity, databases and IT support, plus web hosting from ৳12,000 a year.",
    );
    expect(servicesDescription([17000, 9500])).toContain("from ৳9,500 a year.");
    expect(servicesDescription([0])).toContain("from ৳0 a year.");
  });

  it("leaves hosting out when there are no packages", () => {
    expect(servicesDescription([])).toBe("Custom software, IT consulting, cloud, web and mobile development, cybersecurity, databases and IT support.");
  });
});
