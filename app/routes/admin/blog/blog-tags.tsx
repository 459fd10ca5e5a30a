import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { BLOG_TAG_TEXT_FIELDS, deleteBlogTag, listBlogTags, moveBlogTag } from "~/models/blog-tags.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/blog-tags";

// The blog's tags (decision 194), kept like the shop's categories: a list in the order articles show them,
// each named in English and Bengali. Writers pick from it in the post editor; editors and owners keep it.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const tags = await listBlogTags(getDb());
  return {
    tags: tags.map((tag) => ({
      id: tag.id,
      title: tag.name,
      subtitle: `/blog/tag/${tag.slug}`,
      needsTranslation: needsTranslation(tag, BLOG_TAG_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Tag",
    listPath: "/admin/blog-tags",
    remove: deleteBlogTag,
    move: moveBlogTag,
  });
}

export const meta = () => [{ title: "Blog tags · Admin" }];

export default function BlogTagsEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Link to="/admin/blog" className="text-sm font-medium text-brand-800 hover:underline">
          ← Blog
        </Link>
        <Link to="/admin/blog-tags/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          Add tag
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        Articles show their tags in this order. Deleting a tag takes it off its posts; its page goes with it.
      </p>
      <ContentList
        items={loaderData.tags}
        basePath="/admin/blog-tags"
        noun="tag"
        deleteQuestion="Are you sure you want to delete this tag? Its posts keep everything else."
        emptyText="No tags yet. Add the first one."
      />
    </div>
  );
}
