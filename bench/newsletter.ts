/**
 * A newsletter send under way while visitors browse (issue 31): 10,000 deliveries are queued in the site's
 * own database, the production server sends them to the tests' local SMTP server (tests/support/smtp.ts),
 * and a page is requested over and over meanwhile. Prints that page's p99 before and during the send, how
 * long the send took, and that every subscriber got exactly one email.
 *
 *   npx tsx bench/newsletter.ts                    # PGlite (a copy of the built site's data folder)
 *   npx tsx bench/newsletter.ts postgres://host/db # PostgreSQL: a throwaway database on that server
 *   npx tsx bench/newsletter.ts --subscribers 1000 # a smaller send
 *
 * The per-minute setting is raised to its maximum (10,000): at the default of 60 a minute the send would take
 * close to three hours. One pass of the sender still sends at most 50 a second (decision 202).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { sql } from "drizzle-orm";

import { type Db, openDatabase } from "~/db/client.server";
import { createIssue } from "~/models/newsletter-issues.server";
import { queueIssue } from "~/models/newsletter-outbox.server";

import { createPostgresDatabase } from "../tests/support/databases";
import { startServer, type TestServer } from "../tests/support/server";
import { startTestSmtp } from "../tests/support/smtp";
import { copySiteDataDir } from "../tests/support/templates";
import { measureLatency } from "./latency";

export type NewsletterBenchOptions = {
  driver: "pglite" | "postgres";
  databaseUrl?: string;
  subscribers?: number;
  /** The page requested during the send. */
  page?: string;
  connections?: number;
  log?: (line: string) => void;
};

export type NewsletterBenchResult = {
  driver: "pglite" | "postgres";
  subscribers: number;
  page: string;
  before: { p50: number; p99: number; rps: number };
  during: { p50: number; p99: number; max: number; rps: number; requests: number; errors: number };
  sendSeconds: number;
  perSecond: number;
  received: number;
  duplicates: number;
};

const MAX_PER_MINUTE = 10_000;
const BASELINE_MS = 10_000;
/** A send that stalls (the sender failing every email) ends the bench with what arrived. */
const SEND_DEADLINE_MS = 30 * 60_000;

/**
 * `count` confirmed subscribers (every fifth Bengali) and one issue in both languages, queued to all of them:
 * the outbox a "Send now" leaves behind. Returns the issue's id.
 */
export async function queueBenchSend(db: Db, count: number): Promise<string> {
  await db.execute(sql`
    insert into newsletter_subscribers (email, source, locale, confirmed_at)
    select 'reader' || g || '@bench.example', 'blog', case when g % 5 = 0 then 'bn' else 'en' end, now()
    from generate_series(1, ${count}) g
  `);
  const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
  const id = await createIssue(db, {
    subject: "Bench news",
    slug: `bench-news-${Date.now()}`,
    body: { type: "doc", content: [paragraph("What we shipped this month, and what comes next.")] },
    translations: { bn: { subject: "বেঞ্চের খবর", body: { type: "doc", content: [paragraph("এ মাসের খবর।")] } } },
    audience: "all",
  });
  if (typeof id !== "string") throw new Error("the bench issue's slug is taken");
  await queueIssue(db, id);
  // In SQL: the model's setter reads the company settings, whose logo URL needs Vite's import.meta.env.
  await db.execute(sql`update site_settings set newsletter_per_minute = ${MAX_PER_MINUTE}`);
  return id;
}

const errorsOf = (statuses: Record<string, number>) =>
  Object.entries(statuses).reduce((sum, [status, n]) => (status === "200" ? sum : sum + n), 0);

export async function benchNewsletterSend(options: NewsletterBenchOptions): Promise<NewsletterBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const count = options.subscribers ?? 10_000;
  const page = options.page ?? "/";
  const connections = options.connections ?? 4;
  if (options.driver === "postgres" && !options.databaseUrl)
    throw new Error("benchNewsletterSend: postgres needs databaseUrl");
  const smtp = await startTestSmtp();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-newsletter-"));
  const throwaway =
    options.driver === "postgres"
      ? await createPostgresDatabase({ serverUrl: options.databaseUrl, prefix: "bench_newsletter", template: "site" })
      : undefined;
  let server: TestServer | undefined;
  try {
    if (!throwaway) await copySiteDataDir(dataDir);
    const database = await openDatabase(
      throwaway ? { databaseUrl: throwaway.url } : { dataDir, lockPurpose: "bench seed" },
    );
    try {
      await queueBenchSend(database.db, count);
    } finally {
      await database.close();
    }
    log(`newsletter bench (${options.driver}): ${count.toLocaleString("en")} deliveries queued`);
    const start = (smtpUrl: string) =>
      startServer({
        env: { DATABASE_URL: throwaway?.url ?? "", SMTP_URL: smtpUrl },
        dataDir,
        stdout: "ignore",
        timeoutMs: 120_000,
      });
    // Before: the same server with no mail server configured, so the queue waits.
    server = await start("");
    await measureLatency(`${server.url}${page}`, 1, 1_000);
    const before = await measureLatency(`${server.url}${page}`, connections, BASELINE_MS);
    await server.stop();
    server = undefined;

    server = await start(smtp.url);
    const started = performance.now();
    log(`newsletter bench (${options.driver}): sending while GET ${page} runs on ${connections} connections …`);
    const deadline = started + SEND_DEADLINE_MS;
    // A long send shows how far it got, so a run cut short still says something.
    const progress = setInterval(
      () =>
        log(
          `  ${smtp.received.length.toLocaleString("en")} sent after ${Math.round((performance.now() - started) / 1000)} s`,
        ),
      30_000,
    );
    const during = await measureLatency(
      `${server.url}${page}`,
      connections,
      () => smtp.received.length >= count || performance.now() > deadline,
    );
    clearInterval(progress);
    const sendSeconds = Math.round((performance.now() - started) / 100) / 10;
    const recipients = smtp.received.flatMap((mail) => mail.to);
    return {
      driver: options.driver,
      subscribers: count,
      page,
      before: { p50: before.p50, p99: before.p99, rps: before.rps },
      during: {
        p50: during.p50,
        p99: during.p99,
        max: during.max,
        rps: during.rps,
        requests: during.requests,
        errors: errorsOf(during.statuses),
      },
      sendSeconds,
      perSecond: Math.round(count / sendSeconds),
      received: recipients.length,
      duplicates: recipients.length - new Set(recipients).size,
    };
  } finally {
    await server?.stop();
    await smtp.close();
    await throwaway?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--subscribers");
  const subscribers = at >= 0 ? Number(args.splice(at, 2)[1]) : undefined;
  const databaseUrl = args[0];
  const result = await benchNewsletterSend({ driver: databaseUrl ? "postgres" : "pglite", databaseUrl, subscribers });
  console.log(JSON.stringify(result, null, 2));
}
