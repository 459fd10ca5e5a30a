import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { projectRoot } from "../support/server";

const folder = path.join(projectRoot, "docs/decisions");
/** The shape a new record is copied from; it is not a record and has no row in the index. */
const templateFile = "000-template.md";
const recordFiles = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name) && name !== templateFile)
  .sort();

type Record = { file: string; number: string; title: string; date: string; status: string };

/** The lines above the first section: title, blank line, Date, Status, then any `Revised …` lines. */
function headerLines(text: string): string[] {
  const lines = text.split("\n");
  const firstSection = lines.findIndex((line) => line.startsWith("## "));
  return lines.slice(0, firstSection === -1 ? lines.length : firstSection);
}

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

  it.each(recordFiles)("%s opens with the title, a blank line, then Date and Status", (file) => {
    const lines = headerLines(readFileSync(path.join(folder, file), "utf8"));
    expect(lines[1], "a blank line after the title").toBe("");
    expect(lines[2]).toMatch(/^Date: /);
    expect(lines[3]).toMatch(/^Status: /);
    for (const line of lines.filter((candidate) => candidate.startsWith("Revised"))) {
      expect(line, "a revision starts with its date").toMatch(/^Revised \d{4}-\d{2}-\d{2}\b/);
    }
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

  it("the start-here list names ten records that are still in force", () => {
    const index = readFileSync(path.join(folder, "README.md"), "utf8");
    const section = index.slice(index.indexOf("## Start here"), index.indexOf("## Index"));
    const files = [...section.matchAll(/^\d+\. \[(\d{3})\]\(([^)]+)\)/gm)].map(([, , file]) => file);
    expect(files).toHaveLength(10);
    for (const file of files) {
      expect(records.find((record) => record.file === file)?.status, file).toBe("Accepted");
    }
  });

  it("the template has the shape the README describes, and no row in the index", () => {
    const text = readFileSync(path.join(folder, templateFile), "utf8");
    const [title, blank, date, status] = text.split("\n");
    expect(title).toBe("# NNN: Title");
    expect(blank).toBe("");
    expect(date).toBe("Date: YYYY-MM-DD");
    expect(status).toBe("Status: Accepted");
    const sections = text.split("\n").filter((line) => line.startsWith("## "));
    expect(sections).toEqual(["## Context", "## Decision", "## Consequences"]);
    expect(indexRows().map((row) => row.file)).not.toContain(templateFile);
  });
});
