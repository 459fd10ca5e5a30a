import { useState } from "react";

import { TextField } from "~/components/forms";
import type { UploadKind } from "~/features/media/upload-rules";

import { MediaPicker } from "./media-picker";

/**
 * An image from the media library (or a new upload) with its alt text beside it. Choosing a library file
 * brings its alt text into the field: a new key resets the uncontrolled input, so staff can still edit it.
 */
export function LibraryImageField({
  label,
  name,
  kind,
  required,
  currentSrc,
  error,
  reselectNote,
  onPick,
  altLabel = "Image alt text",
  altName = "imageAlt",
  altHint = "Describe the image for people who cannot see it. It is the image's alt text in the media library.",
  altDefault,
  altError,
}: {
  label: string;
  name: string;
  kind: UploadKind;
  required?: boolean;
  currentSrc?: string | null;
  error?: string;
  reselectNote?: boolean;
  /** Called after any choice, so the editor can mark itself unsaved. */
  onPick: () => void;
  altLabel?: string;
  altName?: string;
  altHint?: string;
  altDefault: string;
  altError?: string;
}) {
  const [pickedAlt, setPickedAlt] = useState<{ key: string; alt: string } | null>(null);
  return (
    <>
      <MediaPicker
        label={label}
        name={name}
        kind={kind}
        required={required}
        currentSrc={currentSrc}
        error={error}
        reselectNote={reselectNote}
        onPick={(media) => {
          if (media?.alt) setPickedAlt({ key: media.id, alt: media.alt });
          onPick();
        }}
      />
      <TextField
        key={pickedAlt?.key}
        label={altLabel}
        name={altName}
        required={required}
        hint={altHint}
        defaultValue={pickedAlt?.alt ?? altDefault}
        maxLength={200}
        error={altError}
      />
    </>
  );
}
