import { IconCardEditor } from "~/components/admin/editors/icon-card-editor";
import { validationErrors } from "~/components/admin/editors/use-editor-form";
import { VisibleCheckbox } from "~/components/admin/editors/visible-checkbox";
import {
  WHY_CHOOSE_LIMITS,
  whyChooseItemFormSchema,
  whyChooseItemFormValues,
  whyChooseItemRequiredKeys,
  whyChooseItemTranslation,
} from "~/features/site-content/why-choose-schema";
import { createWhyChooseItem, getWhyChooseItem, updateWhyChooseItem } from "~/models/why-choose-items.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { loadForEdit, saveTextEditor } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/why-choose-edit";

const NOUN = "Why choose us item";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadForEdit(params.id, NOUN, getWhyChooseItem, (item) => ({
    title: item.title,
    description: item.description,
    icon: item.icon,
    visible: item.visible,
    ...whyChooseItemTranslation.valuesOf(item.translations, item),
  }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveTextEditor(
    request,
    { admin, paramsId: params.id },
    {
      noun: NOUN,
      listPath: "/admin/why-choose-us",
      values: whyChooseItemFormValues,
      schema: whyChooseItemFormSchema,
      requiredKeys: whyChooseItemRequiredKeys,
      title: (input) => input.title,
      create: createWhyChooseItem,
      update: updateWhyChooseItem,
    },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.value ? "Edit item" : "Add item"} · Why choose us · Admin` },
];

const emptyItem = { title: "", description: "", icon: "Lightbulb", visible: true };

export default function WhyChooseItemEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.value ?? emptyItem;
  return (
    <IconCardEditor
      heading={loaderData.value ? "Edit item" : "Add item"}
      listPath="/admin/why-choose-us"
      version={loaderData.version}
      values={initial}
      actionData={actionData}
      check={(form) =>
        validationErrors(
          validateForm(whyChooseItemFormSchema, whyChooseItemFormValues(form), {
            requiredKeys: whyChooseItemRequiredKeys,
          }),
        )
      }
      limits={WHY_CHOOSE_LIMITS}
    >
      <VisibleCheckbox
        id="why-choose-visible"
        label="Show on the home page"
        hint="Untick to keep the item here without showing it to visitors."
        defaultChecked={initial.visible}
      />
    </IconCardEditor>
  );
}
