import type { Dispatch, RefObject, SetStateAction } from "react";
import { Link } from "react-router";

import { FieldError } from "~/components/field";
import { TextField } from "~/components/forms";
import { useHydrated } from "~/components/hydrated";
import { BLOG_POST_STATUS_LABELS, BLOG_POST_STATUSES } from "~/features/blog/blog-post-status";
import { COMPANY_TIME_ZONE_LABEL } from "~/utils/company-time";
import type { FieldErrors } from "~/utils/form";

/** A saved post's status, with links to its preview and (for whoever may restore one) its revisions. */
export function PostStatusLine({
  post,
  revisions = true,
}: {
  post: { id: string; statusText: string; staged?: unknown };
  revisions?: boolean;
}) {
  return (
    <p className="text-sm text-slate-700">
      {post.statusText}{" "}
      <a
        href={`${import.meta.env.BASE_URL}admin/blog/${post.id}/preview`}
        target="_blank"
        rel="noreferrer"
        className="font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {post.staged ? "Preview staged change" : "Preview as saved"}
      </a>
      {revisions ? (
        <>
          {" "}
          ·{" "}
          <Link
            to={`/admin/blog/${post.id}/revisions`}
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            Revisions
          </Link>
        </>
      ) : null}
    </p>
  );
}

/**
 * The status choice, and the publishing time a scheduled post needs. `draftOnly` (a writer, decision 180):
 * no choice, the post is saved as a draft and an editor publishes it.
 */
export function PostStatusFields({
  status,
  setStatus,
  statusField,
  publishAt,
  errors,
  draftOnly = false,
}: {
  draftOnly?: boolean;
  status: string;
  setStatus: Dispatch<SetStateAction<string>>;
  statusField: RefObject<HTMLInputElement | null>;
  publishAt: string;
  errors?: FieldErrors;
}) {
  const hydrated = useHydrated();
  if (draftOnly) {
    return (
      <div>
        <input type="hidden" name="status" value="draft" />
        <p className="text-sm text-slate-700">Saved as a draft. An editor publishes or schedules it.</p>
        <FieldError id="status-error" message={errors?.status} />
      </div>
    );
  }
  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Status</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {BLOG_POST_STATUSES.map((value, index) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                ref={index === 0 ? statusField : undefined}
                type="radio"
                name="status"
                value={value}
                checked={status === value}
                onChange={() => setStatus(value)}
                className="size-4 accent-brand-700"
              />
              {BLOG_POST_STATUS_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldError id="status-error" message={errors?.status} />
      </fieldset>
      {/* Always in the page so the form works without JavaScript; hidden once it runs unless Scheduled is chosen. */}
      <div hidden={hydrated && status !== "scheduled"}>
        <TextField
          label={`Publish at (${COMPANY_TIME_ZONE_LABEL})`}
          name="publishAt"
          type="datetime-local"
          required={status === "scheduled"}
          defaultValue={publishAt}
          hint={`For a scheduled post: it publishes itself at this time, ${COMPANY_TIME_ZONE_LABEL}, with nobody signed in.`}
          error={errors?.publishAt}
        />
      </div>
    </>
  );
}
