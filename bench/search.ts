/**
 * Site search latency with 10,000 published posts (issue 30): seeds a throwaway database in a few INSERT ...
 * SELECTs, then times the search page's real query (searchSite, ranked, with its excerpts) and prints p50/p95.
 *
 *   npx tsx bench/search.ts                      # PGlite (in memory)
 *   npx tsx bench/search.ts postgres://host/db   # PostgreSQL: a throwaway database on that server
 *
 * Target (issue 30): a query answers within 50 ms p95 on PGlite.
 */
import { pathToFileURL } from "node:url";

import { sql } from "drizzle-orm";

import { type Database, openDatabase } from "~/db/client.server";
import { seedDemoContentTypes } from "~/db/demo-seeds.server";
import { searchSite } from "~/models/site-search.server";
import type { Locale } from "~/utils/locale";

import { createPostgresDatabase } from "../tests/support/databases";

export type SearchBenchOptions = {
  driver: "pglite" | "postgres";
  databaseUrl?: string;
  posts?: number;
  iterations?: number;
  log?: (line: string) => void;
};

export type SearchBenchResult = {
  driver: "pglite" | "postgres";
  posts: number;
  seedMs: number;
  /** p95 over every query measured. */
  p95: number;
  cases: { name: string; p50: number; p95: number }[];
};

const WORDS = [
  "cloud",
  "migration",
  "security",
  "network",
  "performance",
  "website",
  "mobile",
  "design",
  "database",
  "backup",
  "server",
  "hosting",
  "support",
  "strategy",
  "customer",
  "payment",
  "analytics",
  "report",
  "team",
  "budget",
  "project",
  "software",
  "testing",
  "release",
  "planning",
  "office",
  "laptop",
  "training",
  "policy",
  "vendor",
  "integration",
  "dashboard",
  "storage",
  "latency",
  "invoice",
  "warehouse",
  "garment",
  "logistics",
  "bank",
  "school",
  "business",
  "growth",
  "risk",
  "audit",
  "privacy",
  "email",
  "account",
  "password",
  "upgrade",
  "licence",
];
const BN_WORDS = [
  "ক্লাউড",
  "মাইগ্রেশন",
  "নিরাপত্তা",
  "নেটওয়ার্ক",
  "ওয়েবসাইট",
  "মোবাইল",
  "ডিজাইন",
  "ডেটাবেস",
  "ব্যাকআপ",
  "সার্ভার",
  "হোস্টিং",
  "সাপোর্ট",
  "কৌশল",
  "গ্রাহক",
  "পেমেন্ট",
  "রিপোর্ট",
  "টিম",
  "বাজেট",
  "প্রকল্প",
  "সফটওয়্যার",
];

function pgArray(values: string[]): string {
  return `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;
}

/** Published posts with English bodies of about 240 words, a Bengali translation on every third. */
export async function seedPosts(database: Database, count: number): Promise<void> {
  const words = pgArray(WORDS);
  const bn = pgArray(BN_WORDS);
  const paragraph = (salt: number, list: string, size: number, n: number) =>
    `jsonb_build_object('type', 'paragraph', 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text',
       (select string_agg((${list})[1 + ((g * ${salt} + i * i * 7 + i) % ${size})], ' ') from generate_series(1, ${n}) i))))`;
  await database.db.execute(
    sql.raw(`
      insert into blog_posts (slug, title, category, author, excerpt, body, reading_minutes, status, publish_at, translations)
      select 'bench-' || g,
             initcap((${words})[1 + g % ${WORDS.length}]) || ' and ' || (${words})[1 + (g / 7) % ${WORDS.length}] || ' for growing businesses, part ' || g,
             initcap((${words})[1 + (g / 3) % ${WORDS.length}]),
             'Bench Writer',
             'Notes on ' || (${words})[1 + (g / 11) % ${WORDS.length}] || ' and ' || (${words})[1 + (g / 13) % ${WORDS.length}] || '.',
             jsonb_build_object('type', 'doc', 'content', jsonb_build_array(${paragraph(3, words, WORDS.length, 80)}, ${paragraph(5, words, WORDS.length, 80)}, ${paragraph(7, words, WORDS.length, 80)})),
             2,
             case when g % 50 = 0 then 'draft' else 'published' end,
             now() - g * interval '1 hour',
             case when g % 3 = 0 then jsonb_build_object('bn', jsonb_build_object(
               'title', (${bn})[1 + g % ${BN_WORDS.length}] || ' ও ' || (${bn})[1 + (g / 7) % ${BN_WORDS.length}] || ' নিয়ে লেখা ' || g,
               'body', jsonb_build_object('type', 'doc', 'content', jsonb_build_array(${paragraph(3, bn, BN_WORDS.length, 80)}, ${paragraph(5, bn, BN_WORDS.length, 80)}))))
             else '{}'::jsonb end
      from generate_series(1, ${count}) g
    `),
  );
  // What autovacuum does on a server after a bulk load; PGlite has no autovacuum, so run it there too.
  await database.db.execute(sql`vacuum analyze blog_posts`);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

type Query = { query: string; locale: Locale };

export async function benchSearch(options: SearchBenchOptions): Promise<SearchBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const count = options.posts ?? 10_000;
  const iterations = options.iterations ?? 120;
  if (options.driver === "postgres" && !options.databaseUrl) throw new Error("benchSearch: postgres needs databaseUrl");
  const throwaway =
    options.driver === "postgres"
      ? await createPostgresDatabase({ serverUrl: options.databaseUrl, prefix: "bench_search" })
      : undefined;
  const database = await openDatabase({ databaseUrl: throwaway?.url });
  try {
    await seedDemoContentTypes(database.db, () => {});
    const seedStart = performance.now();
    await seedPosts(database, count);
    const seedMs = Math.round(performance.now() - seedStart);
    log(`search bench (${options.driver}): seeded ${count.toLocaleString("en")} posts in ${seedMs} ms`);

    const groups: [string, Query[]][] = [
      [
        "common word (in most posts)",
        [
          { query: "cloud", locale: "en" },
          { query: "security", locale: "en" },
          { query: "migrating", locale: "en" },
        ],
      ],
      [
        "two words",
        [
          { query: "cloud migration", locale: "en" },
          { query: "payment analytics", locale: "en" },
        ],
      ],
      ["phrase and exclusion", [{ query: '"cloud migration" -garment', locale: "en" }]],
      [
        "rare (one post)",
        [
          { query: "part 1234", locale: "en" },
          { query: "growing businesses 9876", locale: "en" },
        ],
      ],
      [
        "no match",
        [
          { query: "zzyzx", locale: "en" },
          { query: "quantum blockchain", locale: "en" },
        ],
      ],
      [
        "Bengali",
        [
          { query: "ক্লাউড", locale: "bn" },
          { query: "নিরাপত্তা সার্ভার", locale: "bn" },
        ],
      ],
    ];
    const cases: SearchBenchResult["cases"] = [];
    const all: number[] = [];
    for (const [name, queries] of groups) {
      for (const query of queries) await searchSite(database.db, query); // warm caches and plans
      const times: number[] = [];
      const runs = Math.max(queries.length, Math.round(iterations / groups.length));
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await searchSite(database.db, queries[i % queries.length]!);
        times.push(performance.now() - start);
      }
      all.push(...times);
      const sorted = [...times].sort((a, b) => a - b);
      const result = { name: `search: ${name}`, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
      cases.push(result);
      log(
        `  ${result.name.padEnd(40)} p50 ${String(result.p50).padStart(6)} ms   p95 ${String(result.p95).padStart(6)} ms`,
      );
    }
    const p95 = percentile(
      all.sort((a, b) => a - b),
      95,
    );
    log(`  site search p95 ${p95} ms (target 50 ms on PGlite)`);
    return { driver: options.driver, posts: count, seedMs, p95, cases };
  } finally {
    await database.close();
    await throwaway?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const databaseUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
  await benchSearch({ driver: databaseUrl ? "postgres" : "pglite", databaseUrl });
}
