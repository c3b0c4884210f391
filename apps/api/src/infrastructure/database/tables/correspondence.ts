// The tables of staff e-mail and quotes (migration 0030), part of the Database interface in
// ../schema.ts.
import type { Generated } from "kysely";

/** A text admins keep for staff to start an e-mail from; {{placeholders}} filled per person. */
export interface EmailTemplatesTable {
  id: Generated<number>;
  name: string;
  /** "quotation": the template a new quotation opens the compose form with. */
  purpose: string | null;
  subject: string;
  body: string;
  updated_by: number | null;
  /** ISO 8601 UTC. */
  updated_at: string;
}

export type StaffEmailStatus = "queued" | "sent" | "failed";

/** An e-mail a staff member wrote to a lead from the console, sent through the job queue. */
export interface StaffEmailsTable {
  id: Generated<number>;
  lead_id: number;
  staff_user_id: number | null;
  /** The author as they were when writing: the From name and the Reply-To. */
  staff_name: string;
  staff_email: string;
  to_email: string;
  subject: string;
  body: string;
  template_id: number | null;
  /** The quotation attached as a PDF, if any. */
  quote_id: number | null;
  status: StaffEmailStatus;
  /** Why it failed, once the queue gave up. */
  error: string | null;
  sent_at: string | null;
  /** The job that sends it; its last error tells why a try failed meanwhile. */
  job_id: number | null;
  created_at: string;
}

/** One priced line of a quotation; whole rupees. */
export interface QuoteLine {
  label: string;
  hours: number;
  amount: number;
}

/** A quotation made from an estimate lead, with the PDF as it was made. */
export interface QuotesTable {
  id: Generated<number>;
  /** Q-2026-0001, unique; counted per year on the firm's clock. */
  number: string;
  lead_id: number;
  created_by: number | null;
  prepared_by_name: string;
  created_at: string;
  /** YYYY-MM-DD on the firm's clock. */
  valid_until: string;
  /** JSON of QuoteLine[]. */
  lines: string;
  total: number;
  terms: string;
  pdf: Buffer;
}

export interface CorrespondenceTables {
  email_templates: EmailTemplatesTable;
  staff_emails: StaffEmailsTable;
  quotes: QuotesTable;
}
