// Many redirects at once, from a CSV file (decision 170): each row is old path, target and, optionally, 301 or
// 302 ("permanent", "temporary"). Read with csv-parse, so quoting follows RFC 4180 as spreadsheets write it.
// Every row ends up either added or reported with its line and reason: none is dropped without a word.
import { CsvError, parse } from "csv-parse/sync";

import { parseFromPath, parseTarget, type Redirect, redirectProblems, type RedirectStatus } from "./redirect-rules";

export type RejectedRow = { line: number; text: string; error: string };
export type CheckedUpload = { ok: true; accepted: Redirect[]; rejected: RejectedRow[] } | { ok: false; error: string };

const HEADER = /^(from|old|source)/i;
const STATUS_WORDS: Record<string, RedirectStatus> = {
  "": 301,
  "301": 301,
  permanent: 301,
  "302": 302,
  temporary: 302,
};

/** The rows of `text`, checked against the redirects kept and each other. */
export function checkRedirectCsv(text: string, existing: readonly Redirect[]): CheckedUpload {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // csv-parse's types leave out what `info: true` adds to each record.
    records = parse(text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError)
      return { ok: false, error: `The file could not be read as CSV near line ${error.lines}: ${error.message}` };
    throw error;
  }
  if (records.length > 0 && HEADER.test(records[0]!.record[0] ?? "")) records = records.slice(1);
  if (records.length === 0) return { ok: false, error: "The file has no rows: one redirect a line, old path first" };

  const rejected: RejectedRow[] = [];
  const candidates: { line: number; text: string; redirect: Redirect }[] = [];
  for (const { record, info } of records) {
    const [from = "", to = "", status = "", ...extra] = record;
    const row = { line: info.lines, text: record.join(", ") };
    const fromPath = parseFromPath(from);
    const target = parseTarget(to);
    const code = STATUS_WORDS[status.toLowerCase()];
    const error = !fromPath.ok
      ? fromPath.error
      : !target.ok
        ? target.error
        : code === undefined
          ? "The third column is 301 (permanent) or 302 (temporary)"
          : extra.some((cell) => cell !== "")
            ? "A row has three columns at most: old path, target, 301 or 302"
            : null;
    if (error || !fromPath.ok || !target.ok || code === undefined) rejected.push({ ...row, error: error! });
    else candidates.push({ ...row, redirect: { fromPath: fromPath.value, toTarget: target.value, status: code } });
  }
  const problems = redirectProblems(
    existing,
    candidates.map(({ redirect }) => redirect),
  );
  const accepted: Redirect[] = [];
  candidates.forEach((candidate, index) => {
    const problem = problems.get(index);
    if (problem) rejected.push({ line: candidate.line, text: candidate.text, error: problem });
    else accepted.push(candidate.redirect);
  });
  rejected.sort((a, b) => a.line - b.line);
  return { ok: true, accepted, rejected };
}
