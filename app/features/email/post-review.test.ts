import { describe, expect, it } from "vitest";

import { postReviewEmail, type PostReviewNotice } from "./post-review";

const notice: PostReviewNotice = {
  postId: "p1",
  title: "Cloud  notes",
  slug: "cloud-notes",
  step: "published",
  byEmail: "editor@example.test",
  note: "",
};

describe("the writer's email when the review ends", () => {
  it("says the post is live when the editor published it", () => {
    const email = postReviewEmail(notice, "https://x.test");
    expect(email.subject).toBe("Published: Cloud notes");
    expect(email.text).toContain("It is at https://x.test/blog/cloud-notes");
  });

  it("says when it goes live, in company time, when the editor scheduled it instead", () => {
    const email = postReviewEmail({ ...notice, scheduledFor: new Date("2026-12-01T04:30:00Z") }, "https://x.test/");
    expect(email.subject).toBe("Scheduled: Cloud notes");
    expect(email.text).toContain(
      'editor@example.test scheduled your post "Cloud notes" to go live on 1 December 2026 at 10:30 Dhaka time (UTC+6).',
    );
    expect(email.text).not.toContain("published");
  });
});
