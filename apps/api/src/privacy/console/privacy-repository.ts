import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import { isAnyBlocklisted } from "../../leads/blocklist/blocklist-repository";
import type { StaffSession } from "../../staff/auth/session-store";
import { deleteLeads, type ErasureCounts } from "../delete-leads";
import { findErasuresOfSubject, writeErasureLog } from "../erasure-log";
import { hashSubject } from "../subject-hash";

type Db = Kysely<Database>;

/** `%`, `_` and the escape character itself match literally. */
const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// Comments carry no author, so the only link to a person is their address written in the text.
// lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's is not.
const mentions = (email: string) => (eb: ExpressionBuilder<Database, "blog_comments">) =>
  sql<boolean>`lower(${eb.ref("blog_comments.body")}) like ${containsPattern(email)} escape '\\'`;

/**
 * Everything the database holds about one lower-cased address: its leads of every kind, the
 * resumes of its job applications, blog comments that mention it, whether it is blocklisted, and
 * earlier erasures of it.
 */
export async function findHeldData(db: Db, email: string) {
  const [leads, resumes, comments, blocklisted, erasures] = await Promise.all([
    db
      .selectFrom("leads")
      .select([
        "id",
        "kind",
        "created_at",
        "name",
        "company",
        "phone",
        "offer",
        "marketing_opt_in",
        "marketing_opt_in_at",
      ])
      .where("email", "=", email)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("resumes")
      .innerJoin("leads", "leads.id", "resumes.lead_id")
      .select(["resumes.lead_id", "resumes.file_name", "resumes.size"])
      .where("leads.email", "=", email)
      .execute(),
    db
      .selectFrom("blog_comments")
      .innerJoin("blogs", "blogs.id", "blog_comments.blog_id")
      .select(["blog_comments.id", "blog_comments.body", "blog_comments.created_at", "blogs.title"])
      .where(mentions(email))
      .orderBy("blog_comments.created_at", "desc")
      .execute(),
    isAnyBlocklisted(db, [email]),
    hashSubject(db, email).then((hash) => findErasuresOfSubject(db, hash)),
  ]);
  return {
    leads: leads.filter((lead) => lead.kind !== "candidate"),
    candidates: leads.filter((lead) => lead.kind === "candidate"),
    resumes,
    comments,
    blocklisted,
    erasures,
  };
}

export type HeldData = Awaited<ReturnType<typeof findHeldData>>;

export const holdsAnything = (held: HeldData) =>
  held.leads.length + held.candidates.length + held.comments.length > 0;

/**
 * Erases everything held about a lower-cased address in one transaction — leads, job
 * applications and resumes, their notifications and history, comments that mention it — and logs
 * the erasure (who, when, how many of each; a keyed hash in place of the address). Rows that
 * arrive after the search are erased too. Answers the log row's id and the counts.
 */
export async function eraseSubject(
  db: Db,
  request: { email: string; staff: StaffSession; now: Date },
): Promise<{ id: number; counts: ErasureCounts }> {
  const { email, staff, now } = request;
  const subjectHash = await hashSubject(db, email);
  return db.transaction().execute(async (trx) => {
    const leads = await trx
      .selectFrom("leads")
      .select(["id", "kind"])
      .where("email", "=", email)
      .execute();
    const leadCounts = await deleteLeads(trx, leads);
    const { numDeletedRows } = await trx
      .deleteFrom("blog_comments")
      .where(mentions(email))
      .executeTakeFirst();
    const counts = { ...leadCounts, comments: Number(numDeletedRows) };
    const id = await writeErasureLog(trx, {
      reason: "request",
      staff,
      subjectHash,
      counts,
      at: now,
    });
    return { id, counts };
  });
}
