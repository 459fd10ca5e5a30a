// Redirects staff keep (decision 170): what a valid one is, how a visitor's path finds one, and the check that
// refuses loops and chains. Framework-free: the admin's form, the CSV upload and the server's middleware all
// read these rules.
import { z } from "zod";

import { decodedSegments } from "~/features/paths/path-segments";
import {
  defaultLocale,
  type Locale,
  localeFromPathname,
  localizePath,
  pathWithoutLocale,
  translatedLocales,
} from "~/utils/locale";

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  301: "Permanent (301)",
  302: "Temporary (302)",
};

export const REDIRECT_LIMITS = { fromPath: 500, toTarget: 2000 } as const;

/** The admin screen, and its CSV file's field (the file is capped by the server's form limit, MAX_FORM_BYTES). */
export const REDIRECTS_ADMIN_PATH = "/admin/redirects";
export const REDIRECT_CSV_FIELD = "file";

export type Redirect = { fromPath: string; toTarget: string; status: RedirectStatus };

/** Paths the site itself answers that no redirect may take over: the admin, files, feeds and form endpoints. */
const RESERVED = [/^\/$/, /^\/admin(\/|$)/i, /^\/media(\/|$)/i, /^\/assets(\/|$)/i];
const RESERVED_EXACT = new Set(["/sitemap.xml", "/robots.txt", "/blog/feed.xml", "/newsletter", "/contact/send"]);

/**
 * The key a path is found by: decoded, without empty segments or a trailing slash, in lower case, so
 * "/Old-Page/", "/old-page" and "/old%2Dpage" are one path (React Router matches pages the same way).
 */
export function redirectKey(path: string): string | null {
  const segments = decodedSegments(path);
  return segments === null ? null : `/${segments.join("/")}`.toLowerCase();
}

type Checked = { ok: true; value: string } | { ok: false; error: string };

/** An old path as staff type it: "/old-page", "old-page/" or a whole address on this or the old site. */
export function parseFromPath(raw: string): Checked {
  let text = raw.trim();
  if (text === "") return { ok: false, error: "Enter the old path, for example /old-page" };
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      if (url.search !== "" || url.hash !== "") return { ok: false, error: "Leave out the part after ? or #" };
      text = url.pathname;
    } catch {
      return { ok: false, error: "Enter the old path, for example /old-page" };
    }
  }
  if (!text.startsWith("/")) text = `/${text}`;
  if (/[?#]/.test(text)) return { ok: false, error: "Leave out the part after ? or #" };
  if (/\s/.test(text)) return { ok: false, error: "A path has no spaces; use - or %20" };
  const segments = decodedSegments(text);
  if (segments === null) return { ok: false, error: "This path has a broken % code" };
  const path = `/${segments.join("/")}`;
  if (path.length > REDIRECT_LIMITS.fromPath)
    return { ok: false, error: `Use at most ${REDIRECT_LIMITS.fromPath} characters` };
  const english = pathWithoutLocale(path.toLowerCase());
  if (RESERVED.some((pattern) => pattern.test(english)) || RESERVED_EXACT.has(english))
    return { ok: false, error: `${path} is the site's own address and cannot be redirected` };
  return { ok: true, value: path };
}

/** Where a redirect goes: a path on this site, or an https:// address elsewhere. */
export function parseTarget(raw: string): Checked {
  const text = raw.trim();
  const invalid: Checked = {
    ok: false,
    error: "Enter a path on this site starting with /, or an address starting with https://",
  };
  if (text.length > REDIRECT_LIMITS.toTarget)
    return { ok: false, error: `Use at most ${REDIRECT_LIMITS.toTarget} characters` };
  if (/^https:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      return url.hostname === "" ? invalid : { ok: true, value: url.href };
    } catch {
      return invalid;
    }
  }
  if (!text.startsWith("/") || text.startsWith("//") || /\s/.test(text)) return invalid;
  return { ok: true, value: text };
}

/** The form's fields, checked as the server will: one redirect. */
export const redirectFormSchema = z
  .object({
    fromPath: z.string(),
    toTarget: z.string(),
    status: z.enum(["301", "302"], { error: "Choose permanent or temporary" }),
  })
  .transform((input, context) => {
    const from = parseFromPath(input.fromPath);
    const to = parseTarget(input.toTarget);
    if (!from.ok) context.addIssue({ code: "custom", path: ["fromPath"], message: from.error });
    if (!to.ok) context.addIssue({ code: "custom", path: ["toTarget"], message: to.error });
    if (!from.ok || !to.ok) return z.NEVER;
    return { fromPath: from.value, toTarget: to.value, status: Number(input.status) as RedirectStatus };
  });

const isInternal = (target: string) => target.startsWith("/");
const pathPart = (target: string) => target.split(/[?#]/)[0]!;

export type RedirectAnswer = { location: string; status: RedirectStatus; redirect: Redirect };

/**
 * The redirects in memory, found by a visitor's path. A path written without a language prefix serves every
 * edition: "/old" → "/new" also sends "/bn/old" to "/bn/new". One written with a prefix ("/bn/old") is
 * that edition's alone, and wins over the other.
 */
export class RedirectTable {
  readonly #byKey = new Map<string, Redirect>();

  constructor(redirects: readonly Redirect[]) {
    for (const redirect of redirects) {
      const key = redirectKey(redirect.fromPath);
      if (key !== null) this.#byKey.set(key, redirect);
    }
  }

  redirects(): IterableIterator<Redirect> {
    return this.#byKey.values();
  }

  /** Where `path` (below the base path, without a query) is sent, if anywhere. */
  resolve(path: string): RedirectAnswer | undefined {
    const key = redirectKey(path);
    if (key === null) return undefined;
    const exact = this.#byKey.get(key);
    if (exact) return { location: exact.toTarget, status: exact.status, redirect: exact };
    const locale = localeFromPathname(key);
    if (locale === defaultLocale) return undefined;
    const shared = this.#byKey.get(pathWithoutLocale(key));
    if (!shared) return undefined;
    return { location: localized(shared.toTarget, locale), status: shared.status, redirect: shared };
  }
}

function localized(target: string, locale: Locale): string {
  if (!isInternal(target)) return target;
  const path = pathPart(target);
  return `${localizePath(path, locale)}${target.slice(path.length)}`;
}

/** The paths a redirect answers: its own, and under each language prefix when it has none. */
function pathsServedBy(redirect: Redirect): string[] {
  if (localeFromPathname(redirect.fromPath.toLowerCase()) !== defaultLocale) return [redirect.fromPath];
  return [redirect.fromPath, ...translatedLocales.map((locale) => localizePath(redirect.fromPath, locale))];
}

/**
 * Why adding `additions` to `existing` would send a visitor through more than one redirect, or in a circle:
 * one message per addition that would, naming the whole chain ("/a → /b → /a"). An addition whose old path
 * is already taken (by an existing redirect or an earlier addition) is refused too. The redirects kept are
 * free of chains, so a chain in the new set runs through the addition.
 */
export function redirectProblems(existing: readonly Redirect[], additions: readonly Redirect[]): Map<number, string> {
  const problems = new Map<number, string>();
  const taken = new Set(existing.map((redirect) => redirectKey(redirect.fromPath)));
  const accepted: Redirect[] = [...existing];
  additions.forEach((addition, index) => {
    const key = redirectKey(addition.fromPath);
    if (taken.has(key)) {
      problems.set(index, `${addition.fromPath} already redirects: delete that redirect first`);
      return;
    }
    const table = new RedirectTable([...accepted, addition]);
    const chain = chainThrough(table, addition);
    if (chain) {
      problems.set(index, chain);
      return;
    }
    taken.add(key);
    accepted.push(addition);
  });
  return problems;
}

/** The loop or chain through `addition`, in words, or null. */
function chainThrough(table: RedirectTable, addition: Redirect): string | null {
  const starts = [...pathsServedBy(addition)];
  // Redirects whose target the addition now answers: a chain starts at them.
  for (const redirect of table.redirects()) {
    for (const from of pathsServedBy(redirect)) {
      const first = table.resolve(from);
      if (!first || !isInternal(first.location)) continue;
      if (table.resolve(pathPart(first.location))?.redirect === addition) starts.push(from);
    }
  }
  for (const start of starts) {
    const steps = [start];
    const seen = new Set([redirectKey(start)]);
    let current = table.resolve(start);
    while (current && isInternal(current.location) && steps.length <= 12) {
      const next = pathPart(current.location);
      steps.push(next);
      const key = redirectKey(next);
      if (seen.has(key)) return `This would make a loop: ${steps.join(" → ")}`;
      seen.add(key);
      current = table.resolve(next);
    }
    if (steps.length > 2)
      return `This would make a chain: ${steps.join(" → ")}. Send ${steps[0]} straight to ${steps.at(-1)}`;
  }
  return null;
}

/**
 * For each redirect whose target is one of `trashed`'s pages (in either language, however it is spelled),
 * what it leads to: visitors following it now get a 404 (issue 30, decision 191).
 */
export function redirectsIntoTrash(
  redirects: readonly Pick<Redirect, "toTarget">[],
  trashed: readonly { path: string; title: string }[],
): Map<string, string> {
  const titles = new Map(trashed.map((item) => [redirectKey(item.path), item.title]));
  const found = new Map<string, string>();
  for (const { toTarget } of redirects) {
    if (!isInternal(toTarget)) continue;
    const key = redirectKey(pathWithoutLocale(pathPart(toTarget)));
    const title = key === null ? undefined : titles.get(key);
    if (title !== undefined) found.set(toTarget, title);
  }
  return found;
}
