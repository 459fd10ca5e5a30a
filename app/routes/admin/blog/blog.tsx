import { Form, Link } from "react-router";

import { ReviewBadge } from "~/components/admin/blog/post-review";
import { TrashedPostActions, TrashToggle } from "~/components/admin/blog/post-trash";
import { buttonStyles } from "~/components/admin/button-styles";
import { NeedsTranslationBadge } from "~/components/admin/editors/translated-field";
import { SearchField, SelectField } from "~/components/forms";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import {
  BLOG_POST_STATUS_LABELS,
  BLOG_POST_STATUSES,
  type BlogPostStatus,
  isBlogPostStatus,
} from "~/features/blog/blog-post-status";
import { canChangePost } from "~/features/blog/post-access";
import { can } from "~/features/roles/roles";
import {
  ADMIN_PAGE_SIZE,
  ADMIN_POST_SORTS,
  type AdminPostQuery,
  type AdminPostSort,
  listAdminPosts,
  listPostCategories,
} from "~/models/blog-posts.server";
import { TRASH_DAYS } from "~/models/blog-trash.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { companyDateTimeText, companyDisplayDate } from "~/utils/company-time";

import type { Route } from "./+types/blog";
import { blogTrashAction } from "./blog-trash.server";

function parseQuery(params: URLSearchParams): AdminPostQuery {
  const status = params.get("status") ?? "";
  const page = Number(params.get("page") ?? "1");
  const sort = params.get("sort") ?? "";
  return {
    sort: (ADMIN_POST_SORTS as readonly string[]).includes(sort) ? (sort as AdminPostSort) : "",
    q: (params.get("q") ?? "").slice(0, 200),
    status: isBlogPostStatus(status) ? status : "",
    review: status === "review",
    category: (params.get("category") ?? "").slice(0, 60),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    trash: params.get("trash") === "1",
  };
}

function searchOf(query: AdminPostQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status || query.review) params.set("status", query.review ? "review" : query.status);
  if (query.category) params.set("category", query.category);
  if (query.sort) params.set("sort", query.sort);
  if (query.trash) params.set("trash", "1");
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const query = parseQuery(new URL(request.url).searchParams);
  const db = getDb();
  const [{ posts, total }, categories] = await Promise.all([listAdminPosts(db, query), listPostCategories(db)]);
  return {
    query,
    total,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    categories,
    // The tag list is kept by editors and owners (decision 194).
    keepsTags: can(admin.role, "content"),
    posts: posts.map(({ createdBy, ...post }) => ({
      ...post,
      // A writer edits only their own drafts (decision 180); the others are listed without the button.
      editable: canChangePost(admin, { createdBy, status: post.status }),
      when: post.trashedAt
        ? `Moved to the trash ${companyDateTimeText(post.trashedAt)}; deleted for good ${companyDisplayDate(new Date(post.trashedAt.getTime() + TRASH_DAYS * 86_400_000))}`
        : post.status === "draft"
          ? `Last saved ${companyDateTimeText(post.updatedAt)}`
          : `${post.status === "scheduled" ? "Publishes" : "Published"} ${companyDateTimeText(post.publishAt ?? post.updatedAt)}`,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return blogTrashAction(request, admin);
}

export const meta = () => [{ title: "Blog · Admin" }];

const statusStyles: Record<BlogPostStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
};

export default function BlogAdmin({ loaderData }: Route.ComponentProps) {
  const { query, posts, total, pageCount, categories, keepsTags } = loaderData;
  const filtered = Boolean(query.q || query.status || query.review || query.category || query.sort);
  return (
    <div className="mt-4 space-y-5">
      <div className="flex flex-wrap items-center justify-end gap-4">
        {keepsTags && !query.trash ? (
          <Link to="/admin/blog-tags" className={buttonStyles.secondary}>
            Tags
          </Link>
        ) : null}
        <TrashToggle trash={Boolean(query.trash)} />
        <Link to="/admin/blog/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          New post
        </Link>
      </div>

      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-3"
        key={`${query.q}|${query.status}|${query.review}|${query.category}|${query.sort}`}
      >
        <SearchField id="blog-q" label="Search titles" defaultValue={query.q} className="min-w-56 flex-1" />
        <SelectField
          id="blog-status"
          label="Status"
          name="status"
          defaultValue={query.review ? "review" : query.status}
          options={[
            { value: "", label: "All statuses" },
            ...BLOG_POST_STATUSES.map((status) => ({ value: status, label: BLOG_POST_STATUS_LABELS[status] })),
            { value: "review", label: "Waiting for review" },
          ]}
        />
        <SelectField
          id="blog-category"
          label="Category"
          name="category"
          defaultValue={query.category}
          options={[
            { value: "", label: "All categories" },
            ...categories.map((category) => ({ value: category, label: category })),
          ]}
        />
        <SelectField
          id="blog-sort"
          label="Sort by"
          name="sort"
          defaultValue={query.sort}
          options={[
            { value: "", label: "Last change" },
            { value: "published", label: "Publish date, newest first" },
            { value: "published-oldest", label: "Publish date, oldest first" },
          ]}
        />
        <button type="submit" className={buttonStyles.secondary}>
          <Icon name="Search" className="size-4" />
          Search
        </button>
        {filtered ? (
          <Link to="/admin/blog" className="py-2 text-sm font-medium text-brand-700 hover:text-brand-900">
            Clear
          </Link>
        ) : null}
      </Form>

      <p className="text-sm text-slate-600" aria-live="polite">
        {total === 0
          ? filtered
            ? "No posts match."
            : "No posts yet. Write the first one."
          : `${total} post${total === 1 ? "" : "s"}`}
      </p>

      {posts.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <div className="min-w-0 flex-1 basis-64">
                {post.editable ? (
                  <Link
                    to={`/admin/blog/${post.id}`}
                    className="font-semibold break-words text-slate-900 hover:text-brand-700"
                  >
                    {post.title}
                  </Link>
                ) : (
                  <span className="font-semibold break-words text-slate-900">{post.title}</span>
                )}
                <p className="mt-1 text-sm break-words text-slate-600">
                  {[post.category, post.author, post.when].filter(Boolean).join(" · ")}
                </p>
              </div>
              {post.needsTranslation ? <NeedsTranslationBadge /> : null}
              <ReviewBadge state={post.status === "draft" ? post.reviewState : null} />
              <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${statusStyles[post.status]}`}>
                {BLOG_POST_STATUS_LABELS[post.status]}
              </span>
              {post.trashedAt ? (
                <TrashedPostActions post={post} view={searchOf(query)} />
              ) : post.editable ? (
                <Link
                  to={`/admin/blog/${post.id}`}
                  className={buttonStyles.secondary}
                  aria-label={`Edit ${post.title}`}
                >
                  <Icon name="Pencil" className="size-4" />
                  Edit
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex flex-wrap items-center gap-3 text-sm">
          {query.page > 1 ? (
            <Link to={searchOf(query, query.page - 1) || "?"} className={buttonStyles.secondary}>
              Previous
            </Link>
          ) : null}
          <span className="text-slate-700">
            Page {query.page} of {pageCount}
          </span>
          {query.page < pageCount ? (
            <Link to={searchOf(query, query.page + 1)} className={buttonStyles.secondary}>
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
