import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import {
  deleteSavedReply,
  listSavedReplies,
  moveSavedReply,
  SAVED_REPLY_TEXT_FIELDS,
} from "~/models/saved-replies.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/saved-replies";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const items = await listSavedReplies(getDb());
  return {
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      subtitle: item.body,
      needsTranslation: needsTranslation(item, SAVED_REPLY_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Saved reply",
    listPath: "/admin/saved-replies",
    remove: deleteSavedReply,
    move: moveSavedReply,
  });
}

export const meta = () => [{ title: "Saved replies · Admin" }];

export default function SavedReplies({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <p>
        <Link to="/admin/contact-requests" className="text-sm font-medium text-brand-800 underline">
          Back to messages
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-prose text-sm text-slate-600">
          Answers to common questions. On a message, pick one in its reply box: it is put into the reply in the
          message&apos;s language for you to edit before sending.
        </p>
        <Link to="/admin/saved-replies/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          Add saved reply
        </Link>
      </div>
      <ContentList
        items={loaderData.items}
        basePath="/admin/saved-replies"
        noun="saved reply"
        deleteQuestion="Are you sure you want to delete this saved reply?"
        emptyText="No saved replies yet. Add the first one."
      />
    </div>
  );
}
