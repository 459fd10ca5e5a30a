import { useEffect, useRef } from "react";
import { Form, Link, useNavigate, useNavigation, useSearchParams } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Icon } from "~/components/icon";

import { NeedsTranslationBadge } from "./translated-field";

export type ContentListItem = {
  id: string;
  title: string;
  subtitle?: string;
  imageSrc?: string;
  /** Some visitor-visible text has no Bengali yet (marked "Needs translation"). */
  needsTranslation?: boolean;
};

/** Move up/down buttons posting `intent=move`; they keep keyboard focus on the moved item's button. */
export function MoveButtons({
  id,
  label,
  isFirst,
  isLast,
}: {
  id: string;
  label: string;
  isFirst: boolean;
  isLast: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="flex" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="direction"
        value="up"
        data-move={`${id}:up`}
        disabled={isFirst || busy}
        aria-label={`Move ${label} up`}
        title="Move up"
        className={buttonStyles.icon}
      >
        <Icon name="ArrowUp" className="size-4" />
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        data-move={`${id}:down`}
        disabled={isLast || busy}
        aria-label={`Move ${label} down`}
        title="Move down"
        className={buttonStyles.icon}
      >
        <Icon name="ArrowDown" className="size-4" />
      </button>
    </Form>
  );
}

/**
 * After a move the list re-renders in its new order; focus goes back to the button that was used
 * (or its twin when the item reached an end), so keyboard users can keep moving it.
 */
export function useKeepMoveFocus(order: string) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-move]");
      if (target) last.current = target.dataset.move ?? null;
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  useEffect(() => {
    const key = last.current;
    if (!key) return;
    const [id, direction] = key.split(":");
    const other = direction === "up" ? "down" : "up";
    const preferred = document.querySelector<HTMLButtonElement>(`[data-move="${key}"]`);
    const fallback = document.querySelector<HTMLButtonElement>(`[data-move="${id}:${other}"]`);
    const button = preferred && !preferred.disabled ? preferred : fallback;
    if (button && !button.disabled) button.focus();
  }, [order]);
}

/** Opens the delete confirmation for an item (see ConfirmDeleteDialog). */
export function DeleteLink({ id, label }: { id: string; label: string }) {
  return (
    <Link
      to={`?delete=${id}`}
      preventScrollReset
      className={`${buttonStyles.secondary} text-red-700`}
      aria-label={`Delete ${label}`}
    >
      <Icon name="Trash2" className="size-4" />
      Delete
    </Link>
  );
}

/** The delete confirmation, addressed by `?delete=<id>` so it also works without JavaScript. */
export function ConfirmDeleteDialog({
  question,
  itemName,
  id,
  cancelTo,
  action = cancelTo,
}: {
  question: string;
  itemName: string;
  id: string;
  cancelTo: string;
  /** Where the confirmed delete is posted, when not the list itself (an editor's own delete). */
  action?: string;
}) {
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  return (
    <ConfirmDialog
      title={question}
      onCancel={() => navigate(cancelTo, { preventScrollReset: true, replace: true })}
      actions={
        <>
          <Link to={cancelTo} replace preventScrollReset className={buttonStyles.secondary} autoFocus>
            Cancel
          </Link>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={id} />
            <button type="submit" className={buttonStyles.danger} disabled={busy}>
              {busy ? "Deleting..." : "Delete"}
            </button>
          </Form>
        </>
      }
    >
      <p>
        <strong className="font-semibold">{itemName}</strong> will be removed from the site. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}

/** The list mode of the services, portfolio and testimonials editors. */
export function ContentList({
  items,
  basePath,
  noun,
  deleteQuestion,
  emptyText,
  listLabel = `${noun}s`,
  imageFit = "cover",
}: {
  items: ContentListItem[];
  /** The list's own path, e.g. "/admin/services"; items are edited at `${basePath}/${id}`. */
  basePath: string;
  noun: string;
  deleteQuestion: string;
  emptyText: string;
  /** The list's accessible name; "<noun>s" unless given (e.g. "categories"). */
  listLabel?: string;
  /** "contain" for logos, which must not be cropped; photos fill their box. */
  imageFit?: "cover" | "contain";
}) {
  const [searchParams] = useSearchParams();
  const deleting = items.find((item) => item.id === searchParams.get("delete"));
  useKeepMoveFocus(items.map((item) => item.id).join(","));

  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        {emptyText}
      </p>
    );
  }
  return (
    <>
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
        aria-label={listLabel}
      >
        {items.map((item, index) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
            {item.imageSrc ? (
              <img
                src={item.imageSrc}
                alt=""
                width={64}
                height={48}
                className={`h-12 w-16 shrink-0 rounded ring-1 ring-slate-200 ${imageFit === "contain" ? "object-contain p-1" : "object-cover"}`}
              />
            ) : null}
            <div className="min-w-48 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <p className="truncate font-medium text-slate-900">{item.title}</p>
                {item.needsTranslation ? <NeedsTranslationBadge /> : null}
              </div>
              {item.subtitle ? <p className="truncate text-sm text-slate-600">{item.subtitle}</p> : null}
            </div>
            <MoveButtons id={item.id} label={item.title} isFirst={index === 0} isLast={index === items.length - 1} />
            <Link to={`${basePath}/${item.id}`} className={buttonStyles.secondary} aria-label={`Edit ${item.title}`}>
              <Icon name="Pencil" className="size-4" />
              Edit
            </Link>
            <DeleteLink id={item.id} label={item.title} />
          </li>
        ))}
      </ul>
      {deleting ? (
        <ConfirmDeleteDialog question={deleteQuestion} itemName={deleting.title} id={deleting.id} cancelTo={basePath} />
      ) : null}
    </>
  );
}
