import { Link } from "react-router";

import { RestoreRevisionForm } from "~/components/admin/blog/restore-revision-form";
import { buttonStyles } from "~/components/admin/button-styles";
import { FormError } from "~/components/forms";
import { Icon } from "~/components/icon";
import type { RevisionMark } from "~/features/publishing/publishing";

export type RevisionListItem = {
  id: number;
  version: number;
  title: string;
  when: string;
  isoWhen: string;
  who: string;
  current: boolean;
  /** Live (what visitors see), the staged change, or a staged one never published (decision 178). */
  mark?: RevisionMark;
};

const BADGES: Record<NonNullable<RevisionMark> | "current", { label: string; style: string }> = {
  live: { label: "Live", style: "bg-emerald-100 text-emerald-900" },
  staged: { label: "Staged change", style: "bg-amber-100 text-amber-950" },
  unpublished: { label: "Staged, not published", style: "bg-slate-100 text-slate-800" },
  current: { label: "Current", style: "bg-emerald-100 text-emerald-900" },
};

function RevisionBadge({ revision }: { revision: RevisionListItem }) {
  const badge = BADGES[revision.mark ?? (revision.current ? "current" : "unpublished")];
  if (!revision.mark && !revision.current) return null;
  return <span className={`ml-2 rounded-full px-2.5 py-0.5 text-sm font-medium ${badge.style}`}>{badge.label}</span>;
}

/**
 * The revisions screen of a published item, posts' and pages' alike (decision 172): newest first, the live one
 * and a staged change marked (decision 178), each other one with its restore button (a save based on the version this screen was loaded at).
 */
export function RevisionList({
  editorPath,
  item,
  revisions,
  intro,
  error,
  viewPath,
}: {
  /** The item's editor ("/admin/blog/<id>"); its revisions screen is `${editorPath}/revisions`. */
  editorPath: string;
  item: { title: string; version: number };
  revisions: readonly RevisionListItem[];
  intro: string;
  error?: string;
  /** A revision shown read-only, when the type has such a view. */
  viewPath?: (revisionId: number) => string;
}) {
  return (
    <div className="mt-4 max-w-4xl space-y-5">
      <div>
        <Link
          to={editorPath}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <Icon name="ArrowLeft" className="size-4" />
          Back to the editor
        </Link>
        <h2 className="mt-3 text-2xl font-bold break-words text-slate-900">Revisions: {item.title}</h2>
        <p className="mt-2 text-sm text-slate-700">{intro}</p>
      </div>
      <FormError message={error} />
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
                  <RevisionBadge revision={revision} />
                </p>
                <p className="mt-1 text-sm break-words text-slate-600">
                  <time dateTime={revision.isoWhen}>{revision.when}</time> · {revision.who} · “{revision.title}”
                </p>
              </div>
              {viewPath ? (
                <a
                  href={`${import.meta.env.BASE_URL}${viewPath(revision.id).slice(1)}`}
                  className={buttonStyles.secondary}
                >
                  <Icon name="Eye" className="size-4" />
                  View<span className="sr-only">{`: version ${revision.version}`}</span>
                </a>
              ) : null}
              {revision.current ? null : (
                <RestoreRevisionForm
                  action={`${editorPath}/revisions`}
                  revisionId={revision.id}
                  version={item.version}
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
