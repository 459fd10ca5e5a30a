import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { SelectField, TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import {
  MENU_LABEL_MAX,
  menuItemFormSchema,
  menuItemFormValues,
  menuItemRequiredKeys,
  MENUS,
} from "~/features/menus/menu-schema";
import { MENU_TARGET_KINDS, MENU_URL_MAX, SPEC_PAGES } from "~/features/menus/menu-target";
import { listLinkablePosts } from "~/models/menu-items.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/menu-edit";
import { loadMenuItemForm, saveMenuItem } from "./menu-edit.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [form, posts] = await Promise.all([loadMenuItemForm(request, params.id), listLinkablePosts(getDb())]);
  return { ...form, posts };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveMenuItem(request, admin, params.id);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.version ? "Edit menu link" : "Add menu link"} · Admin` },
];

const statusNote: Record<string, string> = { draft: " (draft)", scheduled: " (scheduled)", published: "" };

export default function MenuItemEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.value;
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(menuItemFormSchema, menuItemFormValues(form), { requiredKeys: menuItemRequiredKeys }),
    ),
  );
  const errors = editor.errors?.fieldErrors;
  const menu = MENUS.find((each) => each.id === loaderData.menu)!;
  const editing = loaderData.version !== null;
  return (
    <EditorForm
      heading={editing ? `Edit link in the ${menu.title.toLowerCase()}` : `Add link to the ${menu.title.toLowerCase()}`}
      listPath="/admin/menus"
      editor={editor}
      translated
    >
      {editing ? <input type="hidden" name="version" value={loaderData.version!} /> : null}
      <input type="hidden" name="menu" value={menu.id} />
      <TranslatedField
        kind="text"
        label="Label"
        name="label"
        required
        values={initial}
        maxLength={MENU_LABEL_MAX}
        errors={errors}
        autoComplete="off"
        hint="The words visitors see in the menu."
      />
      {/* Every kind's field stays in the form, so switching back keeps what was typed; only the chosen one is
          shown (app.css, .menu-target) and saved. */}
      <div className="menu-target space-y-6">
        <SelectField
          label="Leads to"
          name="targetKind"
          required
          defaultValue={initial.targetKind}
          options={MENU_TARGET_KINDS.map((option) => ({ value: option.kind, label: option.label }))}
          error={errors?.targetKind}
        />
        <div data-target-kind="spec">
          <SelectField
            label="Page"
            name="path"
            required
            defaultValue={initial.path}
            options={SPEC_PAGES.map((page) => ({ value: page.path, label: `${page.name} (${page.path})` }))}
            hint="Each edition links its own page: the Bengali menu leads to the Bengali page."
            error={errors?.path}
          />
        </div>
        <div data-target-kind="post">
          <SelectField
            label="Post"
            name="postId"
            required
            defaultValue={initial.postId}
            options={[
              { value: "", label: "Choose a post" },
              ...loaderData.posts.map((post) => ({ value: post.id, label: `${post.title}${statusNote[post.status]}` })),
            ]}
            hint="A post that is not published is left out of the menu until it is."
            error={errors?.postId}
          />
        </div>
        <div data-target-kind="url">
          <TextField
            label="Web address"
            name="url"
            required
            inputMode="url"
            autoComplete="off"
            defaultValue={initial.url}
            maxLength={MENU_URL_MAX}
            hint="Another site’s page, starting with https://."
            error={errors?.url}
          />
        </div>
      </div>
    </EditorForm>
  );
}
