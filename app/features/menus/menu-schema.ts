import "~/utils/zod-config";

import { z } from "zod";

import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import { type MenuTarget, menuTargetSchema, TARGET_FIELD } from "./menu-target";

// The menu item editor's fields (decision 171), checked with the same rules in the browser and in the action.

/** The three menus staff edit, in the list screen's order. The header's is the mobile menu's too. */
export const MENUS = [
  { id: "header", title: "Header menu", hint: "The links along the top of every page, and in the mobile menu." },
  { id: "footer", title: "Footer quick links", hint: "The “Quick Links” column of the footer." },
  { id: "legal", title: "Footer legal links", hint: "The links beside the copyright line at the foot of every page." },
] as const;

export type MenuName = (typeof MENUS)[number]["id"];

export const menuNameSchema = z.enum(
  MENUS.map((menu) => menu.id),
  "Choose a menu",
);

export const MENU_LABEL_MAX = 40;

const labelSchema = z
  .string()
  .trim()
  .min(1, "Label is required")
  .max(MENU_LABEL_MAX, `Label can be at most ${MENU_LABEL_MAX} characters`);

/** The label in each language (decision 080): Bengali left empty shows the English label on Bengali pages. */
export const menuItemTranslation = translatable({ label: labelSchema }, { label: "text" });

/**
 * The form sends the target's kind and one field per kind; only the chosen kind's field is checked, and an
 * error is shown on that field, so what was typed in the others is kept but never saved.
 */
const menuItemSchema = z
  .object({
    label: labelSchema,
    targetKind: z.enum(["spec", "post", "url"], "Choose where the link leads"),
    path: z.string(),
    postId: z.string(),
    url: z.string(),
  })
  .transform((values, context) => {
    const field = TARGET_FIELD[values.targetKind];
    const parsed = menuTargetSchema.safeParse({ kind: values.targetKind, [field]: values[field] });
    if (!parsed.success) {
      context.addIssue({ code: "custom", path: [field], message: parsed.error.issues[0]!.message });
      return z.NEVER;
    }
    return { label: values.label, target: parsed.data as MenuTarget };
  });

export const menuItemRequiredKeys = ["label"] as const;

export const menuItemFormSchema = withTranslations(menuItemSchema, menuItemTranslation);

export type MenuItemInput = { label: string; target: MenuTarget; translations?: Translations };

export function menuItemFormValues(form: FormData) {
  return {
    label: textField(form, "label"),
    targetKind: textField(form, "targetKind"),
    path: textField(form, "path"),
    postId: textField(form, "postId"),
    url: textField(form, "url"),
    ...menuItemTranslation.formValues(form),
  };
}

/** A stored target as the form's fields. */
export function targetFormValues(target: MenuTarget) {
  return {
    targetKind: target.kind,
    path: target.kind === "spec" ? target.path : "",
    postId: target.kind === "post" ? target.postId : "",
    url: target.kind === "url" ? target.url : "",
  };
}
