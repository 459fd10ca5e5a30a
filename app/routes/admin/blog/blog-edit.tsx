import { useState } from "react";

import { PostReviewPanel } from "~/components/admin/blog/post-review";
import { PostSharingFields } from "~/components/admin/blog/post-sharing-fields";
import { PostStatusFields, PostStatusLine } from "~/components/admin/blog/post-status-fields";
import { PostTagFields } from "~/components/admin/blog/post-tag-fields";
import { MoveToTrashForm } from "~/components/admin/blog/post-trash";
import { EditorForm } from "~/components/admin/editors/editor-form";
import { LibraryImageField } from "~/components/admin/editors/library-image-field";
import { DiscardStagedForm, PublishingSaveButtons, StagedChangeNotice } from "~/components/admin/editors/staged-change";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm } from "~/components/admin/editors/use-editor-form";
import { LivePreviewPanel } from "~/components/admin/preview/live-preview-panel";
import { TextField } from "~/components/forms";
import { useFieldState } from "~/components/use-field-state";
import { getDb } from "~/db/client.server";
import { checkBlogPostForm, emptyPost } from "~/features/blog/blog-post-check";
import { slugify } from "~/features/blog/blog-post-schema";
import { uploadRouteHandle } from "~/features/media/upload-rules";
import { can } from "~/features/roles/roles";
import { getPostAsEdited, listPostCategories } from "~/models/blog-posts.server";
import { listBlogTags, listPostTagIds, tagNameIn } from "~/models/blog-tags.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound, uploadRouteHeaders } from "~/routes/admin/shared/editor-actions.server";
import { type Locale, locales } from "~/utils/locale";

import type { Route } from "./+types/blog-edit";
import { blogEditAction, requirePostAccess } from "./blog-edit.server";
import { blogPostEditorValues } from "./blog-editor-values.server";

// Tiptap loads with this screen only, after hydration (decision 081).

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Post");
  const db = getDb();
  // The categories other posts use, in each language, offered as the category fields are typed in.
  const categories: Partial<Record<Locale, string[]>> = Object.fromEntries(
    await Promise.all(locales.map(async (locale) => [locale, await listPostCategories(db, locale)] as const)),
  );
  // Without "content" (a writer) the post is saved as a draft only, and its revisions are an editor's.
  const publishes = can(admin.role, "content");
  const tags = (await listBlogTags(db)).map((tag) => ({
    id: tag.id,
    name: tag.name,
    bengali: tagNameIn(tag, "bn"),
  }));
  if (!id) return { post: null, categories, publishes, tags, tagIds: [] };
  // A staged change is what staff edit; the live post stays as it is until it is published (decision 178).
  const post = await getPostAsEdited(db, id);
  if (!post) throw notFound("Post");
  requirePostAccess(admin, post.row);
  return { categories, publishes, tags, tagIds: await listPostTagIds(db, id), post: await blogPostEditorValues(post) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Post");
  const db = getDb();
  const existing = id ? ((await getPostAsEdited(db, id))?.row ?? null) : null;
  if (id && !existing) throw notFound("Post");
  requirePostAccess(admin, existing);
  return blogEditAction(request, db, admin, existing);
}

export const headers = uploadRouteHeaders;

/** Takes a cover image: the server lets this form send up to the upload limit (see upload-rules.ts). */
export const handle = uploadRouteHandle("blog-image");

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.post ? "Edit post" : "New post"} · Admin` },
];

export default function BlogPostEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories, publishes, tags } = loaderData;
  const initial = actionData?.values ?? post ?? emptyPost;
  const hasCover = Boolean(post?.coverMediaId);
  const hasSocial = Boolean(post?.socialMediaId);
  const editor = useEditorForm(actionData, (form) => checkBlogPostForm(form, hasCover, hasSocial));
  const { errors, markDirty } = editor;

  const [slugTouched, setSlugTouched] = useState(Boolean(post) || initial.slug !== "");
  const [slug, setSlug, slugField] = useFieldState(initial.slug, (typed) => setSlugTouched(typed !== ""));
  // A title typed before the page finished starting still makes the slug, unless a slug was typed then too.
  const [title, setTitle, titleField] = useFieldState(initial.title, (typed) => {
    if (!slugTouched) setSlug((current) => (current === initial.slug ? slugify(typed) : current));
  });
  const [status, setStatus, statusField] = useFieldState(initial.status);
  const values: Readonly<Record<string, unknown>> = initial;
  const bengali = (name: string) => (typeof values[`bn.${name}`] === "string" ? (values[`bn.${name}`] as string) : "");

  return (
    <>
      {post ? (
        <PostReviewPanel postId={post.id} status={post.status} review={post.review} reviewer={publishes} />
      ) : null}
      <EditorForm
        heading={post ? "Edit post" : "New post"}
        listPath="/admin/blog"
        withFiles
        editor={editor}
        translated
        id="post-form"
        aside={<LivePreviewPanel type="blog" formId="post-form" itemId={post?.id ?? null} />}
        saveButtons={post?.status === "published" ? <PublishingSaveButtons busy={editor.busy} /> : undefined}
      >
        {post?.staged ? <StagedChangeNotice staged={post.staged} formId="discard-staged" noun="post" /> : null}
        {post ? <PostStatusLine post={post} revisions={publishes} /> : null}
        <input type="hidden" name="version" value={post?.version ?? 1} />
        {/* English and Bengali side by side (decision 134); the English title also makes the slug. */}
        <div className="grid gap-x-6 gap-y-4 lg:grid-cols-2">
          <TextField
            label="Title"
            name="title"
            required
            ref={titleField}
            value={title}
            maxLength={200}
            onChange={(event) => {
              setTitle(event.target.value);
              if (!slugTouched) setSlug(slugify(event.target.value));
            }}
            error={errors?.fieldErrors.title}
          />
          <TextField
            label="Title (Bengali)"
            name="bn.title"
            lang="bn"
            defaultValue={bengali("title")}
            maxLength={200}
            error={errors?.fieldErrors["bn.title"]}
          />
        </div>
        <TextField
          label="Slug"
          name="slug"
          ref={slugField}
          value={slug}
          maxLength={100}
          hint={`The article's address: /blog/${slug || slugify(title) || "…"}. Made from the title until you change it.${post?.status === "published" ? " Changing it keeps the old address working (it redirects here)." : ""}`}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugTouched(event.target.value !== "");
          }}
          error={errors?.fieldErrors.slug}
        />
        <TranslatedField
          kind="text"
          label="Category"
          name="category"
          values={values}
          maxLength={60}
          suggestions={categories}
          hint="The blog list here filters by the English category."
          errors={errors?.fieldErrors}
        />
        <PostTagFields tags={tags} checked={actionData?.tagIds ?? loaderData.tagIds} canEditList={publishes} />
        {/* A name, written the same in both languages: one field, under the English ones. */}
        <div className="grid gap-x-6 lg:grid-cols-2">
          <TextField
            label="Author"
            name="author"
            defaultValue={initial.author}
            maxLength={80}
            error={errors?.fieldErrors.author}
          />
        </div>
        <TranslatedField
          kind="textarea"
          label="Excerpt"
          name="excerpt"
          hint="Shown on the article's card in the blog list and on the home page."
          values={values}
          maxLength={400}
          rows={3}
          errors={errors?.fieldErrors}
        />
        <LibraryImageField
          label="Cover image"
          name="cover"
          kind="blog-image"
          currentSrc={post?.coverSrc}
          error={errors?.fieldErrors.cover}
          reselectNote={actionData?.reselectFile}
          onPick={markDirty}
          altLabel="Cover alt text"
          altName="coverAlt"
          altHint="Describe the cover image for people who cannot see it. Required with a cover image; a file chosen from the library brings its alt text."
          altDefault={initial.coverAlt}
          altError={errors?.fieldErrors.coverAlt}
        />
        <TextField
          label="Cover alt text (Bengali)"
          name="bn.coverAlt"
          lang="bn"
          defaultValue={bengali("coverAlt")}
          maxLength={200}
          hint="The cover's description on Bengali pages. Leave it empty to use the English one."
          error={errors?.fieldErrors["bn.coverAlt"]}
        />
        <PostSharingFields
          values={values}
          errors={errors?.fieldErrors}
          socialSrc={post?.socialSrc}
          reselectNote={actionData?.reselectFile}
          onPick={markDirty}
        />
        <TranslatedField
          kind="rich"
          label="Body"
          name="body"
          values={values}
          errors={errors?.fieldErrors}
          noScriptText="The body editor needs JavaScript. Saving now keeps the body as it is."
          onChange={markDirty}
          richHint={
            <>
              Headings, lists, links, quotes, code and images. Text pasted from Word or Google Docs keeps only this
              formatting.
              {post ? ` About ${post.readingMinutes} min read when last saved.` : ""}
            </>
          }
        />
        <PostStatusFields
          status={status}
          setStatus={setStatus}
          statusField={statusField}
          publishAt={initial.publishAt}
          errors={errors?.fieldErrors}
          draftOnly={!publishes}
        />
      </EditorForm>
      {post?.staged ? <DiscardStagedForm id="discard-staged" version={post.version} /> : null}
      {post ? <MoveToTrashForm id={post.id} /> : null}
    </>
  );
}
