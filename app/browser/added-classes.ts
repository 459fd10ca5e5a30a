/**
 * What the public pages' scripts add after the server rendered a page: a toast, with its icon, and a field's
 * error under a control. A page that carries its own CSS (decision 206) keeps the rules for these as well as
 * for its own HTML, so nothing a script adds waits for another stylesheet (decision 209).
 */

export const TOAST_TYPES = ["success", "error", "message"] as const;

export type ToastType = (typeof TOAST_TYPES)[number];

export const toastClass = (type: ToastType) => `toast toast-${type}`;

export const TOAST_ICON_CLASS = "toast-icon";

/** A field's error, as the form kit renders it (components/field.tsx) and the contact script adds it. */
export const FIELD_ERROR_CLASS = "mt-1 text-sm text-red-700";

export const ADDED_CLASSES: readonly string[] = [
  ...TOAST_TYPES.flatMap((type) => toastClass(type).split(" ")),
  TOAST_ICON_CLASS,
  ...FIELD_ERROR_CLASS.split(" "),
];

export const ADDED_ELEMENTS: readonly string[] = ["div", "span", "p", "svg", "use"];
