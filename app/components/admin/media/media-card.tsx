import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { NeedsTranslationBadge, TranslatedField } from "~/components/admin/editors/translated-field";
import { FormError } from "~/components/forms";
import { Icon } from "~/components/icon";
import { MAX_ALT_LENGTH, type MediaFailure, type MediaListItem } from "~/features/media/media-library";
import { uploadRules } from "~/features/media/upload-rules";

/**
 * One file of the Media screen's grid: the image, its type, size and dimensions, where it is used, and
 * its forms (alt text, replace, delete). Plain form posts, so all of it works without JavaScript.
 * `view` is the list's query string, so each action returns to the same search and page.
 */
/** `changes`: the alt text, replace and delete forms, for editors and owners (decision 180). */
export function MediaCard({
  item,
  view,
  failed,
  changes,
  replacing = false,
}: {
  item: MediaListItem;
  view: string;
  failed: MediaFailure | null;
  changes: boolean;
  /** Open the Replace form (the delete dialog's offer for a file in use). */
  replacing?: boolean;
}) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <a
        href={item.fileSrc}
        target="_blank"
        rel="noreferrer"
        className="block bg-checkerboard focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <img
          src={item.thumbSrc}
          alt=""
          loading="lazy"
          width={400}
          height={300}
          className="aspect-[4/3] h-auto w-full object-contain p-2"
        />
        <span className="sr-only">Open {item.name} in a new tab</span>
      </a>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate font-semibold text-slate-900" title={item.name}>
            {item.name}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            <span>{item.type}</span> · <span>{item.size}</span> · <span>{item.dimensions}</span>
          </p>
          {item.needsTranslation ? (
            <p className="mt-1">
              <NeedsTranslationBadge />
            </p>
          ) : null}
        </div>

        <div className="text-sm">
          <p className="font-medium text-slate-800">Used by</p>
          {item.usages.length === 0 ? (
            <p className="text-slate-600">Not used anywhere</p>
          ) : (
            <ul className="mt-0.5 space-y-0.5">
              {item.usages.map((usage) => (
                <li key={usage.label}>
                  <Link
                    to={usage.href}
                    className="decoration-brand-300 text-brand-800 underline underline-offset-2 hover:decoration-brand-800"
                  >
                    {usage.label.charAt(0).toUpperCase() + usage.label.slice(1)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>

        {changes ? (
          <MediaCardForms item={item} view={view} failed={failed} replacing={replacing} />
        ) : (
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-800">Alt text:</span> {item.alt}
          </p>
        )}
      </div>
    </li>
  );
}

function MediaCardForms({
  item,
  view,
  failed,
  replacing,
}: {
  item: MediaListItem;
  view: string;
  failed: MediaFailure | null;
  replacing: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  const deleteParams = new URLSearchParams(view);
  deleteParams.set("delete", item.id);
  return (
    <>
      {failed ? <FormError message={failed.formError} /> : null}

      <Form method="post" noValidate className="space-y-2">
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="view" value={view} />
        <TranslatedField
          kind="textarea"
          stacked
          label="Alt text"
          name="alt"
          required
          rows={2}
          maxLength={MAX_ALT_LENGTH}
          values={
            failed?.intent === "alt" ? { alt: failed.alt, ...failed.translated } : { alt: item.alt, ...item.translated }
          }
          errors={failed?.intent === "alt" ? failed.fieldErrors : undefined}
        />
        <button type="submit" className={buttonStyles.secondary} disabled={busy}>
          Save alt text
        </button>
      </Form>

      <details id={`replace-${item.id}`} open={failed?.intent === "replace" || replacing} className="text-sm">
        <summary className="cursor-pointer rounded font-medium text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
          Replace file
        </summary>
        <Form method="post" encType="multipart/form-data" noValidate className="mt-2 space-y-2">
          <input type="hidden" name="intent" value="replace" />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="view" value={view} />
          <p className="text-slate-600">
            Every place that shows this file shows the new one; its address, name and alt text stay.
          </p>
          <label className="block">
            <span className="block font-medium text-slate-800">New file for {item.name}</span>
            <input
              type="file"
              name="file"
              accept={uploadRules.library.accept}
              aria-invalid={failed?.intent === "replace" ? true : undefined}
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
            />
          </label>
          <button type="submit" className={buttonStyles.secondary} disabled={busy}>
            <Icon name="RefreshCw" className="size-4" />
            Replace
          </button>
        </Form>
      </details>

      <div className="mt-auto pt-1">
        <Link
          to={`?${deleteParams}`}
          preventScrollReset
          className={`${buttonStyles.secondary} text-red-700`}
          aria-label={`Delete ${item.name}`}
        >
          <Icon name="Trash2" className="size-4" />
          Delete
        </Link>
      </div>
    </>
  );
}
