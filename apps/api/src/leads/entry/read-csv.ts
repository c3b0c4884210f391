import { CsvError } from "csv-parse";
import { parse } from "csv-parse/sync";
import { entryCopy } from "./entry-copy";
import { MAX_IMPORT_ROWS } from "./entry-limits";
import type { EntryInput } from "./entry-rules";

/** One row under the header, numbered as a spreadsheet shows it (the header is row 1). */
export interface CsvRow {
  row: number;
  input: EntryInput;
  ownerEmail: string;
}

export type CsvRead = { ok: true; rows: CsvRow[] } | { ok: false; status: number; message: string };

type Column = keyof EntryInput | "ownerEmail";

// The headers people give these columns, written as normaliseHeader leaves them.
const HEADER_ALIASES: Record<string, Column> = {
  name: "name",
  fullname: "name",
  contactname: "name",
  email: "email",
  emailaddress: "email",
  mail: "email",
  phone: "phone",
  phonenumber: "phone",
  mobile: "phone",
  mobilenumber: "phone",
  mobileno: "phone",
  contactnumber: "phone",
  company: "company",
  companyname: "company",
  organisation: "company",
  organization: "company",
  message: "request",
  request: "request",
  enquiry: "request",
  inquiry: "request",
  notes: "request",
  channel: "channel",
  source: "channel",
  howitcamein: "channel",
  owner: "ownerEmail",
  owneremail: "ownerEmail",
  referrer: "referrer",
  referredby: "referrer",
};

const REQUIRED_COLUMNS: Column[] = ["name", "email", "request", "channel"];
const COLUMN_NAMES: Record<Column, string> = {
  name: "name",
  email: "email",
  request: "message",
  channel: "channel",
  phone: "phone",
  company: "company",
  referrer: "referrer",
  ownerEmail: "owner email",
};

// A single field longer than this is no lead's: the parser stops there instead of reading on.
const MAX_FIELD_LENGTH = 10_000;

/** "E-Mail Address" and "email_address" both read as "emailaddress". */
const normaliseHeader = (header: string) => header.toLowerCase().replace(/[\s_\-.]/g, "");

/** Any character below the space but tab, line feed, carriage return and form feed. */
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) {
      return true;
    }
  }
  return false;
}

/**
 * Reads an uploaded CSV file: UTF-8 text (a byte-order mark is allowed), a header row naming
 * the columns, at most MAX_IMPORT_ROWS rows. Answers each row's values by column, or why the
 * file as a whole cannot be read. The rows are not checked here; see checkEntry.
 */
export function readCsv(bytes: Buffer): CsvRead {
  const errors = entryCopy.import.errors;
  // A NUL byte is in no text file: a spreadsheet, an image, an archive.
  if (bytes.includes(0)) return { ok: false, status: 415, message: errors.notCsv };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 415, message: errors.notUtf8 };
  }
  // A spreadsheet or any other binary file that happens to decode holds control characters.
  if (hasControlCharacters(text)) {
    return { ok: false, status: 415, message: errors.notCsv };
  }

  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      max_record_size: MAX_FIELD_LENGTH,
      // Stops reading once the file is known to be too long.
      to: MAX_IMPORT_ROWS + 2,
    });
  } catch (error) {
    const line = error instanceof CsvError && typeof error.lines === "number" ? error.lines : 0;
    const detail =
      error instanceof CsvError && error.code === "CSV_MAX_RECORD_SIZE"
        ? `a field on line ${line} is too long`
        : `line ${line} is not well formed (check its quotes)`;
    return { ok: false, status: 400, message: errors.unreadable(detail) };
  }

  const [header, ...body] = records;
  if (header === undefined) return { ok: false, status: 400, message: errors.empty };
  const columns = header.map((name) => HEADER_ALIASES[normaliseHeader(name)]);
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return {
      ok: false,
      status: 400,
      message: errors.missingHeaders(missing.map((column) => COLUMN_NAMES[column])),
    };
  }
  if (body.length > MAX_IMPORT_ROWS) return { ok: false, status: 413, message: errors.tooManyRows };

  // Blank lines are skipped but counted, so row numbers stay those a spreadsheet shows.
  const rows = body.flatMap((record, index): CsvRow[] => {
    if (record.every((value) => value.trim() === "")) return [];
    const values: Record<Column, string> = {
      name: "",
      company: "",
      email: "",
      phone: "",
      request: "",
      channel: "",
      referrer: "",
      ownerEmail: "",
    };
    columns.forEach((column, position) => {
      // The first column of a name wins; unknown columns are left out.
      if (column !== undefined && values[column] === "") values[column] = record[position] ?? "";
    });
    const { ownerEmail, ...input } = values;
    return [{ row: index + 2, input, ownerEmail: ownerEmail.trim() }];
  });
  if (rows.length === 0) return { ok: false, status: 400, message: errors.empty };
  return { ok: true, rows };
}
