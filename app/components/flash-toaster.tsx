import { useEffect } from "react";
import toast, { Toaster } from "react-hot-toast";
import type { Toast } from "~/utils/toast";

export function showToast(value: Pick<Toast, "type" | "message">, id?: string) {
  const options = id ? { id } : undefined;
  if (value.type === "success") toast.success(value.message, options);
  else if (value.type === "error") toast.error(value.message, options);
  else toast(value.message, options);
}

/** react-hot-toast's defaults are the spec's toast constants; only the position is set here. */
export function FlashToaster({ flash }: { flash: Toast | null }) {
  useEffect(() => {
    if (flash) showToast(flash, flash.id);
  }, [flash]);
  return <Toaster position="top-right" />;
}
