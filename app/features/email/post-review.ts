// The review emails of a writer's post (decision 182), plain text in English like the other staff emails:
// to owners and editors when it is submitted, to its writer when it is sent back (with the note) or published
// (or scheduled: the editor's save that ends the review may set a time instead).
import { companyDateTimeText } from "~/utils/company-time";

export type PostReviewNotice = {
  postId: string;
  title: string;
  slug: string;
  step: "submitted" | "returned" | "published";
  byEmail: string;
  note: string;
  /** When the post goes live, if the save that ended its review scheduled it rather than publishing it. */
  scheduledFor?: Date | null;
};

/** Subject and text of one notice; `siteUrl` is origin + base path ("https://x.test/"). */
export function postReviewEmail(notice: PostReviewNotice, siteUrl: string): { subject: string; text: string } {
  const base = siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`;
  const title = notice.title.replace(/\s+/g, " ").trim();
  const editor = `${base}admin/blog/${notice.postId}`;
  switch (notice.step) {
    case "submitted":
      return {
        subject: `Waiting for review: ${title}`,
        text: [
          `${notice.byEmail} submitted the post "${title}" for review.`,
          "",
          `Read it, then publish it or send it back with a note: ${editor}`,
          `Everything waiting for review: ${base}admin/blog?status=review`,
          "",
        ].join("\n"),
      };
    case "returned":
      return {
        subject: `Sent back with a note: ${title}`,
        text: [
          `${notice.byEmail} sent your post "${title}" back with this note:`,
          "",
          ...notice.note.split(/\r?\n/).map((line) => `> ${line}`),
          "",
          `Change it and submit it again: ${editor}`,
          "",
        ].join("\n"),
      };
    case "published":
      if (notice.scheduledFor)
        return {
          subject: `Scheduled: ${title}`,
          text: [
            `${notice.byEmail} scheduled your post "${title}" to go live on ${companyDateTimeText(notice.scheduledFor)}.`,
            "",
            `It will be at ${base}blog/${notice.slug}`,
            "",
          ].join("\n"),
        };
      return {
        subject: `Published: ${title}`,
        text: [`${notice.byEmail} published your post "${title}".`, "", `It is at ${base}blog/${notice.slug}`, ""].join(
          "\n",
        ),
      };
  }
}
