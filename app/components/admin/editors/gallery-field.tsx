import { useId, useState } from "react";

import { buttonStyles } from "~/components/admin/button-styles";
import { FieldError } from "~/components/field";
import { useHydrated } from "~/components/hydrated";
import { Icon } from "~/components/icon";
import type { UploadKind } from "~/features/media/upload-rules";

import { MediaLibraryDialog, type PickedMedia } from "./media-picker";

/**
 * An ordered list of media library images (a case study's gallery), sent as repeated `name` fields
 * holding the files' ids. Images are added from the library (upload them on the Media screen or through
 * another image field first); each can be moved or removed. Without JavaScript the list is kept as it is.
 */
export function GalleryField({
  label,
  name,
  kind,
  initial,
  max,
  error,
  onChange,
}: {
  label: string;
  name: string;
  kind: UploadKind;
  initial: PickedMedia[];
  max: number;
  error?: string;
  onChange?: () => void;
}) {
  const hydrated = useHydrated();
  const [items, setItems] = useState(initial);
  const [open, setOpen] = useState(false);
  const id = useId();

  const update = (next: PickedMedia[]) => {
    setItems(next);
    onChange?.();
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    update(next);
  };

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Up to {max} images from the media library, shown in this order under the case study. Their alt text is the
        library's.
      </p>
      {items.length > 0 ? (
        <ol className="mt-2 space-y-2" aria-label={label}>
          {items.map((item, index) => (
            <li key={item.id} className="flex items-center gap-3 rounded-md border border-slate-200 p-2">
              <input type="hidden" name={name} value={item.id} />
              <img
                src={item.thumbSrc}
                alt=""
                width={80}
                height={60}
                className="h-12 w-16 rounded object-contain bg-checkerboard"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{item.name}</span>
                <span className="block truncate text-xs text-slate-600">{item.alt || "No alt text yet"}</span>
              </span>
              {hydrated ? (
                <span className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    className={buttonStyles.icon}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move ${item.name} up`}
                  >
                    <Icon name="ArrowUp" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.icon}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move ${item.name} down`}
                  >
                    <Icon name="ArrowDown" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.icon}
                    onClick={() => update(items.filter((other) => other.id !== item.id))}
                    aria-label={`Remove ${item.name}`}
                  >
                    <Icon name="X" className="size-4" />
                  </button>
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No gallery images.</p>
      )}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      {hydrated && items.length < max ? (
        <button type="button" className={`${buttonStyles.secondary} mt-2`} onClick={() => setOpen(true)}>
          <Icon name="Image" className="size-4" />
          Add image from library
        </button>
      ) : null}
      {open ? (
        <MediaLibraryDialog
          kind={kind}
          label={label}
          onChoose={(media) => {
            setOpen(false);
            if (!items.some((item) => item.id === media.id)) update([...items, media]);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </fieldset>
  );
}
