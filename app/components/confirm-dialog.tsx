import { type ReactNode, useEffect, useId, useRef, useState } from "react";

import { buttonStyles } from "./admin/button-styles";

/**
 * A modal confirmation on the native <dialog>: showModal() makes the rest of the page inert, keeps
 * focus inside and returns it to the opener on close; Escape cancels. A dialog that mounts open is
 * rendered open in the server HTML, so it also works before JavaScript loads (the editors' delete
 * confirmation lives at `?delete=<id>`); one that mounts closed opens when `open` turns true.
 */
export function ConfirmDialog({
  title,
  children,
  actions,
  onCancel,
  open = true,
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  onCancel: () => void;
  open?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Only the first render sets the attribute; after that the dialog is opened and closed imperatively.
  const [openInHtml] = useState(open);
  // A close this component asked for, as opposed to one the browser made (Escape without a cancel event).
  const closing = useRef(false);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const close = () => {
      if (!dialog.open) return;
      closing.current = true;
      dialog.close();
    };
    if (open) {
      // Rendered open (not modal) by the server: reopen it as a modal.
      close();
      dialog.showModal();
    }
    return close;
  }, [open]);
  return (
    <dialog
      ref={ref}
      open={openInHtml || undefined}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClose={() => {
        if (closing.current) closing.current = false;
        else onCancel();
      }}
      className="fixed inset-0 m-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children ? (
        <div id={bodyId} className="mt-2 text-sm text-slate-700">
          {children}
        </div>
      ) : null}
      <div className="mt-6 flex justify-end gap-3">{actions}</div>
    </dialog>
  );
}

/** The usual case: a question, Cancel (focused first) and one button that confirms. */
export function ConfirmActionDialog({
  open,
  title,
  message,
  detail,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  /** What the action is about (e.g. which message), shown under the question. */
  detail?: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" autoFocus onClick={onCancel} className={buttonStyles.secondary}>
            Cancel
          </button>
          <button type="button" onClick={onConfirm} className={buttonStyles.danger}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
      {detail ? <p className="mt-2 font-medium break-words text-slate-900">{detail}</p> : null}
    </ConfirmDialog>
  );
}
