import { useId, useState } from "react";

import { buttonStyles } from "~/components/admin/button-styles";
import { FieldError, inputStyles } from "~/components/field";
import { Icon } from "~/components/icon";
import { useFieldState } from "~/components/use-field-state";
import { cleanTags } from "~/features/site-content/tags-schema";

/**
 * A list of short tags (features, technologies), sent as repeated `name` fields. The text box has the
 * same name, so what is typed there is saved too, and without JavaScript it is the way to add one.
 */
export function TagInput({
  label,
  name,
  noun,
  initial,
  error,
  lang,
  onChange,
}: {
  label: string;
  name: string;
  /** Singular, for button labels: "feature". */
  noun: string;
  initial: string[];
  error?: string;
  /** The language of the tags, when it is not the page's (Bengali features). */
  lang?: string;
  onChange?: (tags: string[]) => void;
}) {
  const [tags, setTags] = useState(() => cleanTags(initial));
  const [draft, setDraft, draftField] = useFieldState("");
  const id = useId();

  const update = (next: string[]) => {
    setTags(next);
    onChange?.(next);
  };
  const add = () => {
    const next = cleanTags([...tags, draft]);
    if (draft.trim()) setDraft("");
    if (next.length !== tags.length) update(next);
  };

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Type one {noun} and press Enter or Add. Blank entries are ignored.
      </p>
      {tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={label} lang={lang}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              {tag}
              <input type="hidden" name={name} value={tag} />
              <button
                type="button"
                onClick={() => update(tags.filter((existing) => existing !== tag))}
                aria-label={`Remove ${noun} ${tag}`}
                className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <Icon name="X" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          name={name}
          ref={draftField}
          value={draft}
          lang={lang}
          maxLength={60}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className={`${inputStyles} mt-0`}
        />
        <button type="button" onClick={add} className={buttonStyles.secondary}>
          <Icon name="Plus" className="size-4" />
          Add<span className="sr-only"> {noun}</span>
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
