import { PassThrough, type Readable } from "node:stream";
import { firmWallClock } from "../../console/views/firm-clock";
import {
  DATE_COLUMNS,
  EXPORT_COLUMNS,
  type ExportColumn,
  type ExportLead,
  exportHeading,
} from "./export-rows";

// Characters XML 1.0 cannot hold (a spreadsheet would call the file damaged): controls other
// than tab and line breaks, lone surrogates and the two non-characters. Each becomes U+FFFD.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to replace
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;
// A cell holds at most this many characters in Excel.
const MAX_CELL_TEXT = 32_767;
const NUMBER_COLUMNS = new Set<ExportColumn>(["id", "estimate_cost", "deal_value"]);

const cellText = (text: string) => text.replace(NOT_XML, "\uFFFD").slice(0, MAX_CELL_TEXT);

/**
 * A cell's typed value: numbers for ids and the estimate, dates for times, and text for
 * everything else, written as a string cell. A string cell is never read as a formula or a
 * number, so `=1+1` stays those four characters and a phone keeps its leading +.
 */
function cellValue(lead: ExportLead, column: ExportColumn, timeZone: string) {
  const value =
    column === "marketing_opt_in" ? (lead.marketing_opt_in === 1 ? "yes" : "no") : lead[column];
  if (value === null || value === undefined) return null;
  if (NUMBER_COLUMNS.has(column)) return Number(value);
  if (DATE_COLUMNS.has(column)) {
    const at = Date.parse(String(value));
    return Number.isNaN(at) ? null : firmWallClock(at, timeZone);
  }
  return cellText(String(value));
}

/**
 * The leads as an XLSX workbook of one sheet, streamed: each batch is written and let go, so
 * memory holds one batch whatever the total.
 */
export function leadWorkbook(
  batches: AsyncIterable<ExportLead[]>,
  timeZone: string,
  onError: (error: unknown) => void,
): Readable {
  const output = new PassThrough();
  void (async () => {
    // Loaded on the first export only: the library is large and most starts never need it.
    const { default: ExcelJS } = await import("exceljs");
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet("Leads", { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = EXPORT_COLUMNS.map((column) => ({
      header: exportHeading(column, timeZone),
      key: column,
      width: DATE_COLUMNS.has(column) ? 18 : column === "message" ? 60 : 20,
      style: DATE_COLUMNS.has(column)
        ? { numFmt: "yyyy-mm-dd hh:mm" }
        : column === "estimate_cost" || column === "deal_value"
          ? { numFmt: "#,##0" }
          : {},
    }));
    for await (const leads of batches) {
      for (const lead of leads) {
        sheet.addRow(EXPORT_COLUMNS.map((column) => cellValue(lead, column, timeZone))).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
