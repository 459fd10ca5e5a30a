import { type FormEvent, useEffect, useState } from "react";
import { useNavigation } from "react-router";

import { showToast } from "~/components/flash-toaster";
import { useFormCheck } from "~/components/forms";
import { checkFileBeforeUpload, type UploadKind } from "~/features/media/upload-rules";
import type { FieldErrors } from "~/utils/form";
import type { FormValidation } from "~/utils/form-data";

import { useUnsavedChanges } from "./unsaved-changes";

export type EditorErrors = { formError: string; fieldErrors: FieldErrors };

/** What a form's client-side check found, or null when the form may be sent. */
export type EditorCheck = (form: FormData) => EditorErrors | null;

/**
 * The state every add/edit screen shares: the form kit's check (errors shown before anything is sent,
 * with the form-level message as a toast), the unsaved-changes prompt, and the busy flag.
 */
export function useEditorForm(actionData: EditorErrors | undefined, check: EditorCheck) {
  const { errors, onSubmit: checkForm } = useFormCheck(check, actionData);
  const [dirty, setDirty] = useState(false);
  const busy = useNavigation().state !== "idle";
  const { dialog: leaveDialog, markSubmitting } = useUnsavedChanges(dirty);

  useEffect(() => {
    if (!actionData) return;
    markSubmitting(false);
    showToast({ type: "error", message: actionData.formError });
  }, [actionData, markSubmitting]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problems = checkForm(event);
    if (problems) showToast({ type: "error", message: problems.formError });
    else markSubmitting(true);
  }

  return { errors, busy, leaveDialog, markDirty: () => setDirty(true), onSubmit };
}

export function validationErrors(result: FormValidation<unknown>): EditorErrors | null {
  return result.success ? null : { formError: result.formError, fieldErrors: result.fieldErrors };
}

/** The file chosen in the form's `image` input, if any. */
export function chosenImage(form: FormData, name = "image"): File | null {
  const file = form.get(name);
  return file instanceof File && file.size > 0 ? file : null;
}

/** Whether the form brings an image for `name`: a new file, or one picked from the library (MediaPicker). */
export function bringsImage(form: FormData, name = "image"): boolean {
  return Boolean(chosenImage(form, name)) || Boolean(form.get(`${name}MediaId`));
}

/** The form's validation plus the chosen image's size limit, reported on the `image` field. */
export function withImageCheck(
  result: FormValidation<unknown>,
  chosen: File | null,
  kind: UploadKind,
): EditorErrors | null {
  const sizeError = chosen ? checkFileBeforeUpload(chosen, kind) : null;
  if (result.success && !sizeError) return null;
  const fieldErrors = result.success ? {} : result.fieldErrors;
  if (sizeError) fieldErrors.image = sizeError;
  return { formError: result.success ? sizeError! : result.formError, fieldErrors };
}
