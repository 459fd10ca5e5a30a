import { describe, expect, it } from "vitest";

import { CSV_BOM, csvCell, csvRow } from "./csv";

describe("csv", () => {
  it("quotes every cell and doubles quotes, keeping commas and line breaks inside the cell", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });

  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1+2", '"\'+1+2"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\tcmd", '"\'\tcmd"'],
    ["\rcmd", '"\'\rcmd"'],
  ])("escapes the formula-like cell %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("leaves text that only contains those characters later alone", () => {
    expect(csvCell("a=b+c-d@e")).toBe('"a=b+c-d@e"');
    expect(csvCell(" =1")).toBe('" =1"');
  });

  it("ends rows with CRLF and exports a BOM for Excel", () => {
    expect(csvRow(["a", "b"])).toBe('"a","b"\r\n');
    expect(CSV_BOM.codePointAt(0)).toBe(0xfeff);
  });
});
