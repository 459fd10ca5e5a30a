import { Form } from "react-router";

import { TranslatedField, TranslationNote } from "~/components/admin/editors/translated-field";
import { IntentButton } from "~/components/admin/settings-section";
import { schemaCheck, TextField, useFormCheck } from "~/components/forms";
import type { FieldErrors } from "~/utils/form";
import {
  companySettingsFormSchema,
  type CompanySettingsInput,
  companySettingsTranslation,
} from "~/utils/site-settings";

/** What the settings action answered for this form: its field errors and the values sent. */
export type SettingsFormResult = { fieldErrors: FieldErrors; values: Record<string, string> };

type CompanyField = {
  name: Exclude<keyof CompanySettingsInput, "translations">;
  label: string;
  type?: string;
  autoComplete?: string;
  /** Written in English and Bengali side by side (decision 134). */
  translated?: boolean;
  inputMode?: "numeric";
  maxLength?: number;
};

const companyFields: CompanyField[] = [
  { name: "companyName", label: "Company name", autoComplete: "organization" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "tagline", label: "Tagline", translated: true },
  { name: "dhakaAddress", label: "Dhaka address", translated: true },
  { name: "londonAddress", label: "London address", translated: true },
  { name: "hoursWeekdays", label: "Business hours (weekdays)", translated: true },
  { name: "hoursSaturday", label: "Business hours (Saturday)", translated: true },
  { name: "foundedYear", label: "Founded in (year)", inputMode: "numeric", maxLength: 4 },
  { name: "linkedinUrl", label: "LinkedIn link", type: "url" },
  { name: "twitterUrl", label: "X (Twitter) link", type: "url" },
  { name: "facebookUrl", label: "Facebook link", type: "url" },
  { name: "githubUrl", label: "GitHub link", type: "url" },
];

export function CompanyForm({ company, result }: { company: CompanySettingsInput; result?: SettingsFormResult }) {
  const { errors, onSubmit } = useFormCheck(schemaCheck(companySettingsFormSchema), result?.fieldErrors);
  const { translations, ...english } = company;
  const values: Record<string, unknown> = result?.values ?? {
    ...english,
    foundedYear: String(company.foundedYear),
    ...companySettingsTranslation.valuesOf(translations, english),
  };
  return (
    // Remounted when saved values change, so the inputs show what is stored now.
    <Form
      key={JSON.stringify(company)}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <TranslationNote />
      </div>
      {companyFields.map((field) =>
        field.translated ? (
          <div key={field.name} className="sm:col-span-2">
            <TranslatedField
              kind="text"
              label={field.label}
              name={field.name}
              values={values}
              errors={errors}
              autoComplete="off"
            />
          </div>
        ) : (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete ?? "off"}
            inputMode={field.inputMode}
            maxLength={field.maxLength}
            defaultValue={typeof values[field.name] === "string" ? (values[field.name] as string) : ""}
            error={errors?.[field.name]}
          />
        ),
      )}
      <div className="sm:col-span-2">
        <IntentButton intent="company">Save company details</IntentButton>
      </div>
    </Form>
  );
}
