import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { SelectField } from "~/components/forms";

export type SavedReplyOption = { id: string; title: string; text: string; untranslated: boolean };

/**
 * Puts a saved reply into the reply box for staff to edit before sending. With JavaScript the text goes in
 * where the cursor is; without it, the form reloads the page with `?savedReply=<id>` (the list's view kept)
 * and the reply box starts with the text.
 */
export function SavedReplyPicker({
  savedReplies,
  view,
  replyFieldId,
}: {
  savedReplies: SavedReplyOption[];
  view: string;
  replyFieldId: string;
}) {
  if (savedReplies.length === 0)
    return (
      <p className="text-sm text-slate-700">
        No saved replies yet.{" "}
        <Link to="/admin/saved-replies" className="font-medium text-brand-800 underline">
          Add answers to common questions
        </Link>{" "}
        to insert them here.
      </p>
    );
  return (
    <form
      method="get"
      action="#reply"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        const picked = savedReplies.find((reply) => reply.id === new FormData(event.currentTarget).get("savedReply"));
        const field = document.getElementById(replyFieldId);
        if (!picked || !(field instanceof HTMLTextAreaElement)) return;
        event.preventDefault();
        field.focus();
        const { selectionStart: start, selectionEnd: end } = field;
        field.setRangeText(picked.text, start, end, "end");
      }}
    >
      {[...new URLSearchParams(view)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SelectField
        id="saved-reply"
        name="savedReply"
        label="Saved reply"
        options={savedReplies.map((reply) => ({
          value: reply.id,
          label: reply.untranslated ? `${reply.title} (English: not translated yet)` : reply.title,
        }))}
        className="w-full min-w-0 sm:w-auto sm:flex-1"
      />
      <button type="submit" className={buttonStyles.secondary}>
        Insert
      </button>
      <Link to="/admin/saved-replies" className="mb-2.5 text-sm font-medium text-brand-800 underline">
        Manage saved replies
      </Link>
    </form>
  );
}
