import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { projectRoot } from "../support/server";

const folder = path.join(projectRoot, "docs/decisions");
const recordFiles = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();

type Record = { file: string; number: string; title: string; date: string; status: string };

function readRecord(file: string): Record {
  const text = readFileSync(path.join(folder, file), "utf8");
  const [titleLine = "", ...rest] = text.split("\n");
  const title = /^# (\d{3}): (.+)$/.exec(titleLine);
  const line = (label: string) =>
    rest.find((candidate) => candidate.startsWith(`${label}: `))?.slice(label.length + 2) ?? "";
  return { file, number: title?.[1] ?? "", title: title?.[2] ?? "", date: line("Date"), status: line("Status") };
}

/** The index's rows: `| [NNN](file) | title | status | date |`. */
function indexRows(): Record[] {
  const index = readFileSync(path.join(folder, "README.md"), "utf8");
  return [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| (.+) \| (.+) \| (.+) \|$/gm)].map(
    ([, number, file, title, status, date]) => ({
      number: number!,
      file: file!,
      title: title!,
      status: status!,
      date: date!,
    }),
  );
}

describe("decision records", () => {
  const records = recordFiles.map(readRecord);

  it.each(records)("$file has a numbered title, a Date and a Status", (record) => {
    expect(record.number, "title line `# NNN: Title`").toBe(record.file.slice(0, 3));
    expect(record.title).not.toBe("");
    expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(record.status).toMatch(/^(Accepted|Superseded by \d{3})$/);
    const successor = /^Superseded by (\d{3})$/.exec(record.status)?.[1];
    if (successor) expect(records.map((other) => other.number)).toContain(successor);
  });

  it("numbers are unique", () => {
    const numbers = records.map((record) => record.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("the index lists every record once, in number order, with its title, status and date", () => {
    expect(indexRows()).toEqual(
      records.map(({ file, number, title, status, date }) => ({ file, number, title, status, date })),
    );
  });
});
