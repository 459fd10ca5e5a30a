import { describe, expect, it } from "vitest";

import { validateForm } from "~/utils/form-data";

import { coreValueSchema } from "./about-schema";
import { iconCardRequiredKeys } from "./icon-card-schema";
import { processStepSchema } from "./process-step-schema";

const card = { title: "Discovery", description: "We listen first.", icon: "Search" };

describe("icon cards (process steps, core values)", () => {
  it("trims what was typed and keeps a listed icon", () => {
    expect(processStepSchema.parse({ ...card, title: "  Discovery  " })).toEqual(card);
  });

  it("checks each subject against its own limits", () => {
    const description = "x".repeat(501);
    const step = validateForm(processStepSchema, { ...card, description }, { requiredKeys: iconCardRequiredKeys });
    expect(step.success ? null : step.fieldErrors.description).toBe("Description can be at most 500 characters");
    expect(coreValueSchema.safeParse({ ...card, description }).success).toBe(true);
    const value = coreValueSchema.safeParse({ ...card, title: "x".repeat(81) });
    expect(value.success ? null : value.error.issues[0]!.message).toBe("Title can be at most 80 characters");
  });

  it("refuses an icon that is not in the list and a missing title", () => {
    const icon = validateForm(coreValueSchema, { ...card, icon: "Skull" }, { requiredKeys: iconCardRequiredKeys });
    expect(icon.success ? null : icon.fieldErrors.icon).toBe("Choose an icon from the list");
    const title = validateForm(processStepSchema, { ...card, title: " " }, { requiredKeys: iconCardRequiredKeys });
    expect(title.success ? null : title.fieldErrors.title).toBe("Title is required");
  });
});
