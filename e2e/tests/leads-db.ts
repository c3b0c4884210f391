import { join } from "node:path";
import Database from "better-sqlite3";
import type { LeadsTable } from "../../apps/api/src/infrastructure/database/schema";

// Read-only access to the e2e server's SQLite file (playwright.config.ts puts it in
// E2E_DATA_DIR), so tests can check what a form really stored.

/** A stored lead, with the columns the tests read, as the API's schema declares them. */
export type LeadRow = { id: number } & Pick<
  LeadsTable,
  | "kind"
  | "source_call"
  | "name"
  | "company"
  | "email"
  | "phone"
  | "lead_code"
  | "offer"
  | "estimate_cost"
  | "reported_ip"
  | "utm_source"
  | "details"
  | "reference"
>;

function readDatabase<T>(read: (db: Database.Database) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  const db = new Database(join(dataDir, "e2e.db"), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The leads stored for an e-mail address, oldest first. */
export function leadsFor(email: string): LeadRow[] {
  return readDatabase(
    (db) => db.prepare("select * from leads where email = ? order by id").all(email) as LeadRow[],
  );
}

/** The resume stored for a candidate lead. */
export function resumeOf(leadId: number): Buffer | undefined {
  return readDatabase((db) => {
    const row = db.prepare("select content from resumes where lead_id = ?").get(leadId) as
      | { content: Buffer }
      | undefined;
    return row?.content;
  });
}

/** An address no other test uses, so each test finds only its own rows. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
