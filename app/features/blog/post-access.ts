import { can, type Role } from "~/features/roles/roles";

import type { BlogPostStatus } from "./blog-post-status";

/**
 * Whether this admin may open and save this post (decision 180): editors and owners any post; a writer only
 * a draft they started (posts from before roles were started by nobody).
 */
export function canChangePost(
  admin: { role: Role; userId: string },
  post: { createdBy: string | null; status: BlogPostStatus },
): boolean {
  if (can(admin.role, "content")) return true;
  return post.createdBy === admin.userId && post.status === "draft";
}
