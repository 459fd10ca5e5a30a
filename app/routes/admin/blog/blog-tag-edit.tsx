import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import {
  blogTagFormSchema,
  blogTagFormValues,
  blogTagRequiredKeys,
  blogTagTranslation,
  TAG_NAME_MAX,
} from "~/features/blog/blog-tag-schema";
import { createBlogTag, getBlogTag, updateBlogTag } from "~/models/blog-tags.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { loadForEdit, saveTextEditor } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/blog-tag-edit";

const TAGS_PATH = "/admin/blog-tags";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadForEdit(params.id, "Tag", getBlogTag, (tag) => ({
    name: tag.name,
    ...blogTagTranslation.valuesOf(tag.translations, tag),
    // Shown, never sent: the slug is kept when the tag is renamed.
    address: `/blog/tag/${tag.slug}`,
  }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveTextEditor(
    request,
    { admin, paramsId: params.id },
    {
      noun: "Tag",
      listPath: TAGS_PATH,
      values: blogTagFormValues,
      schema: blogTagFormSchema,
      requiredKeys: blogTagRequiredKeys,
      title: (input) => input.name,
      create: createBlogTag,
      update: updateBlogTag,
      conflicts: {
        "name-taken": {
          field: "name",
          message: "Another tag already has this name or the same address. Choose another.",
        },
      },
    },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.value ? "Edit tag" : "Add tag"} · Admin` },
];

export default function BlogTagEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.value ?? { name: "" };
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(validateForm(blogTagFormSchema, blogTagFormValues(form), { requiredKeys: blogTagRequiredKeys })),
  );
  return (
    <EditorForm heading={loaderData.value ? "Edit tag" : "Add tag"} listPath={TAGS_PATH} editor={editor} translated>
      {loaderData.version ? <input type="hidden" name="version" value={loaderData.version} /> : null}
      <TranslatedField
        kind="text"
        label="Name"
        name="name"
        required
        hint={
          loaderData.value
            ? `Its page stays at ${loaderData.value.address} when it is renamed.`
            : "Its page's address is made from the English name, and kept when it is renamed."
        }
        values={initial}
        maxLength={TAG_NAME_MAX}
        errors={editor.errors?.fieldErrors}
        autoComplete="off"
      />
    </EditorForm>
  );
}
