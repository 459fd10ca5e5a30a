import { Form, Link, useNavigate, useNavigation } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Icon } from "~/components/icon";
import type { MediaListItem } from "~/features/media/media-library";

/**
 * The Media screen's delete confirmation. A file in use is named with its uses before anyone confirms, and
 * offers Replace instead of Delete (issue 30): deleting it would leave those places without their image, and
 * the server refuses it anyway. `view` is the list's query string; `replaceTo` opens the card's Replace form.
 */
export function MediaDeleteDialog({
  item,
  cancelTo,
  replaceTo,
}: {
  item: MediaListItem;
  cancelTo: string;
  replaceTo: string;
}) {
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const inUse = item.usages.length > 0;
  return (
    <ConfirmDialog
      title={inUse ? "This file is in use" : "Delete this file from the library?"}
      onCancel={() => navigate(cancelTo, { preventScrollReset: true, replace: true })}
      actions={
        <>
          <Link to={cancelTo} replace preventScrollReset className={buttonStyles.secondary} autoFocus>
            Cancel
          </Link>
          {inUse ? (
            <Link to={replaceTo} replace preventScrollReset className={buttonStyles.primary}>
              <Icon name="RefreshCw" className="size-4" />
              Replace
            </Link>
          ) : (
            <Form method="post" action={cancelTo}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={item.id} />
              <button type="submit" className={buttonStyles.danger} disabled={busy}>
                {busy ? "Deleting..." : "Delete"}
              </button>
            </Form>
          )}
        </>
      }
    >
      {inUse ? (
        <>
          <p>
            <strong className="font-semibold">{item.name}</strong> cannot be deleted while it is used by:
          </p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5">
            {item.usages.map((usage) => (
              <li key={usage.label}>
                <Link
                  to={usage.href}
                  className="decoration-brand-300 text-brand-800 underline underline-offset-2 hover:decoration-brand-800"
                >
                  {usage.label.charAt(0).toUpperCase() + usage.label.slice(1)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-2">
            Replace it with a new file instead: every place that shows it shows the new one. Or choose another image in
            each of those places first.
          </p>
        </>
      ) : (
        <p>
          <strong className="font-semibold">{item.name}</strong> will be removed from the site. This cannot be undone.
        </p>
      )}
    </ConfirmDialog>
  );
}
