import { useEffect, useSyncExternalStore } from "react";
import type * as HotToast from "react-hot-toast";
import { useRouteLoaderData } from "react-router";

import type { Toast } from "~/features/toast/toast";
import { lazyModule } from "~/utils/lazy-module";

// react-hot-toast (~4.5 KB gzip) is fetched with the first toast, not with every page: most visits show
// none. react-hot-toast keeps its toasts in a store of its own, so one raised before <Toaster> mounts
// still appears.
const hotToast = lazyModule(() => import("react-hot-toast"));

let loaded: typeof HotToast | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showToast(value: Pick<Toast, "type" | "message">, id?: string) {
  void hotToast.get().then((module) => {
    // Unreachable script (offline, or replaced by a newer deploy): the page stays usable without the toast.
    if (!module) return;
    if (!loaded) {
      loaded = module;
      for (const listener of listeners) listener();
    }
    const options = id ? { id } : undefined;
    if (value.type === "success") module.toast.success(value.message, options);
    else if (value.type === "error") module.toast.error(value.message, options);
    else module.toast(value.message, options);
  });
}

/** The flash message the root loader read for this page (a redirect's "saved", "signed in" and the like). */
export function useFlash(): Toast | null {
  return useRouteLoaderData<{ toast: Toast | null }>("root")?.toast ?? null;
}

/** react-hot-toast's defaults are the spec's toast constants; only the position is set here. */
export function FlashToaster({ flash }: { flash: Toast | null }) {
  const library = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  useEffect(() => {
    if (flash) showToast(flash, flash.id);
  }, [flash]);
  return library ? <library.Toaster position="top-right" /> : null;
}
