import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import {
  deleteProcessStep,
  listProcessSteps,
  moveProcessStep,
  PROCESS_STEP_TEXT_FIELDS,
} from "~/models/process-steps.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/process";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const steps = await listProcessSteps(getDb());
  return {
    steps: steps.map((step, index) => ({
      id: step.id,
      title: step.title,
      subtitle: `Step ${index + 1} · ${step.description}`,
      needsTranslation: needsTranslation(step, PROCESS_STEP_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Process step",
    listPath: "/admin/process",
    remove: deleteProcessStep,
    move: moveProcessStep,
  });
}

export const meta = () => [{ title: "Process · Admin" }];

export default function ProcessEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">“Our Process” on the Services page, numbered in this order.</p>
        <Link to="/admin/process/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          Add step
        </Link>
      </div>
      <ContentList
        items={loaderData.steps}
        basePath="/admin/process"
        noun="process step"
        deleteQuestion="Are you sure you want to delete this step?"
        emptyText="No steps yet: the Services page shows no process. Add the first one."
      />
    </div>
  );
}
