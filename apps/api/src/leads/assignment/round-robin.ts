import {
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  sql,
  type Transaction,
} from "kysely";
import type { DialectName } from "../../infrastructure/database/database-url";
import type { Database, LeadKind } from "../../infrastructure/database/schema";
import { recordLeadEvent } from "../inbox/lead-events";

type Db = Kysely<Database>;

const BATCH_SIZE = 50;

/**
 * Gives unassigned new leads an owner, oldest first. A person who already has an owner on another
 * request (same address, any case, any kind) goes to that owner while their account is active;
 * everyone else goes in turn to the active staff who take the lead's kind. The turn is one history
 * across every kind: of those who take the kind, the one who has gone longest without a
 * round-robin lead gets it. Runs after the lead is saved, never in the save itself.
 *
 * Safe with several servers: each lead is claimed in a transaction that first locks the one
 * round-robin clock row (SELECT ... FOR UPDATE on PostgreSQL; SQLite transactions take the write
 * lock when they begin), and the claim is a conditional UPDATE ... WHERE owner_id IS NULL. A server
 * that loses a lead to another changes nothing, so the turn moves on exactly once per assigned lead.
 * Answers how many leads were assigned.
 */
export async function assignNewLeads(db: Db, dialect: DialectName, now: Date): Promise<number> {
  const kinds = (
    await db
      .selectFrom("lead_assignment_rules as rule")
      .innerJoin("staff_users as staff", "staff.id", "rule.staff_user_id")
      .select("rule.kind")
      .distinct()
      .where("staff.disabled_at", "is", null)
      .execute()
  ).map((row) => row.kind);

  let assigned = 0;
  for (;;) {
    const leads = await db
      .selectFrom("leads")
      .select(["id", "kind", "email"])
      .where("owner_id", "is", null)
      .where("status", "=", "new")
      .where((eb) =>
        eb.or([
          ...(kinds.length === 0 ? [] : [eb("kind", "in", kinds)]),
          eb.exists(personOwner(eb, sql.ref("leads.email"))),
        ]),
      )
      .orderBy("created_at")
      .orderBy("id")
      .limit(BATCH_SIZE)
      .execute();
    let claimedInBatch = 0;
    for (const lead of leads) {
      const claimed = await db.transaction().execute((trx) => assignOne(trx, dialect, lead, now));
      if (claimed) claimedInBatch++;
    }
    assigned += claimedInBatch;
    // A batch another server took entirely, or the last one: nothing more to do this round.
    if (leads.length < BATCH_SIZE || claimedInBatch === 0) return assigned;
  }
}

/** Other leads of the same address whose owner is active, the latest first. */
function personOwner(
  eb: ExpressionBuilder<Database, "leads">,
  email: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
) {
  return eb
    .selectFrom("leads as other")
    .innerJoin("staff_users as other_owner", "other_owner.id", "other.owner_id")
    .select("other.owner_id")
    .where("other_owner.disabled_at", "is", null)
    .where(sql<boolean>`lower(${sql.ref("other.email")}) = lower(${email})`)
    .orderBy("other.created_at", "desc")
    .orderBy("other.id", "desc")
    .limit(1);
}

/** Locks the round-robin clock; every choice of a turn happens under this lock. */
export async function lockTurnClock(
  trx: Transaction<Database>,
  dialect: DialectName,
): Promise<number> {
  // The row exists before it is locked, so the very first turn is serialised too.
  await trx
    .insertInto("lead_round_robin_clock")
    .values({ id: 1, turn: 0 })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
  let clock = trx.selectFrom("lead_round_robin_clock").select("turn").where("id", "=", 1);
  if (dialect === "postgres") clock = clock.forUpdate();
  return (await clock.executeTakeFirstOrThrow()).turn;
}

/**
 * Whose turn it is among the active staff who take `kind`: the one whose last round-robin lead
 * is the oldest (never is oldest of all), the earliest account on a tie. Call with the clock locked.
 */
export async function nextInTurn(
  trx: Transaction<Database>,
  kind: LeadKind,
  except: readonly number[] = [],
): Promise<number | undefined> {
  let takers = trx
    .selectFrom("lead_assignment_rules as rule")
    .innerJoin("staff_users as staff", "staff.id", "rule.staff_user_id")
    .leftJoin("lead_round_robin_turns as turn", "turn.staff_user_id", "staff.id")
    .select(["staff.id", "turn.turn"])
    .where("rule.kind", "=", kind)
    .where("staff.disabled_at", "is", null);
  if (except.length > 0) takers = takers.where("staff.id", "not in", except);
  const rows = await takers.execute();
  rows.sort((a, b) => (a.turn ?? -1) - (b.turn ?? -1) || a.id - b.id);
  return rows[0]?.id;
}

/** Records that `staffUserId` just had a turn: they go to the back of the queue for every kind. */
export async function takeTurn(
  trx: Transaction<Database>,
  clock: number,
  staffUserId: number,
): Promise<void> {
  const turn = clock + 1;
  await trx.updateTable("lead_round_robin_clock").set({ turn }).where("id", "=", 1).execute();
  await trx
    .insertInto("lead_round_robin_turns")
    .values({ staff_user_id: staffUserId, turn })
    .onConflict((conflict) => conflict.column("staff_user_id").doUpdateSet({ turn }))
    .execute();
}

async function assignOne(
  trx: Transaction<Database>,
  dialect: DialectName,
  lead: { id: number; kind: LeadKind; email: string },
  now: Date,
): Promise<boolean> {
  const clock = await lockTurnClock(trx, dialect);
  const known = await trx
    .selectFrom("leads")
    .select((eb) => personOwner(eb, sql.val(lead.email)).as("owner_id"))
    .where("id", "=", lead.id)
    .executeTakeFirst();
  const personOwnerId = known?.owner_id ?? null;
  const next = personOwnerId ?? (await nextInTurn(trx, lead.kind));
  if (next === undefined) return false;

  const claimed = await trx
    .updateTable("leads")
    .set((eb) => ({ owner_id: next, version: eb("version", "+", 1) }))
    .where("id", "=", lead.id)
    .where("owner_id", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (claimed === undefined) return false;
  // The person's own owner is no turn of the round robin.
  if (personOwnerId === null) await takeTurn(trx, clock, next);
  await recordLeadEvent(trx, {
    leadId: lead.id,
    staffUserId: null,
    action: "assign",
    ownerId: next,
    reason: personOwnerId === null ? null : "same_person",
    at: now.toISOString(),
  });
  return true;
}
