/**
 * Inbox latency with 100,000 messages: seeds a throwaway database in one INSERT ... SELECT, then times
 * the inbox's real queries (getInboxPage = count + page, as the list route runs them) and prints p50/p95.
 *
 *   npx tsx bench/inbox.ts                      # PGlite (in memory)
 *   npx tsx bench/inbox.ts postgres://host/db   # PostgreSQL: a throwaway database on that server
 *
 * Targets (issue 6): a list page or a search ≤ 50 ms p95 on PostgreSQL, ≤ 150 ms on PGlite.
 */
import { pathToFileURL } from "node:url";

import { sql } from "drizzle-orm";

import { type Database, openDatabase } from "~/db/client.server";
import { getInboxPage, type MessageListQuery } from "~/models/inbox.server";

import { createPostgresDatabase } from "../tests/support/databases";

export type InboxBenchOptions = {
  driver: "pglite" | "postgres";
  /** PostgreSQL server to create the throwaway database on (required for driver "postgres"). */
  databaseUrl?: string;
  messages?: number;
  iterations?: number;
  log?: (line: string) => void;
};

export type InboxBenchResult = {
  driver: "pglite" | "postgres";
  messages: number;
  seedMs: number;
  /** p95 over every list view measured (first pages, deep pages, filters). */
  listP95: number;
  /** p95 over every search measured (common, rare, short and missing terms). */
  searchP95: number;
  cases: { name: string; p50: number; p95: number }[];
};

const FIRST = [
  "Alice",
  "Bob",
  "Carol",
  "David",
  "Emma",
  "Farhan",
  "Grace",
  "Hasan",
  "Imran",
  "Julia",
  "Karim",
  "Laila",
  "Mahmud",
  "Nadia",
  "Oliver",
  "Priya",
  "Rafiq",
  "Sara",
  "Tanvir",
  "Uma",
];
const LAST = [
  "Ahmed",
  "Brown",
  "Chowdhury",
  "Davies",
  "Evans",
  "Faruque",
  "Green",
  "Hossain",
  "Islam",
  "Jones",
  "Khan",
  "Lewis",
  "Miah",
  "Nolan",
  "Owens",
  "Patel",
  "Rahman",
  "Smith",
  "Taylor",
  "Uddin",
  "Walker",
  "Zaman",
];
const DOMAINS = [
  "gmail.com",
  "outlook.com",
  "yahoo.com",
  "company.co.uk",
  "startup.io",
  "example.com.bd",
  "agency.net",
];
const TOPICS = [
  "Quote for",
  "Question about",
  "Help with",
  "Proposal:",
  "Meeting about",
  "Support request:",
  "Pricing of",
  "Partnership on",
];
const THINGS = [
  "cloud hosting",
  "a mobile app",
  "our website",
  "ERP integration",
  "cybersecurity audit",
  "the GOTI package",
  "IT support",
  "data migration",
  "an e-commerce shop",
  "digital strategy",
];

function pgArray(values: string[]): string {
  return `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;
}

/** One statement: names, addresses and subjects cycle through small lists, timestamps five minutes apart. */
export async function seedMessages(database: Database, count: number): Promise<void> {
  await database.db.execute(
    sql.raw(`
      insert into contact_messages (name, email, subject, message, read, spam, created_at)
      select f || ' ' || l,
             lower(f) || '.' || lower(l) || g || '@' || (${pgArray(DOMAINS)})[1 + g % ${DOMAINS.length}],
             (${pgArray(TOPICS)})[1 + g % ${TOPICS.length}] || ' ' || (${pgArray(THINGS)})[1 + (g / 7) % ${THINGS.length}],
             'Hello, we would like to talk about ' || (${pgArray(THINGS)})[1 + g % ${THINGS.length}] || E'.\\nPlease call us back.\\n\\nThanks',
             g % 4 <> 0,
             g % 40 = 0,
             now() - g * interval '5 minutes'
      from generate_series(1, ${count}) g,
           lateral (select (${pgArray(FIRST)})[1 + g % ${FIRST.length}] as f,
                           (${pgArray(LAST)})[1 + (g / 3) % ${LAST.length}] as l) names
    `),
  );
  // What autovacuum does on a server after a bulk load; PGlite has no autovacuum, so run it there too.
  await database.db.execute(sql`vacuum analyze contact_messages`);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

async function timeCase(database: Database, queries: MessageListQuery[], iterations: number): Promise<number[]> {
  for (const query of queries.slice(0, 3)) await getInboxPage(database.db, query); // warm caches and plans
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const query = queries[i % queries.length]!;
    const start = performance.now();
    await getInboxPage(database.db, query);
    times.push(performance.now() - start);
  }
  return times;
}

export async function benchInbox(options: InboxBenchOptions): Promise<InboxBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const count = options.messages ?? 100_000;
  const iterations = options.iterations ?? 100;
  if (options.driver === "postgres" && !options.databaseUrl) throw new Error("benchInbox: postgres needs databaseUrl");
  const throwaway =
    options.driver === "postgres"
      ? await createPostgresDatabase({ serverUrl: options.databaseUrl, prefix: "bench_inbox" })
      : undefined;
  const database = await openDatabase({ databaseUrl: throwaway?.url });
  try {
    const seedStart = performance.now();
    await seedMessages(database, count);
    const seedMs = Math.round(performance.now() - seedStart);
    log(`inbox bench (${options.driver}): seeded ${count.toLocaleString("en")} messages in ${seedMs} ms`);

    const pages = Math.ceil((count * 0.975) / 25);
    const listCases: [string, MessageListQuery[]][] = [
      ["list: first page", [{ page: 1 }]],
      ["list: pages 2-20", Array.from({ length: 19 }, (_, i) => ({ page: i + 2 }))],
      ["list: deep pages", Array.from({ length: 10 }, (_, i) => ({ page: Math.round((pages * (i + 1)) / 10) }))],
      [
        "list: unread / read / spam",
        [{ filter: "unread" }, { filter: "read" }, { filter: "spam" }, { filter: "unread", page: 50 }],
      ],
    ];
    const searchCases: [string, MessageListQuery[]][] = [
      ["search: common term (gmail)", [{ q: "gmail" }, { q: "GMAIL", page: 3 }]],
      ["search: name (rahman, alice)", [{ q: "rahman" }, { q: "Alice" }, { q: "alice smith" }]],
      ["search: rare (one address)", [{ q: `uma.taylor${count - 1}@` }, { q: "farhan.hossain1234" }]],
      ["search: short (2 letters)", [{ q: "al" }, { q: "zz" }]],
      ["search: no match", [{ q: "no such message anywhere" }, { q: "qqqqq" }]],
      [
        "search: with filter",
        [
          { q: "cloud", filter: "unread" },
          { q: "smith", filter: "read" },
        ],
      ],
    ];
    const cases: InboxBenchResult["cases"] = [];
    const all = { list: [] as number[], search: [] as number[] };
    for (const [kind, group] of [
      ["list", listCases],
      ["search", searchCases],
    ] as const) {
      for (const [name, queries] of group) {
        const times = await timeCase(
          database,
          queries,
          Math.max(queries.length, Math.round(iterations / group.length)),
        );
        all[kind].push(...times);
        const sorted = [...times].sort((a, b) => a - b);
        const result = { name, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
        cases.push(result);
        log(`  ${name.padEnd(32)} p50 ${String(result.p50).padStart(6)} ms   p95 ${String(result.p95).padStart(6)} ms`);
      }
    }
    const listP95 = percentile(
      all.list.sort((a, b) => a - b),
      95,
    );
    const searchP95 = percentile(
      all.search.sort((a, b) => a - b),
      95,
    );
    const budget = options.driver === "postgres" ? 50 : 150;
    log(`  list p95 ${listP95} ms, search p95 ${searchP95} ms (budget ${budget} ms)`);
    return { driver: options.driver, messages: count, seedMs, listP95, searchP95, cases };
  } finally {
    await database.close();
    await throwaway?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const databaseUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
  await benchInbox({ driver: databaseUrl ? "postgres" : "pglite", databaseUrl });
}
