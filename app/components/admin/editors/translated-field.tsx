import { type ReactNode, useId } from "react";

import { TextAreaField, TextField } from "~/components/forms";
import type { FieldErrors } from "~/utils/form";
import { type Locale, translatedLocales } from "~/utils/locale";
import { richTextHtmlKey } from "~/utils/rich-text";
import {
  CONFIRMED_TRANSLATION_INPUT,
  localeNames,
  STALE_TRANSLATION_INPUT,
  translationName,
} from "~/utils/translation-form";

import { RichTextField } from "./rich-text-field";
import { TagInput } from "./tag-input";

// The form kit's field for a visitor-visible text (decision 134): the English field and its Bengali one side by
// side (stacked on narrow screens), the Bengali one named `bn.<name>`, marked `lang="bn"`, never required.

type Common = {
  label: string;
  /** The English field's name; the Bengali one is `bn.<name>`. */
  name: string;
  /** The form's values (loaded, or what a refused save sent back): `<name>` and `bn.<name>`. */
  values: Readonly<Record<string, unknown>>;
  errors?: FieldErrors | null;
  required?: boolean;
  /** Shown under the English field (it applies to both). */
  hint?: string;
  /** Bengali under English at every width, for a narrow place such as a media library card. */
  stacked?: boolean;
};

export type TranslatedFieldProps = Common &
  (
    | {
        kind: "text";
        maxLength?: number;
        autoComplete?: string;
        /** Values offered as each language's field is typed in (a datalist): the ones other items use. */
        suggestions?: Partial<Record<Locale, readonly string[]>>;
      }
    | { kind: "textarea"; maxLength?: number; rows?: number }
    | { kind: "list"; /** Singular, for button labels: "feature". */ noun: string; onChange: () => void }
    | { kind: "rich"; richHint: ReactNode; noScriptText: string; onChange: () => void }
  );

function asText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The loaded document as HTML (a refused save's values have none: its note stands in). */
function htmlOf(values: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const html = values[richTextHtmlKey(name)];
  return typeof html === "string" ? html : undefined;
}

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function Control({ field, locale }: { field: TranslatedFieldProps; locale: Locale }) {
  const english = locale === "en";
  const name = english ? field.name : translationName(locale, field.name);
  const label = english ? field.label : `${field.label} (${localeNames[locale]})`;
  const lang = english ? undefined : locale;
  const error = field.errors?.[name];
  const hint = english ? field.hint : undefined;
  const required = english && field.required;
  const value = field.values[name];
  const listId = useId();
  switch (field.kind) {
    case "text": {
      const suggestions = field.suggestions?.[locale] ?? [];
      const input = (
        <TextField
          label={label}
          name={name}
          lang={lang}
          required={required}
          defaultValue={asText(value)}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
          list={suggestions.length > 0 ? listId : undefined}
          hint={hint}
          error={error}
        />
      );
      if (suggestions.length === 0) return input;
      return (
        <div>
          {input}
          <datalist id={listId} lang={lang}>
            {suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        </div>
      );
    }
    case "textarea":
      return (
        <TextAreaField
          label={label}
          name={name}
          lang={lang}
          required={required}
          defaultValue={asText(value)}
          maxLength={field.maxLength}
          rows={field.rows ?? 4}
          hint={hint}
          error={error}
        />
      );
    case "list":
      return (
        <TagInput
          label={label}
          name={name}
          lang={lang}
          noun={english ? field.noun : `${localeNames[locale]} ${field.noun}`}
          initial={asList(value)}
          error={error}
          onChange={field.onChange}
        />
      );
    case "rich":
      return (
        <RichTextField
          label={label}
          name={name}
          lang={lang}
          initialJson={asText(value)}
          initialHtml={htmlOf(field.values, name)}
          error={error}
          hint={english ? field.richHint : "Leave it empty to show the English text on Bengali pages."}
          noScriptText={field.noScriptText}
          onChange={field.onChange}
        />
      );
  }
}

/**
 * Under a translation written before its English text last changed (decision 197): says so, and offers to
 * confirm it as still correct. The hidden input marks it again if the save is refused.
 */
function OutOfDateNote({ name, label, confirmed }: { name: string; label: string; confirmed: boolean }) {
  const id = useId();
  return (
    <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <input type="hidden" name={STALE_TRANSLATION_INPUT} value={name} />
      <p id={id}>
        <span className="font-semibold">Out of date:</span> the English text changed after this was translated. Edit it,
        or confirm it still says the same.
      </p>
      <label className="mt-1 flex items-start gap-2">
        <input
          type="checkbox"
          name={CONFIRMED_TRANSLATION_INPUT}
          value={name}
          defaultChecked={confirmed}
          aria-describedby={id}
          className="mt-0.5 size-4 rounded border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        />
        <span>{`${label} is still correct`}</span>
      </label>
    </div>
  );
}

function asNames(value: unknown): readonly string[] {
  return Array.isArray(value) ? value : [];
}

/** One text of an item in English and in each translated language, side by side on wide screens. */
export function TranslatedField(field: TranslatedFieldProps) {
  const stale = asNames(field.values.$stale);
  const confirmed = asNames(field.values.$confirmed);
  return (
    <div className={field.stacked ? "grid gap-y-3" : "grid gap-x-6 gap-y-4 lg:grid-cols-2"}>
      <Control field={field} locale="en" />
      {translatedLocales.map((locale) => {
        const name = translationName(locale, field.name);
        if (!stale.includes(name)) return <Control key={locale} field={field} locale={locale} />;
        return (
          <div key={locale}>
            <Control field={field} locale={locale} />
            <OutOfDateNote
              name={name}
              label={`${field.label} (${localeNames[locale]})`}
              confirmed={confirmed.includes(name)}
            />
          </div>
        );
      })}
    </div>
  );
}

/** Said once above an editor's fields: what an empty Bengali field means. */
export function TranslationNote() {
  return (
    <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
      Each text has an English field and a Bengali one beside it. A Bengali field left empty shows the English text on
      Bengali pages, and the item is marked “Needs translation”.
    </p>
  );
}

/** The mark on an admin list's item whose Bengali text is missing somewhere. */
export function NeedsTranslationBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      Needs translation
    </span>
  );
}
