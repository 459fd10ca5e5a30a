import type { Toast } from "~/features/toast/toast";

/**
 * The flash message of a redirect, for browsers without JavaScript, where no toast can appear. Inside
 * <noscript>, so with JavaScript only the toast shows it.
 */
export function NoScriptFlash({ flash }: { flash: Toast | null | undefined }) {
  if (!flash) return null;
  const tone =
    flash.type === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-900";
  return (
    <noscript>
      <p role="status" className={`mb-4 rounded-md border px-4 py-3 text-sm font-medium ${tone}`}>
        {flash.message}
      </p>
    </noscript>
  );
}
