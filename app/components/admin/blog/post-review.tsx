import { useFetcher } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { TextAreaField } from "~/components/forms";

// A writer's post in review (decision 182): its badge in the blog list, and the editor's panel that says
// where it stands, with "Submit for review" (its writer) or "Send back" with a note (an editor or owner).

type ReviewState = "submitted" | "returned";

const BADGES: Record<ReviewState, { label: string; style: string }> = {
  submitted: { label: "Waiting for review", style: "bg-violet-100 text-violet-900" },
  returned: { label: "Sent back", style: "bg-orange-100 text-orange-900" },
};

export function ReviewBadge({ state }: { state: ReviewState | null }) {
  if (!state) return null;
  const badge = BADGES[state];
  return <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${badge.style}`}>{badge.label}</span>;
}

type Review = { state: ReviewState; note: string; byEmail: string; at: string } | null;

export function PostReviewPanel({
  postId,
  status,
  review,
  reviewer,
}: {
  postId: string;
  status: string;
  review: Review;
  /** An editor or owner: sends back; a writer submits. */
  reviewer: boolean;
}) {
  const fetcher = useFetcher<{ reviewError?: string }>();
  // Editors' own drafts have no review: the panel is for a writer's draft, or one in review.
  if (status !== "draft" || (reviewer && !review)) return null;
  const action = `/admin/blog/${postId}/review`;
  const busy = fetcher.state !== "idle";
  const error = fetcher.data?.reviewError;
  return (
    <section
      aria-labelledby="review-heading"
      className="mb-6 space-y-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 text-sm text-slate-800"
    >
      <h2 id="review-heading" className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        Review <ReviewBadge state={review?.state ?? null} />
      </h2>
      {review?.state === "submitted" ? (
        <p>
          Submitted by {review.byEmail} on {review.at}.{" "}
          {reviewer
            ? "To publish it, set the status to Published (or schedule it) and save. Or send it back with a note."
            : "An editor will publish it or send it back with a note; you can still change it meanwhile."}
        </p>
      ) : review?.state === "returned" ? (
        <div className="rounded-lg border border-orange-200 bg-white p-3">
          <p className="font-medium text-slate-900">
            Sent back by {review.byEmail} on {review.at}:
          </p>
          <p className="mt-1 whitespace-pre-line">{review.note}</p>
        </div>
      ) : (
        <p>Not submitted yet. A writer submits their draft when it is ready; editors are emailed.</p>
      )}
      {reviewer && review?.state === "submitted" ? (
        <fetcher.Form method="post" action={action} className="space-y-3">
          <TextAreaField
            name="note"
            label="Note for the writer"
            maxLength={2000}
            hint="What to change. The writer sees it here and in an email."
            error={error}
          />
          <button type="submit" name="intent" value="send-back" disabled={busy} className={buttonStyles.secondary}>
            Send back
          </button>
        </fetcher.Form>
      ) : null}
      {!reviewer && review?.state !== "submitted" ? (
        <fetcher.Form method="post" action={action}>
          <p className="mb-2 text-slate-700">Save your changes first; then submit the saved draft.</p>
          <button type="submit" name="intent" value="submit-review" disabled={busy} className={buttonStyles.primary}>
            Submit for review
          </button>
          {error ? (
            <p role="alert" className="mt-2 text-red-700">
              {error}
            </p>
          ) : null}
        </fetcher.Form>
      ) : null}
    </section>
  );
}
