import type { Db } from "~/db/client.server";
import { recordAudit } from "~/models/audit-log.server";
import { publishDuePosts } from "~/models/blog-posts.server";

import { startWorker } from "./worker.server";

export type BlogScheduler = {
  /** One pass at `now` (the interval calls it with the clock; tests may call it with theirs). */
  runOnce(now?: Date): Promise<number>;
  stop(): void;
};

/**
 * Publishes scheduled posts when their time comes, with nobody signed in: every instance polls on an
 * interval, and publishDuePosts claims due rows in one UPDATE … RETURNING, so each post is published by
 * exactly one instance. It runs at start-up too, so posts due while the site was down publish on restart.
 * Published posts change public pages: the page cache is cleared (and other instances told).
 */
export function startBlogScheduler(options: {
  db: Db;
  intervalMs: number;
  onPublished: () => void;
  log: (message: string) => void;
}): BlogScheduler {
  const worker = startWorker({
    name: "blog scheduler",
    everyMs: options.intervalMs,
    atStart: true,
    pass: async (now) => {
      const published = await publishDuePosts(options.db, now);
      for (const post of published) {
        await recordAudit(options.db, {
          actor: null,
          action: "published",
          entity: "blog_post",
          entityId: post.id,
          details: { title: post.title, slug: post.slug, by: "schedule" },
        });
      }
      if (published.length > 0) {
        options.onPublished();
        options.log(
          `Published ${published.length} scheduled blog post${published.length === 1 ? "" : "s"}: ${published.map((post) => post.slug).join(", ")}`,
        );
      }
      return published.length;
    },
    log: options.log,
  });
  return { runOnce: (now) => worker.run(now), stop: worker.stop };
}
