import { Form, Link, useSearchParams } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDeleteDialog } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";

// The blog's trash (decision 191): the list's link to it and back, and a trashed post's Restore and Delete
// (the latter after a confirmation dialog kept in the URL, so it works without JavaScript).

export function TrashToggle({ trash }: { trash: boolean }) {
  return trash ? (
    <Link to="/admin/blog" className="text-sm font-medium text-brand-700 hover:text-brand-900">
      Back to the posts
    </Link>
  ) : (
    <Link to="/admin/blog?trash=1" className={buttonStyles.secondary}>
      <Icon name="Trash2" className="size-4" />
      Trash
    </Link>
  );
}

/** `view`: the list's query string ("?trash=1…"), which the dialog returns to. */
export function TrashedPostActions({ post, view }: { post: { id: string; title: string }; view: string }) {
  const [searchParams] = useSearchParams();
  const confirm = new URLSearchParams(view);
  confirm.set("delete", post.id);
  return (
    <>
      <Form method="post">
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="id" value={post.id} />
        <button type="submit" className={buttonStyles.secondary} aria-label={`Restore ${post.title}`}>
          <Icon name="RefreshCw" className="size-4" />
          Restore
        </button>
      </Form>
      <Link
        to={`?${confirm}`}
        preventScrollReset
        className={`${buttonStyles.secondary} text-red-700`}
        aria-label={`Delete ${post.title} for good`}
      >
        <Icon name="Trash2" className="size-4" />
        Delete
      </Link>
      {searchParams.get("delete") === post.id ? (
        <ConfirmDeleteDialog
          question="Delete this post for good?"
          itemName={post.title}
          id={post.id}
          cancelTo={`/admin/blog${view}`}
        />
      ) : null}
    </>
  );
}

/** Under the editor: moves the post to the trash (restorable for 30 days, so no confirmation). */
export function MoveToTrashForm({ id }: { id: string }) {
  return (
    <Form method="post" action="/admin/blog" className="mt-6 border-t border-slate-200 pt-4">
      <input type="hidden" name="intent" value="trash" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`${buttonStyles.secondary} text-red-700`}>
        <Icon name="Trash2" className="size-4" />
        Move to trash
      </button>
      <p className="mt-1 text-xs text-slate-600">
        Takes the post off the site at once. It stays in the trash for 30 days, where it can be restored.
      </p>
    </Form>
  );
}
