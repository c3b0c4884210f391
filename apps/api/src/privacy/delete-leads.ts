import type { Kysely } from "kysely";
import type { Database, LeadKind } from "../infrastructure/database/schema";

/** Rows one erasure removed, by kind; the columns of the erasure log. */
export interface ErasureCounts {
  /** Leads other than job applications. */
  leads: number;
  /** Job applications (candidate leads). */
  candidates: number;
  resumes: number;
  comments: number;
  /** Queued or delivered notification jobs. */
  notifications: number;
  /** Status and note history. */
  events: number;
}

export const NOTHING_ERASED: ErasureCounts = {
  leads: 0,
  candidates: 0,
  resumes: 0,
  comments: 0,
  notifications: 0,
  events: 0,
};

export const addCounts = (a: ErasureCounts, b: ErasureCounts): ErasureCounts => ({
  leads: a.leads + b.leads,
  candidates: a.candidates + b.candidates,
  resumes: a.resumes + b.resumes,
  comments: a.comments + b.comments,
  notifications: a.notifications + b.notifications,
  events: a.events + b.events,
});

// Well under both engines' limit on bound parameters per statement.
const IDS_PER_STATEMENT = 500;

/**
 * Deletes these leads with every row that points at them: resume, resume upload token, jobs
 * and history. The foreign keys would cascade, but deleting each table explicitly counts what went
 * for the log (and holds where a foreign key is not enforced).
 * Pass a transaction, so a failure leaves every row in place.
 */
export async function deleteLeads(
  trx: Kysely<Database>,
  leads: readonly { id: number; kind: LeadKind }[],
): Promise<ErasureCounts> {
  let counts = NOTHING_ERASED;
  for (let start = 0; start < leads.length; start += IDS_PER_STATEMENT) {
    const chunk = leads.slice(start, start + IDS_PER_STATEMENT);
    const ids = chunk.map((lead) => lead.id);
    const deleted = async (table: "resumes" | "resume_upload_tokens" | "jobs" | "lead_events") => {
      const result = await trx.deleteFrom(table).where("lead_id", "in", ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    };
    const resumes = await deleted("resumes");
    // Not counted: a token is no personal data, only what let the resume in.
    await deleted("resume_upload_tokens");
    const notifications = await deleted("jobs");
    const events = await deleted("lead_events");
    await trx.deleteFrom("leads").where("id", "in", ids).execute();
    const candidates = chunk.filter((lead) => lead.kind === "candidate").length;
    counts = addCounts(counts, {
      leads: chunk.length - candidates,
      candidates,
      resumes,
      comments: 0,
      notifications,
      events,
    });
  }
  return counts;
}
