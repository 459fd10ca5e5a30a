import { openDatabase } from "~/db/client.server";
import { contactMessages, newsletterSubscribers } from "~/db/schema";

import type { TestServer } from "./server";

/** Longer than the form's minimum time-to-submit (MIN_SUBMIT_MS), so a token used after it is genuine. */
export const HUMAN_DELAY_MS = 3_100;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ContactFields = { name?: string; email?: string; subject?: string; message?: string };

export const validMessage = (overrides: ContactFields = {}): Required<ContactFields> => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "A new website",
  message: "Hello,\nwe would like a quote for a new website.",
  ...overrides,
});

/** The signed timing token from a freshly rendered contact page. */
export async function fetchFormToken(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/contact`)).text();
  const match = /name="formToken" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error("the contact page has no formToken field");
  return match[1];
}

/**
 * `count` tokens, one per message to send: each is good for one message (issue 16, finding 12).
 * Fetched ten at a time.
 */
export async function fetchFormTokens(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < count) {
    const batch = Math.min(10, count - tokens.length);
    tokens.push(...(await Promise.all(Array.from({ length: batch }, () => fetchFormToken(baseUrl)))));
  }
  return tokens;
}

type PostOptions = {
  token?: string;
  honeypot?: string;
  asScript?: boolean;
  origin?: string;
  extra?: Record<string, string>;
  path?: string;
};

/** POSTs the contact form as a browser would: a plain form post, or (asScript) React Router's fetch. */
export async function postContact(
  baseUrl: string,
  fields: ContactFields,
  options: PostOptions = {},
): Promise<Response> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value);
  if (options.token !== undefined) body.set("formToken", options.token);
  body.set("website", options.honeypot ?? "");
  for (const [key, value] of Object.entries(options.extra ?? {})) body.set(key, value);
  return fetch(`${baseUrl}${options.path ?? "/contact"}${options.asScript ? ".data" : ""}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: options.origin ?? baseUrl },
    body,
  });
}

/** POSTs the newsletter form of the Shop or Blog page, in English or (locale "bn") from the Bengali edition's page. */
export async function postNewsletter(
  baseUrl: string,
  email: string,
  options: { source?: string; honeypot?: string; asScript?: boolean; locale?: string } = {},
) {
  const source = options.source ?? "shop";
  const page = options.locale === "bn" ? `/bn/${source}` : `/${source}`;
  const body = new URLSearchParams({ email, source, website: options.honeypot ?? "" });
  if (options.locale) body.set("locale", options.locale);
  return fetch(`${baseUrl}/newsletter${options.asScript ? ".data" : ""}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, Referer: `${baseUrl}${page}` },
    body,
  });
}

/** The flash toast a redirect sets, decoded (its signature, after the dot, is not checked here). */
export function flashToastOf(response: Response): { type: string; message: string } | null {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("flash_toast="));
  if (!cookie) return null;
  const signed = decodeURIComponent(cookie.slice("flash_toast=".length).split(";")[0]!);
  return JSON.parse(Buffer.from(signed.split(".")[0]!, "base64").toString("utf8")) as { type: string; message: string };
}

/**
 * Every stored contact message and subscriber. PGlite's folder belongs to the running server, so
 * call this after stopping it; a PostgreSQL database can be read at any time.
 */
export async function readStored(server: Pick<TestServer, "dataDir">, databaseUrl?: string) {
  const database = await openDatabase(
    databaseUrl ? { databaseUrl } : { dataDir: server.dataDir, lockPurpose: "test reader" },
  );
  try {
    return {
      messages: await database.db.select().from(contactMessages),
      subscribers: await database.db.select().from(newsletterSubscribers),
    };
  } finally {
    await database.close();
  }
}
