/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, CRLF line ends. A cell that a
 * spreadsheet would read as a formula (starting with = + - @, tab or carriage return) gets a leading
 * apostrophe, as OWASP advises against CSV injection: the text stays readable and nothing runs.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Excel only reads a CSV file as UTF-8 when it starts with a byte-order mark. */
export const CSV_BOM = "\uFEFF";

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
