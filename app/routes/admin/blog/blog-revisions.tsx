import { Link } from "react-router";

import { RestoreRevisionForm } from "~/components/admin/blog/restore-revision-form";
import { buttonStyles } from "~/components/admin/button-styles";
import { FormError } from "~/components/forms";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget } from "~/routes/admin/shared/editor-actions.server";

import type { Route } from "./+types/blog-revisions";
import { restoreFromForm, revisionsScreen } from "./blog-revisions.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return revisionsScreen(getDb(), editTarget(params.id, "Post") ?? "");
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return restoreFromForm(request, getDb(), admin, editTarget(params.id, "Post") ?? "");
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Revisions: ${loaderData?.post.title ?? "post"} · Admin` },
];

export default function BlogRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { post, revisions } = loaderData;
  return (
    <div className="mt-4 max-w-4xl space-y-5">
      <div>
        <Link
          to={`/admin/blog/${post.id}`}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <Icon name="ArrowLeft" className="size-4" />
          Back to the editor
        </Link>
        <h2 className="mt-3 text-2xl font-bold break-words text-slate-900">Revisions: {post.title}</h2>
        <p className="mt-2 text-sm text-slate-700">
          Every save keeps a revision; the newest 50 are kept. Restoring one brings back its title, slug, texts, images
          and body as a new save. The post stays as published, scheduled or draft as it is now.
        </p>
      </div>
      <FormError message={actionData?.error} />
      {revisions.length === 0 ? (
        <p className="text-sm text-slate-600">No revisions yet.</p>
      ) : (
        <ol
          aria-label="Revisions, newest first"
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          {revisions.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <div className="min-w-0 flex-1 basis-64">
                <p className="font-semibold text-slate-900">
                  {`Version ${revision.version}`}
                  {revision.current ? (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-medium text-emerald-900">
                      Current
                    </span>
                  ) : null}
                </p>
                <p className="mt-1 text-sm break-words text-slate-600">
                  <time dateTime={revision.isoWhen}>{revision.when}</time> · {revision.who} · “{revision.title}”
                </p>
              </div>
              <a
                href={`${import.meta.env.BASE_URL}admin/blog/${post.id}/revisions/${revision.id}`}
                className={buttonStyles.secondary}
              >
                <Icon name="Eye" className="size-4" />
                View<span className="sr-only">{`: version ${revision.version}`}</span>
              </a>
              {revision.current ? null : (
                <RestoreRevisionForm
                  postId={post.id}
                  revisionId={revision.id}
                  version={post.version}
                  label={`Restore version ${revision.version}`}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
