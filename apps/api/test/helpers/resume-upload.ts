import type { Kysely } from "kysely";
import { hashUploadToken } from "../../src/candidates/resume-upload-token";
import type { Database } from "../../src/infrastructure/database/schema";

/** The candidate lead a SaveCandidate answer (its resume upload token) belongs to. */
export async function leadIdOfUploadToken(db: Kysely<Database>, token: string): Promise<number> {
  const row = await db
    .selectFrom("resume_upload_tokens")
    .select("lead_id")
    .where("token_hash", "=", hashUploadToken(token))
    .executeTakeFirstOrThrow();
  return row.lead_id;
}
