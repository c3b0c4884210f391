import type { Kysely } from "kysely";
import type { Database, ErasureReason } from "../infrastructure/database/schema";
import type { ErasureCounts } from "./delete-leads";

export interface ErasureEntry {
  reason: ErasureReason;
  /** The staff member who acted; none for the retention job. */
  staff?: { userId: number; email: string };
  /** See hashSubject; none for the retention job. */
  subjectHash?: string;
  counts: ErasureCounts;
  at: Date;
}

/** Writes one log row and answers its id; pass the transaction that erased, so both commit together. */
export async function writeErasureLog(db: Kysely<Database>, entry: ErasureEntry): Promise<number> {
  const { id } = await db
    .insertInto("privacy_erasures")
    .values({
      reason: entry.reason,
      staff_user_id: entry.staff?.userId ?? null,
      staff_email: entry.staff?.email ?? null,
      subject_hash: entry.subjectHash ?? null,
      ...entry.counts,
      created_at: entry.at.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

const LOG_COLUMNS = [
  "id",
  "reason",
  "staff_email",
  "leads",
  "candidates",
  "resumes",
  "comments",
  "notifications",
  "events",
  "created_at",
] as const;

const selectErasures = (db: Kysely<Database>) =>
  db.selectFrom("privacy_erasures").select(LOG_COLUMNS);

export async function listErasures(db: Kysely<Database>, limit: number) {
  return selectErasures(db)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function findErasure(db: Kysely<Database>, id: number) {
  return selectErasures(db).where("id", "=", id).executeTakeFirst();
}

/** Earlier erasures of the address with this hash, newest first. */
export async function findErasuresOfSubject(db: Kysely<Database>, subjectHash: string) {
  return selectErasures(db)
    .where("subject_hash", "=", subjectHash)
    .orderBy("created_at", "desc")
    .execute();
}

export type ErasureLogRow = Awaited<ReturnType<typeof listErasures>>[number];
