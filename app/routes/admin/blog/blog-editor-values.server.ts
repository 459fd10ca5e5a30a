import { blogPostTranslation } from "~/features/blog/blog-post-schema";
import { publishStatusText } from "~/features/publishing/publishing";
import type { BlogPostRow, BlogPostSnapshot } from "~/models/blog-posts.server";
import type { Revision } from "~/models/publishing.server";
import { stagedChangeInfo } from "~/routes/admin/shared/staged-change.server";
import { companyDateTimeText, toCompanyLocalInput } from "~/utils/company-time";
import { mediaSrc } from "~/utils/media-urls";

/**
 * What the editor shows of a saved post: its fields (its staged change's when it has one, decision 178), its
 * cover's address, its status in words and when the change was staged, and its bodies as HTML to show until
 * their editors load.
 */
export async function blogPostEditorValues({
  row: post,
  staged,
}: {
  row: BlogPostRow;
  staged: Revision<BlogPostSnapshot> | null;
}) {
  // The renderer loads on first use (decision 121), as on the public pages.
  const { richTextHtmlValues } = await import("~/utils/rich-text-render.server");
  const texts = { body: JSON.stringify(post.body), ...blogPostTranslation.valuesOf(post.translations, post) };
  return {
    staged: stagedChangeInfo(staged),
    id: post.id,
    title: post.title,
    slug: post.slug,
    category: post.category,
    author: post.author,
    excerpt: post.excerpt,
    metaDescription: post.metaDescription,
    coverAlt: post.coverAlt,
    coverMediaId: post.coverMediaId,
    coverSrc: post.coverMediaId ? mediaSrc(post.coverMediaId, 800) : null,
    seoTitle: post.seoTitle,
    socialAlt: post.socialAlt,
    socialMediaId: post.socialMediaId,
    socialSrc: post.socialMediaId ? mediaSrc(post.socialMediaId, 800) : null,
    status: post.status,
    publishAt: post.status === "scheduled" && post.publishAt ? toCompanyLocalInput(post.publishAt) : "",
    statusText: publishStatusText(post, companyDateTimeText),
    version: post.version,
    review: post.reviewState
      ? {
          state: post.reviewState,
          note: post.reviewNote,
          byEmail: post.reviewByEmail ?? "",
          at: post.reviewAt ? companyDateTimeText(post.reviewAt) : "",
        }
      : null,
    readingMinutes: post.readingMinutes,
    ...texts,
    ...richTextHtmlValues(texts, ["body"]),
  };
}
