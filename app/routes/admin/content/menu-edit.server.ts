import { data } from "react-router";

import { getDb } from "~/db/client.server";
import {
  menuItemFormSchema,
  menuItemFormValues,
  menuItemRequiredKeys,
  menuItemTranslation,
  type MenuName,
  menuNameSchema,
  targetFormValues,
} from "~/features/menus/menu-schema";
import { createMenuItem, getMenuItem, updateMenuItem } from "~/models/menu-items.server";
import type { SessionUser } from "~/models/sessions.server";
import { editTarget, notFound } from "~/routes/admin/shared/editor-actions.server";
import { saveVersioned } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

// The menu link editor's loader and action (decision 171), after the route's guard.

const NOUN = "Menu link";
const LIST_PATH = "/admin/menus";

const emptyLink = { label: "", targetKind: "spec", path: "/", postId: "", url: "" };

/** The menu a new link is added to, from `?menu=`; an unknown one is a 404 like an unknown link. */
function menuOf(value: unknown): MenuName {
  const parsed = menuNameSchema.safeParse(value);
  if (!parsed.success) throw notFound("Menu");
  return parsed.data;
}

/** An existing link's fields and version, or a new one's empty fields and its menu. */
export async function loadMenuItemForm(request: Request, paramsId: string | undefined) {
  const id = editTarget(paramsId, NOUN);
  if (!id) {
    // The list's "Add link" buttons name their menu; without one, the header's.
    const menu = menuOf(new URL(request.url).searchParams.get("menu") ?? "header");
    return { menu, version: null, value: emptyLink as Record<string, unknown> & typeof emptyLink };
  }
  const item = await getMenuItem(getDb(), id);
  if (!item) throw notFound(NOUN);
  const value = {
    label: item.label,
    ...targetFormValues(item.target),
    ...menuItemTranslation.valuesOf(item.translations, item),
  };
  return { menu: item.menu, version: item.version as number | null, value };
}

/** Checks the form whatever was sent, then adds the link to its menu or saves it at the loaded version. */
export async function saveMenuItem(request: Request, admin: SessionUser, paramsId: string | undefined) {
  const id = editTarget(paramsId, NOUN);
  const form = await requireFormBody(request);
  const values = menuItemFormValues(form);
  const result = validateForm(menuItemFormSchema, values, { requiredKeys: menuItemRequiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const menu = id ? null : menuOf(form.get("menu"));
  return saveVersioned(
    getDb(),
    { admin, id, form },
    result.data,
    {
      noun: NOUN,
      listPath: LIST_PATH,
      title: (input) => input.label,
      create: (db, input) => createMenuItem(db, menu!, input),
      update: updateMenuItem,
      conflicts: {
        post: {
          field: "postId",
          message: "That post is no longer available (deleted or in the trash): choose another",
        },
      },
    },
    { values },
  );
}
