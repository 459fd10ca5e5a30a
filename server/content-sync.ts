import { randomUUID } from "node:crypto";

import type pg from "pg";
import type { Logger } from "pino";

/** The PostgreSQL channel on which instances announce that public content changed. */
export const CONTENT_CHANNEL = "site_content_changed";

export type ContentSync = {
  /** Tells the other instances (best effort: a lost NOTIFY is covered by the cache's TTL). */
  announce(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Keeps one dedicated connection LISTENing on CONTENT_CHANNEL and calls `onRemoteChange` when another
 * instance (or `npm run db -- restore`) announces a change. When the connection drops it reconnects
 * with backoff and, since notifications sent meanwhile are lost, calls `onRemoteChange` once it is back.
 */
export function startContentSync(options: {
  databaseUrl: string;
  pool: pg.Pool;
  logger: Logger;
  onRemoteChange: () => void;
}): ContentSync {
  const { logger } = options;
  const instanceId = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;
  let everConnected = false;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };

  async function connect() {
    // pg is already loaded (the pool uses it); imported here so a PGlite process never loads it.
    const { default: pgModule } = await import("pg");
    const next = new pgModule.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    let failed = false;
    const onLost = (error?: Error) => {
      if (failed) return;
      failed = true;
      if (client === next) client = undefined;
      next.removeAllListeners("notification");
      next.end().catch(() => {});
      if (!closed) {
        logger.warn({ err: error?.message }, "content-change listener lost its connection; reconnecting");
        scheduleReconnect();
      }
    };
    next.on("error", onLost);
    next.on("end", () => onLost());
    next.on("notification", (message) => {
      if (message.channel === CONTENT_CHANNEL && message.payload !== instanceId) options.onRemoteChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = 500;
    if (everConnected) {
      logger.info("content-change listener reconnected; clearing the page cache in case a change was missed");
      options.onRemoteChange();
    }
    everConnected = true;
  }

  const ready = connect();

  return {
    async announce() {
      try {
        await options.pool.query("select pg_notify($1, $2)", [CONTENT_CHANNEL, instanceId]);
      } catch (error) {
        logger.warn({ err: (error as Error).message }, "could not announce a content change to other instances");
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await ready;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

/** For tools outside the server (restore): one NOTIFY so running instances drop their cached pages. */
export async function announceContentChange(databaseUrl: string): Promise<void> {
  const { default: pgModule } = await import("pg");
  const client = new pgModule.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_notify($1, $2)", [CONTENT_CHANNEL, "external"]);
  } finally {
    await client.end();
  }
}
