// Spreadsheet programs run a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: neutralised against formula injection (a leading `'`), then quoted per RFC 4180
 * when it holds a quote, comma or line break. null and undefined become an empty field.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated as RFC 4180 asks. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** Makes Excel read the file as UTF-8. */
export const UTF8_BOM = "\uFEFF";
