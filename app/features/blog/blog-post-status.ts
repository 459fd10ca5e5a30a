// A post's statuses are the shared publishing's (decision 172); the blog keeps its names for them.
export {
  PUBLISH_STATUS_LABELS as BLOG_POST_STATUS_LABELS,
  PUBLISH_STATUSES as BLOG_POST_STATUSES,
  type PublishStatus as BlogPostStatus,
  isPublishStatus as isBlogPostStatus,
} from "../publishing/publishing";
