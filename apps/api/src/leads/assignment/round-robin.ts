import type { Kysely, Transaction } from "kysely";
import type { DialectName } from "../../infrastructure/database/database-url";
import type { Database, LeadKind } from "../../infrastructure/database/schema";
import { recordLeadEvent } from "../inbox/lead-events";

type Db = Kysely<Database>;

const BATCH_SIZE = 50;

/**
 * Gives unassigned new leads an owner, oldest first, taking turns among the active staff who
 * take the lead's kind. Runs after the lead is saved, never in the save itself.
 *
 * Safe with several servers: each lead is claimed in a transaction that first locks its kind's
 * turn row (SELECT ... FOR UPDATE on PostgreSQL; SQLite transactions take the write lock when they
 * begin), and the claim is a conditional UPDATE ... WHERE owner_id IS NULL. A server that loses a
 * lead to another changes nothing, so the turn moves on exactly once per assigned lead.
 * Answers how many leads were assigned.
 */
export async function assignNewLeads(db: Db, dialect: DialectName, now: Date): Promise<number> {
  const kinds = await db
    .selectFrom("lead_assignment_rules as rule")
    .innerJoin("staff_users as staff", "staff.id", "rule.staff_user_id")
    .select("rule.kind")
    .distinct()
    .where("staff.disabled_at", "is", null)
    .execute();
  if (kinds.length === 0) return 0;

  let assigned = 0;
  for (;;) {
    const leads = await db
      .selectFrom("leads")
      .select(["id", "kind"])
      .where("owner_id", "is", null)
      .where("status", "=", "new")
      .where(
        "kind",
        "in",
        kinds.map((row) => row.kind),
      )
      .orderBy("created_at")
      .orderBy("id")
      .limit(BATCH_SIZE)
      .execute();
    let claimedInBatch = 0;
    for (const lead of leads) {
      const claimed = await db
        .transaction()
        .execute((trx) => assignOne(trx, dialect, lead.id, lead.kind, now));
      if (claimed) claimedInBatch++;
    }
    assigned += claimedInBatch;
    // A batch another server took entirely, or the last one: nothing more to do this round.
    if (leads.length < BATCH_SIZE || claimedInBatch === 0) return assigned;
  }
}

async function assignOne(
  trx: Transaction<Database>,
  dialect: DialectName,
  leadId: number,
  kind: LeadKind,
  now: Date,
): Promise<boolean> {
  // The turn row exists before it is locked, so the first lead of a kind is serialised too.
  await trx
    .insertInto("lead_assignment_turns")
    .values({ kind, last_staff_user_id: null })
    .onConflict((conflict) => conflict.column("kind").doNothing())
    .execute();
  let turnQuery = trx
    .selectFrom("lead_assignment_turns")
    .select("last_staff_user_id")
    .where("kind", "=", kind);
  if (dialect === "postgres") turnQuery = turnQuery.forUpdate();
  const turn = await turnQuery.executeTakeFirst();

  const takers = await trx
    .selectFrom("lead_assignment_rules as rule")
    .innerJoin("staff_users as staff", "staff.id", "rule.staff_user_id")
    .select("staff.id")
    .where("rule.kind", "=", kind)
    .where("staff.disabled_at", "is", null)
    .orderBy("staff.id")
    .execute();
  const last = turn?.last_staff_user_id ?? null;
  const next = takers.find((taker) => last !== null && taker.id > last) ?? takers[0];
  if (next === undefined) return false;

  const claimed = await trx
    .updateTable("leads")
    .set((eb) => ({ owner_id: next.id, version: eb("version", "+", 1) }))
    .where("id", "=", leadId)
    .where("owner_id", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (claimed === undefined) return false;
  await trx
    .updateTable("lead_assignment_turns")
    .set({ last_staff_user_id: next.id })
    .where("kind", "=", kind)
    .execute();
  await recordLeadEvent(trx, {
    leadId,
    staffUserId: null,
    action: "assign",
    ownerId: next.id,
    at: now.toISOString(),
  });
  return true;
}
