import type { Insertable, Kysely } from "kysely";
import type {
  Database,
  JobsTable,
  LeadEventsTable,
  LeadsTable,
  NotificationChannel,
  ResumesTable,
} from "../../src/infrastructure/database/schema";
import { notificationJob } from "../../src/notifications/notification-channels";

export type LeadRow = Insertable<LeadsTable>;

/** A stored contact lead; override any column. */
export function leadRow(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    kind: "contact",
    source_call: "SaveContact",
    name: "Asha Rao",
    company: "Rao Textiles",
    email: "asha@raotextiles.in",
    phone: "+91 98100 12345",
    details: JSON.stringify({ fullname: "Asha Rao", message: "Need an ERP for 3 plants" }),
    client_ip: "203.0.113.7",
    // SQLite fills a column left out of a multi-row insert with NULL, not its default.
    status: "new",
    created_at: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}

/** A tiny stored resume of the lead `lead_id`. */
export function resumeRow(lead_id: number, created_at: string): Insertable<ResumesTable> {
  return { lead_id, file_name: "cv.pdf", size: 4, content: Buffer.from("%PDF"), created_at };
}

/** Inserts rows in batches (one statement per 200 rows) and answers their ids in order. */
export async function insertLeads(db: Kysely<Database>, rows: LeadRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 200) {
    const inserted = await db
      .insertInto("leads")
      .values(rows.slice(start, start + 200))
      .returning("id")
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** The `columns` of every lead event, in the order they were recorded. */
export function leadEvents<Column extends keyof LeadEventsTable & string>(
  db: Kysely<Database>,
  columns: readonly Column[],
) {
  return db.selectFrom("lead_events").select(columns).orderBy("id").execute();
}

/** `count` leads one minute apart, oldest first, starting at `start`. */
export function leadsOverTime(count: number, start = Date.parse("2026-01-01T00:00:00.000Z")) {
  return Array.from({ length: count }, (_, index) =>
    leadRow({
      name: `Lead ${String(index).padStart(5, "0")}`,
      email: `lead${index}@example.in`,
      created_at: new Date(start + index * 60_000).toISOString(),
    }),
  );
}

const contactDetails = (request: string, phone: string) =>
  JSON.stringify({ name: "Asha Rao", email: "asha@raotextiles.in", request, phone });

/**
 * Three leads, each findable by something of its own: a contact with a message, an estimate with
 * its project, and one whose name a spreadsheet would run as a formula.
 */
export const FINDABLE_LEADS: LeadRow[] = [
  leadRow({
    name: "Asha Rao",
    company: "Rao Textiles",
    email: "asha@raotextiles.in",
    phone: "+91 98765 43210",
    details: contactDetails(
      "We run three knitting units in Tiruppur and need payroll.",
      "+91 98765 43210",
    ),
    status: "contacted",
    created_at: "2026-03-01T10:00:00.000Z",
  }),
  leadRow({
    kind: "estimate",
    source_call: "SaveEstimate",
    name: "Vikram Shah",
    company: "Shah Exports",
    email: "vikram@shahexports.in",
    phone: "98200-11223",
    estimate_cost: 1_778_400,
    details: JSON.stringify({
      name: "Vikram Shah",
      project: "A dealer ordering app for our Surat warehouse",
      platform: "both",
      wauth: 2,
      mmaster: 3,
    }),
    created_at: "2026-03-02T10:00:00.000Z",
  }),
  leadRow({
    name: "=1+1",
    company: "Formula Works",
    email: "formula@example.in",
    phone: "9812345678",
    details: contactDetails('=HYPERLINK("http://evil.example","x")', "9812345678"),
    created_at: "2026-03-03T10:00:00.000Z",
  }),
];

/** A lead notification job as the lead save queues it, given in the terms the timeline shows. */
export function notificationJobRow(row: {
  lead_id: number;
  channel: NotificationChannel;
  attempts?: number;
  next_attempt_at: string;
  sent_at?: string | null;
  last_error?: string | null;
  /** When the queue gave up on it. */
  failed_at?: string | null;
  created_at: string;
}): Insertable<JobsTable> {
  const { kind, fields } = notificationJob(row.channel);
  return {
    kind,
    payload: JSON.stringify({ leadId: row.lead_id, ...fields }),
    lead_id: row.lead_id,
    attempts: row.attempts ?? 0,
    run_at: row.next_attempt_at,
    done_at: row.sent_at ?? null,
    last_error: row.last_error ?? null,
    failed_at: row.failed_at ?? null,
    created_at: row.created_at,
  };
}
