// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { readVisit, sourceFields } from "~/utils/lead-source";

import { recordVisit } from "./lead-source";

describe("recordVisit", () => {
  it("keeps the landing page and its UTM parameters, and the page before the form", () => {
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/?utm_source=newsletter&utm_campaign=spring");
    recordVisit(document);
    window.history.replaceState(null, "", "/services");
    recordVisit(document);
    window.history.replaceState(null, "", "/contact");
    recordVisit(document);
    const fields = sourceFields(readVisit(window.sessionStorage), "/contact");
    expect(fields).toMatchObject({
      source_landing: "/",
      source_utm_source: "newsletter",
      source_utm_campaign: "spring",
      source_page: "/services",
    });
  });
});
