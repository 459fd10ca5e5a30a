import { Link } from "react-router";

import { RestoreRevisionForm } from "~/components/admin/blog/restore-revision-form";
import { ArticleView } from "~/components/blog-article";
import { clientRuntimeHandle } from "~/components/client-runtime";
import { getDb } from "~/db/client.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound } from "~/routes/admin/shared/editor-actions.server";

import type { Route } from "./+types/blog-revision";
import { revisionView } from "./blog-revisions.server";

// One revision of a post, read-only, as the public page would show it: in the public frame like the
// preview, and under /admin so it is never cached and is sent noindex.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const revisionId = Number(params.revisionId);
  if (!Number.isSafeInteger(revisionId) || revisionId < 1) throw notFound("Revision");
  return revisionView(getDb(), editTarget(params.id, "Post") ?? "", revisionId);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Version ${loaderData?.revision.version ?? ""}: ${loaderData?.article.title ?? "revision"}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** The admin runs on React Router's client runtime (decision 165). */
export const handle = clientRuntimeHandle;

export default function BlogRevision({ loaderData }: Route.ComponentProps) {
  const { article, post, revision } = loaderData;
  return (
    <ArticleView
      post={article}
      banner={
        <div className="bg-amber-100 px-4 py-3 text-sm text-amber-950">
          <div className="container-page flex max-w-4xl flex-wrap items-center gap-x-4 gap-y-2">
            <p className="min-w-0 flex-1 basis-72">
              <strong>{`Version ${revision.version}${revision.current ? " (current)" : ""}`}</strong>, saved{" "}
              {revision.when} by {revision.who}. Address /blog/{revision.slug}. Read-only: only signed-in staff can see
              this page.
            </p>
            <Link
              to={`/admin/blog/${post.id}/revisions`}
              className="font-semibold text-amber-950 underline hover:text-black"
            >
              All revisions
            </Link>
            {revision.current ? null : (
              <RestoreRevisionForm
                action={`/admin/blog/${post.id}/revisions`}
                revisionId={revision.id}
                version={post.version}
                label={`Restore version ${revision.version}`}
              />
            )}
          </div>
        </div>
      }
    />
  );
}
