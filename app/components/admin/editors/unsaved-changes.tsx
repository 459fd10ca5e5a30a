import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDialog } from "~/components/confirm-dialog";

/** Links that leave on purpose (Cancel) pass this state so they are not asked about. */
export const DISCARD_STATE = { discardChanges: true } as const;

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through a dialog, closing or
 * reloading the tab through the browser's own prompt. `markSubmitting` lifts the guard for a save.
 */
export function useUnsavedChanges(dirty: boolean) {
  const submitting = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const discarding = (nextLocation.state as { discardChanges?: boolean } | null)?.discardChanges === true;
    return dirty && !submitting.current && !discarding && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (submitting.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const dialog =
    blocker.state === "blocked" ? (
      <ConfirmDialog
        title="Leave without saving?"
        onCancel={() => blocker.reset()}
        actions={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => blocker.reset()} autoFocus>
              Stay on this page
            </button>
            <button type="button" className={buttonStyles.danger} onClick={() => blocker.proceed()}>
              Leave and discard changes
            </button>
          </>
        }
      >
        <p>You have unsaved changes. They will be lost if you leave this page.</p>
      </ConfirmDialog>
    ) : null;

  const markSubmitting = useCallback((value: boolean) => {
    submitting.current = value;
  }, []);
  return { dialog, markSubmitting };
}
