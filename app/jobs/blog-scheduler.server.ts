import type { Db } from "~/db/client.server";
import { recordAudit } from "~/models/audit-log.server";
import { publishDuePosts } from "~/models/blog-posts.server";
import { publishDuePages } from "~/models/pages.server";

import { startWorker } from "./worker.server";

export type BlogScheduler = {
  /** One pass at `now` (the interval calls it with the clock; tests may call it with theirs). */
  runOnce(now?: Date): Promise<number>;
  stop(): void;
};

/**
 * Publishes scheduled posts and pages when their time comes, with nobody signed in: every instance polls on an
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
      // Posts and pages share one publishing (decision 172): each due item is claimed once, then audited.
      const posts = await publishDuePosts(options.db, now);
      const pages = await publishDuePages(options.db, now);
      const published = [
        ...posts.map((post) => ({ entity: "blog_post", id: post.id, title: post.title, slug: post.slug })),
        ...pages.map((page) => ({ entity: "page", id: page.id, title: page.title, slug: page.address })),
      ];
      for (const item of published) {
        await recordAudit(options.db, {
          actor: null,
          action: "published",
          entity: item.entity,
          entityId: item.id,
          details: { title: item.title, slug: item.slug, by: "schedule" },
        });
      }
      if (posts.length > 0)
        options.log(
          `Published ${posts.length} scheduled blog post${posts.length === 1 ? "" : "s"}: ${posts.map((post) => post.slug).join(", ")}`,
        );
      if (pages.length > 0)
        options.log(
          `Published ${pages.length} scheduled page${pages.length === 1 ? "" : "s"}: ${pages.map((page) => page.address).join(", ")}`,
        );
      if (published.length > 0) options.onPublished();
      return published.length;
    },
    log: options.log,
  });
  return { runOnce: (now) => worker.run(now), stop: worker.stop };
}
