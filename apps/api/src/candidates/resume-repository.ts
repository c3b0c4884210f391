import type { Kysely } from "kysely";
import { isRowId } from "../db/row-id";
import type { Database } from "../db/schema";

export interface NewResume {
  /** The candidate's lead id. */
  leadId: number;
  /** Already cleaned by cleanResumeFileName. */
  fileName: string;
  content: Uint8Array;
}

/**
 * Stores a candidate's resume, replacing any earlier one, and answers false when `leadId` is not
 * a candidate. The check and the write share one transaction, so no resume outlives its lead.
 */
export async function saveResume(db: Kysely<Database>, resume: NewResume): Promise<boolean> {
  if (!isRowId(resume.leadId)) return false;
  return db.transaction().execute(async (trx) => {
    const candidate = await trx
      .selectFrom("leads")
      .select("id")
      .where("id", "=", resume.leadId)
      .where("kind", "=", "candidate")
      .executeTakeFirst();
    if (candidate === undefined) return false;

    const row = {
      file_name: resume.fileName,
      size: resume.content.byteLength,
      content: resume.content,
      created_at: new Date().toISOString(),
    };
    await trx
      .insertInto("resumes")
      .values({ lead_id: resume.leadId, ...row })
      .onConflict((conflict) => conflict.column("lead_id").doUpdateSet(row))
      .execute();
    return true;
  });
}
