import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import { hashUploadToken, newUploadToken, RESUME_UPLOAD_WINDOW_MS } from "./resume-upload-token";

export interface NewResume {
  /** The token SaveCandidate answered, as the client sent it back. */
  uploadToken: string;
  /** Already cleaned by cleanResumeFileName. */
  fileName: string;
  content: Uint8Array;
}

/**
 * Issues the one-time token for a candidate lead's resume upload; answers the token, of which
 * only a hash is stored.
 *
 * A repeated application (same Idempotency-Key) reaches here with the stored lead. The first
 * token cannot be answered again, since only its hash is kept, so a fresh one replaces it while
 * it is unused: the newest answer opens the upload and the earlier ones stop working, with a new
 * upload window. A spent token is left as it is: the resume is stored and never replaced, so the
 * repeat is answered alike with a token that opens nothing, and its upload gets the usual 404.
 */
export async function issueUploadToken(
  db: Kysely<Database>,
  leadId: number,
  now = new Date(),
): Promise<string> {
  const token = newUploadToken();
  const issued = {
    token_hash: hashUploadToken(token),
    expires_at: new Date(now.getTime() + RESUME_UPLOAD_WINDOW_MS).toISOString(),
    created_at: now.toISOString(),
  };
  await db
    .insertInto("resume_upload_tokens")
    .values({ ...issued, lead_id: leadId, used_at: null })
    .onConflict((conflict) =>
      conflict
        .column("lead_id")
        .doUpdateSet(issued)
        .where("resume_upload_tokens.used_at", "is", null),
    )
    .execute();
  return token;
}

/**
 * Stores a resume when its upload token is known, unused and unexpired; answers false otherwise,
 * alike for every reason. The token is spent by one conditional UPDATE, so of two uploads racing
 * with it only one finds it unused; an application's resume is never replaced. The token and
 * the resume commit together: an upload that fails leaves the token to try again.
 */
export async function saveResume(
  db: Kysely<Database>,
  resume: NewResume,
  now = new Date(),
): Promise<boolean> {
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("resume_upload_tokens")
      .set({ used_at: nowIso })
      .where("token_hash", "=", hashUploadToken(resume.uploadToken))
      .where("used_at", "is", null)
      .where("expires_at", ">", nowIso)
      .returning("lead_id")
      .executeTakeFirst();
    if (spent === undefined) return false;

    const inserted = await trx
      .insertInto("resumes")
      .values({
        lead_id: spent.lead_id,
        file_name: resume.fileName,
        size: resume.content.byteLength,
        content: resume.content,
        created_at: nowIso,
      })
      .onConflict((conflict) => conflict.column("lead_id").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  });
}
