import spriteUrl from "virtual:icon-sprite";

import { TOAST_ICON_CLASS, toastClass } from "~/browser/added-classes";
import type { Toast } from "~/features/toast/toast";

import { Icon } from "./icon";

/**
 * The public pages' toast region, top-right (decision 165). The server renders the flash of a redirect in it
 * (a form posted without JavaScript), and CSS dismisses it on the spec's timing; the site script adds the
 * toasts of forms sent in the background next to it (browser/toasts.ts, which draws the same markup).
 */
export function ToastRegion({ flash }: { flash: Toast | null }) {
  return (
    <div className="toast-region" data-toasts="" data-sprite={spriteUrl}>
      {flash ? (
        <div key={flash.id} className={toastClass(flash.type)} role={flash.type === "error" ? "alert" : "status"}>
          {flash.type === "message" ? null : (
            <Icon name={flash.type === "success" ? "CheckCircle2" : "CircleX"} className={TOAST_ICON_CLASS} />
          )}
          <span>{flash.message}</span>
        </div>
      ) : null}
    </div>
  );
}
