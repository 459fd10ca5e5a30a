import { describe, expect, it } from "vitest";

import { faqItemFormSchema, faqItemFormValues } from "~/features/site-content/faq-schema";
import { serviceTranslation } from "~/features/site-content/service-schema";

import { validateForm } from "./form-data";
import { needsTranslation } from "./translation-form";
import { withTranslationSources } from "./translations";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item);
  return data;
}

describe("the Bengali half of an editor's form", () => {
  it("saves written Bengali texts under translations.bn and leaves empty ones out", () => {
    const values = faqItemFormValues(
      form({ question: "Why?", answer: "Because.", "bn.question": "  কেন?  ", "bn.answer": "   " }),
    );
    const result = validateForm(faqItemFormSchema, values, { requiredKeys: ["question", "answer"] });
    expect(result).toEqual({
      success: true,
      data: { question: "Why?", answer: "Because.", visible: false, translations: { bn: { question: "কেন?" } } },
    });
  });

  it("stores no locale at all when nothing is translated", () => {
    const result = validateForm(faqItemFormSchema, faqItemFormValues(form({ question: "Why?", answer: "Because." })), {
      requiredKeys: [],
    });
    expect(result.success && result.data.translations).toEqual({});
  });

  it("checks a Bengali text with its English field's rule and reports it under bn.<field>", () => {
    const values = faqItemFormValues(form({ question: "Why?", answer: "Because.", "bn.question": "ক".repeat(201) }));
    const result = validateForm(faqItemFormSchema, values, { requiredKeys: ["question", "answer"] });
    expect(result).toEqual({
      success: false,
      formError: "Please correct the highlighted fields",
      fieldErrors: { "bn.question": "Question can be at most 200 characters" },
    });
  });

  it("reads stored translations back as form values, lists as lists", () => {
    expect(serviceTranslation.valuesOf({ bn: { title: "ক্লাউড", features: ["এক", 2] } })).toEqual({
      "bn.title": "ক্লাউড",
      "bn.description": "",
      "bn.features": ["এক"],
    });
    expect(serviceTranslation.valuesOf({})).toEqual({ "bn.title": "", "bn.description": "", "bn.features": [] });
  });

  it("marks an item whose English text has no Bengali yet", () => {
    const row = {
      title: "Cloud",
      description: "Hosting.",
      features: [] as string[],
      translations: { bn: { title: "ক্লাউড" } },
    };
    expect(needsTranslation(row, serviceTranslation.fields)).toBe(true);
    expect(
      needsTranslation(
        { ...row, translations: { bn: { title: "ক্লাউড", description: "হোস্টিং।" } } },
        serviceTranslation.fields,
      ),
    ).toBe(false);
  });
});

describe("out-of-date translations in the form (decision 197)", () => {
  const service = { title: "Cloud", description: "Moves.", features: [] as string[] };
  const bengali = { bn: { title: "ক্লাউড", description: "সরানো।" } };
  const stale = withTranslationSources(
    { english: service, translations: bengali },
    { english: { ...service, title: "Cloud Migration" }, translations: bengali },
  );

  it("names the stale translations in the loaded values, and the item needs translation", () => {
    const moved = { ...service, title: "Cloud Migration" };
    expect(serviceTranslation.valuesOf(stale, moved).$stale).toEqual(["bn.title"]);
    expect(serviceTranslation.valuesOf(stale, service).$stale).toEqual([]);
    expect(needsTranslation({ ...moved, translations: stale }, ["title", "description"])).toBe(true);
    expect(needsTranslation({ ...service, translations: stale }, ["title", "description"])).toBe(false);
  });

  it("reads back the marks and turns a confirmed field, and only a known one, into _confirmed", () => {
    const values = serviceTranslation.formValues(
      form({
        "bn.title": "ক্লাউড",
        "translation-stale": ["bn.title", "bn.nothing"],
        "translation-confirmed": ["bn.title", "bn.nothing", "title"],
      }),
    );
    expect(values.$stale).toEqual(["bn.title"]);
    expect(values.$confirmed).toEqual(["bn.title"]);
    const parsed = serviceTranslation.schema.parse(values);
    expect(parsed.translations).toEqual({ bn: { title: "ক্লাউড" }, _confirmed: { bn: { title: true } } });
  });
});
