import { stringify } from "csv-stringify/sync";

type CsvValue = string | number | null | undefined;

// What a spreadsheet may skip before it decides a cell is a formula: spaces (full-width ones
// too), control characters and invisible format characters such as a zero-width space.
const BLANK = /^[\s\p{Cc}\p{Cf}]$/u;
// Characters after which a spreadsheet may start a new cell inside our quoted field: one that
// splits at `;` or a tab (as many locales do) or ignores quoting sees a cell begin there.
const SEPARATOR = /^[,;\t\r\n]$/;
// Full-width and small forms (＝ ＋ － ＠ ﹦ …) fold to these under NFKC, and spreadsheets treat
// them alike.
const FORMULA_START = /^[=+\-@]/;

const isFormulaStart = (char: string) => FORMULA_START.test(char.normalize("NFKC"));

/**
 * Text made safe to open in a spreadsheet (CSV injection): a `'` goes before the text when it
 * starts with a tab or carriage return or, after any blanks, with `= + - @` in any width; and
 * before such a character wherever it starts a cell after a separator or line break inside the
 * text. Nothing else changes, so removing the added quotes gives back what was typed.
 */
export function neutraliseFormulas(text: string): string {
  const chars = [...text];
  const firstVisible = chars.find((char) => !BLANK.test(char));
  const prefix =
    /^[\t\r]/.test(text) || (firstVisible !== undefined && isFormulaStart(firstVisible));
  let out = prefix ? "'" : "";
  // The field's own start is handled by the prefix.
  let atCellStart = false;
  for (const char of chars) {
    if (atCellStart && !BLANK.test(char) && isFormulaStart(char)) out += "'";
    out += char;
    if (SEPARATOR.test(char)) atCellStart = true;
    else if (!BLANK.test(char)) atCellStart = false;
  }
  return out;
}

/** A cell's text: strings neutralised, numbers as they are, null and undefined empty. */
function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? neutraliseFormulas(value) : String(value);
}

/**
 * CSV records, CRLF-terminated as RFC 4180 asks, with every field in double quotes (embedded
 * quotes doubled): a comma, semicolon or line break in a value never ends its cell, whichever
 * separator the spreadsheet assumes.
 */
export function csvRows(records: readonly (readonly CsvValue[])[]): string {
  if (records.length === 0) return "";
  return stringify(
    records.map((record) => record.map(cellText)),
    { quoted: true, quoted_empty: true, record_delimiter: "windows" },
  );
}

/** One CSV record. */
export function csvRow(values: readonly CsvValue[]): string {
  return csvRows([values]);
}

/** Makes Excel read the file as UTF-8. */
export const UTF8_BOM = "\uFEFF";
