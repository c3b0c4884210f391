import { savedEmailMessages } from "@site/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import type { ActiveStaff } from "../assignment/assignment-repository";
import { isAnyBlocklisted } from "../blocklist/blocklist-repository";
import { checkEmail } from "../email-check/check-email";
import { entryCopy } from "./entry-copy";
import { type CheckedEntry, checkEntry } from "./entry-rules";
import type { CsvRow } from "./read-csv";

type Db = Kysely<Database>;

/** What the import would do with one row. */
export interface RowFate {
  row: number;
  /** As typed in the file, for the preview table. */
  name: string;
  email: string;
  phone: string;
  /** "Row 4: Please enter a valid phone number", one per bad field; empty when it can be added. */
  errors: string[];
  /** Why it may be a lead already; such a row is imported only when the rep asks. */
  duplicate?: string;
  /** The open lead it may repeat, for a link to it. */
  duplicateOf?: OpenLead;
  /** The checked lead and its owner (null: the round robin's), for a row without errors. */
  entry?: CheckedEntry;
  ownerId?: number | null;
}

// The order a person reads a row's fields in, for its list of errors.
const FIELD_ORDER = ["channel", "name", "company", "email", "phone", "request", "referrer"];

// Open leads are those still being worked; a won or lost lead's person may well ask again.
const OPEN_STATUSES = ["new", "contacted", "qualified"] as const;

export interface OpenLead {
  id: number;
  reference: string | null;
}

/** The oldest open lead of each of these (lower-cased) e-mails that has one. */
async function openLeadsByEmail(db: Db, emails: string[]): Promise<Map<string, OpenLead>> {
  const found = new Map<string, OpenLead>();
  // Chunks keep each query's parameters well under both engines' limits.
  for (let start = 0; start < emails.length; start += 500) {
    const rows = await db
      .selectFrom("leads")
      .select(["id", "email", "reference"])
      .where("email", "in", emails.slice(start, start + 500))
      .where("status", "in", OPEN_STATUSES)
      .orderBy("id")
      .execute();
    for (const row of rows) {
      if (!found.has(row.email))
        found.set(row.email, { id: Number(row.id), reference: row.reference });
    }
  }
  return found;
}

/**
 * Each row's fate: the contact form's rules and messages (checkEntry), the save path's own
 * e-mail check (a throwaway or blocklisted address would be refused on saving), an owner who is
 * an active account, and a flag when the e-mail already has an open lead or came earlier in the
 * file. Saves nothing.
 */
export async function previewImport(
  db: Db,
  rows: readonly CsvRow[],
  staff: readonly ActiveStaff[],
): Promise<RowFate[]> {
  const copy = entryCopy.import;
  const staffByEmail = new Map(staff.map((member) => [member.email.toLowerCase(), member.id]));
  const checked = rows.map((row) => ({ row, check: checkEntry(row.input) }));
  const emails = [
    ...new Set(checked.flatMap(({ check }) => (check.ok ? [check.value.email.toLowerCase()] : []))),
  ];
  const openLeads = await openLeadsByEmail(db, emails);
  const firstRowOf = new Map<string, number>();

  const fates: RowFate[] = [];
  for (const { row, check } of checked) {
    const fate: RowFate = {
      row: row.row,
      name: row.input.name,
      email: row.input.email,
      phone: row.input.phone,
      errors: [],
    };
    fates.push(fate);
    const messages: Record<string, string> = check.ok
      ? {}
      : Object.fromEntries(
          FIELD_ORDER.flatMap((field) =>
            check.errors[field] === undefined ? [] : [[field, check.errors[field] ?? ""]],
          ),
        );
    let ownerId: number | null = null;
    if (row.ownerEmail !== "") {
      const id = staffByEmail.get(row.ownerEmail.toLowerCase());
      if (id === undefined) messages.owner = entryCopy.errors.ownerEmail(row.ownerEmail);
      else ownerId = id;
    }
    if (check.ok && messages.email === undefined) {
      const verdict = await checkEmail({
        email: check.value.email,
        ip: "",
        isBlocked: (values) => isAnyBlocklisted(db, values),
        countRecentSubmissions: async () => 0,
        maxPerHour: Number.MAX_SAFE_INTEGER,
      });
      if (verdict.suspect) messages.email = savedEmailMessages.flagged;
    }
    fate.errors = Object.values(messages).map((message) => copy.rowError(row.row, message));
    if (!check.ok || fate.errors.length > 0) continue;

    const email = check.value.email.toLowerCase();
    const earlier = firstRowOf.get(email);
    if (earlier !== undefined) {
      fate.duplicate = copy.duplicateInFile(earlier);
    } else {
      const open = openLeads.get(email);
      if (open !== undefined) {
        fate.duplicateOf = open;
        fate.duplicate =
          open.reference === null ? copy.alreadyLeadNoReference : copy.alreadyLead(open.reference);
      }
    }
    if (earlier === undefined) firstRowOf.set(email, row.row);
    fate.entry = check.value;
    fate.ownerId = ownerId;
  }
  return fates;
}

/** The rows the import saves: those without errors, the flagged ones only when asked. */
export const rowsToImport = (fates: readonly RowFate[], withDuplicates: boolean) =>
  fates.filter(
    (fate): fate is RowFate & { entry: CheckedEntry; ownerId: number | null } =>
      fate.entry !== undefined && (withDuplicates || fate.duplicate === undefined),
  );
