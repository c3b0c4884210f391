import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import { jobRow } from "../jobs/job";
import { staffEmailJob } from "./staff-email-job";

type Db = Kysely<Database>;

export interface NewStaffEmail {
  leadId: number;
  staff: { userId: number; name: string; email: string };
  to: string;
  subject: string;
  body: string;
  templateId: number | null;
  quoteId: number | null;
  now: Date;
}

/**
 * Records the e-mail as queued and queues the job that sends it, in one transaction: either both
 * are written or neither, so no e-mail is lost between the two. Answers the e-mail's id.
 */
export async function queueStaffEmail(db: Db, email: NewStaffEmail): Promise<number> {
  const createdAt = email.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("staff_emails")
      .values({
        lead_id: email.leadId,
        staff_user_id: email.staff.userId,
        staff_name: email.staff.name,
        staff_email: email.staff.email,
        to_email: email.to,
        subject: email.subject,
        body: email.body,
        template_id: email.templateId,
        quote_id: email.quoteId,
        status: "queued",
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const job = await trx
      .insertInto("jobs")
      .values(jobRow(staffEmailJob, { staffEmailId: id }, { leadId: email.leadId, now: email.now }))
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("staff_emails")
      .set({ job_id: Number(job.id) })
      .where("id", "=", id)
      .execute();
    return id;
  });
}

/** A lead's e-mails from staff, oldest first, with their job's state and any quotation. */
export async function listLeadEmails(db: Db, leadId: number) {
  const rows = await db
    .selectFrom("staff_emails")
    .leftJoin("jobs", "jobs.id", "staff_emails.job_id")
    .leftJoin("quotes", "quotes.id", "staff_emails.quote_id")
    .select([
      "staff_emails.id",
      "staff_emails.staff_name",
      "staff_emails.subject",
      "staff_emails.body",
      "staff_emails.status",
      "staff_emails.error",
      "staff_emails.sent_at",
      "staff_emails.created_at",
      "jobs.last_error as job_error",
      "jobs.failed_at as job_failed_at",
      "quotes.number as quote_number",
      "quotes.total as quote_total",
    ])
    .where("staff_emails.lead_id", "=", leadId)
    .orderBy("staff_emails.id")
    .execute();
  return rows.map((row) => ({ ...row, quote_total: row.quote_total ?? null }));
}

export type LeadEmail = Awaited<ReturnType<typeof listLeadEmails>>[number];
