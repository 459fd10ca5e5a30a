import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { useHydrated } from "~/components/hydrated";
import { Icon } from "~/components/icon";
import { fileCount, type MediaListItem, mediaSearch } from "~/features/media/media-library";
import type { UploadKind } from "~/features/media/upload-rules";

import { ImageField } from "./image-field";

type LibraryPage = { items: MediaListItem[]; total: number };

/** The library file picked for a field: what the form sends, and what the editor may show of it. */
export type PickedMedia = Pick<MediaListItem, "id" | "name" | "alt" | "thumbSrc">;

/**
 * An editor's image field: upload a new file (it joins the media library on save) or, with JavaScript,
 * choose one already in the library. The choice travels in the hidden `<name>MediaId` field, which the
 * action checks (readLibraryChoice); the file input stays a plain one, so the form works without
 * JavaScript and a chosen upload wins over a library pick.
 */
export function MediaPicker({
  label,
  name,
  kind,
  currentSrc,
  required,
  error,
  reselectNote,
  previewClassName,
  onPick,
}: {
  label: string;
  /** The file input's name; the library choice is sent as `${name}MediaId`. */
  name: string;
  kind: UploadKind;
  currentSrc?: string | null;
  required?: boolean;
  error?: string;
  reselectNote?: boolean;
  previewClassName?: string;
  /** Called with the library file chosen (null when a new upload replaces the choice). */
  onPick?: (media: PickedMedia | null) => void;
}) {
  const hydrated = useHydrated();
  const [picked, setPicked] = useState<PickedMedia | null>(null);
  // A new key remounts the file input, which is the one way to empty it.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [open, setOpen] = useState(false);

  function choose(media: PickedMedia) {
    setPicked(media);
    setFileInputKey((key) => key + 1);
    setOpen(false);
    onPick?.(media);
  }

  return (
    <div>
      <input type="hidden" name={`${name}MediaId`} value={picked?.id ?? ""} />
      <ImageField
        key={fileInputKey}
        label={label}
        name={name}
        kind={kind}
        currentSrc={picked?.thumbSrc ?? currentSrc}
        currentCaption={picked ? `From the media library: ${picked.name}` : undefined}
        required={required}
        error={error}
        reselectNote={reselectNote}
        previewClassName={previewClassName}
        onFileChange={(file) => {
          if (file && picked) {
            setPicked(null);
            onPick?.(null);
          }
        }}
        extra={
          hydrated ? (
            <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
              <Icon name="Image" className="size-4" />
              Choose from library
            </button>
          ) : null
        }
      />
      {open ? <MediaLibraryDialog kind={kind} label={label} onChoose={choose} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/**
 * The library's files a field of `kind` takes, searchable, as a modal grid of buttons: the picker's, and
 * any other control that inserts a library image (e.g. a rich-text editor's image button). Mount it to
 * open it; `onChoose` gets the file, `onClose` is called on Escape or the close button.
 */
export function MediaLibraryDialog({
  kind,
  label,
  onChoose,
  onClose,
}: {
  kind: UploadKind;
  /** What is being chosen, in the title: "Choose from the media library: <label>". */
  label: string;
  onChoose: (media: PickedMedia) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const searchId = useId();
  const fetcher = useFetcher<LibraryPage>();
  const [search, setSearch] = useState("");
  const load = fetcher.load;

  useEffect(() => {
    ref.current?.showModal();
  }, []);
  useEffect(() => {
    // Typing narrows the list after a short pause rather than on every key.
    const timer = setTimeout(() => load(`/admin/media${mediaSearch({ q: search, for: kind })}`), search ? 250 : 0);
    return () => clearTimeout(timer);
  }, [search, kind, load]);

  const items = fetcher.data?.items ?? [];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      className="fixed inset-0 m-auto max-h-[85vh] w-[calc(100%-2rem)] max-w-3xl overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold">
          Choose from the media library: {label}
        </h2>
        <button type="button" className={buttonStyles.icon} aria-label="Close" onClick={onClose}>
          <Icon name="X" className="size-5" />
        </button>
      </div>
      <label htmlFor={searchId} className="mt-4 block text-sm font-medium text-slate-800">
        Search files
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        // The dialog sits inside an editor's form: Enter here searches, it must not submit that form.
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
        maxLength={200}
        className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
      />
      <p role="status" className="mt-2 text-sm text-slate-700">
        {fetcher.state !== "idle" && !fetcher.data
          ? "Loading files..."
          : items.length === 0
            ? "No files match."
            : fileCount(fetcher.data?.total ?? 0)}
      </p>
      <ul aria-label="Library files" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onChoose(item)}
              className="flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <img
                src={item.thumbSrc}
                alt=""
                loading="lazy"
                width={200}
                height={150}
                className="aspect-[4/3] h-auto w-full object-contain p-1 bg-checkerboard"
              />
              <span className="block truncate px-2 pt-1 text-sm font-medium text-slate-900">{item.name}</span>
              <span className="block truncate px-2 pb-2 text-xs text-slate-600">{item.alt || "No alt text yet"}</span>
            </button>
          </li>
        ))}
      </ul>
      {fetcher.data && fetcher.data.total > items.length ? (
        <p className="mt-3 text-sm text-slate-600">Showing the newest {items.length}; search to find others.</p>
      ) : null}
    </dialog>
  );
}
