import { describe, expect, it } from "vitest";

import { servicesDescription } from "./services-seo.server";

describe("servicesDescription", () => {
  it("quotes the cheapest hosting package, whatever the order", () => {
    expect(servicesDescription([25000, 12000, 35000])).toBe(
      "Custom software, IT consulting, cloud, web and mobile development, cybersecurity, databases and IT support, plus web hosting from ৳12,000 a year.",
    );
    expect(servicesDescription([17000, 9500])).toContain("from ৳9,500 a year.");
    expect(servicesDescription([0])).toContain("from ৳0 a year.");
  });

  it("leaves hosting out when there are no packages", () => {
    expect(servicesDescription([])).toBe(
      "Custom software, IT consulting, cloud, web and mobile development, cybersecurity, databases and IT support.",
    );
  });
});

describe("servicesDescription in Bengali", () => {
  it("is written in Bengali, with the cheapest package's price", () => {
    expect(servicesDescription([25000, 12000], "bn")).toBe(
      "কাস্টম সফটওয়্যার, আইটি পরামর্শ, ক্লাউড, ওয়েব ও মোবাইল ডেভেলপমেন্ট, সাইবার নিরাপত্তা, ডেটাবেস ও আইটি সাপোর্ট, সঙ্গে বছরে ৳12,000 থেকে ওয়েব হোস্টিং।",
    );
    expect(servicesDescription([], "bn")).not.toMatch(/[A-Za-z]/);
  });
});
