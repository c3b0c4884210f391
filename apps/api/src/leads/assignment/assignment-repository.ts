import { type Kysely, PostgresAdapter, type Transaction } from "kysely";
import type { Database, LeadKind } from "../../infrastructure/database/schema";
import { recordLeadEvent } from "../inbox/lead-events";
import { isLeadKind } from "../inbox/lead-labels";
import { lockTurnClock, nextInTurn, takeTurn } from "./round-robin";

type Db = Kysely<Database>;

export interface ActiveStaff {
  id: number;
  email: string;
  display_name: string | null;
}

/** Accounts that may own leads: every one not disabled, in the order they were created. */
export function listActiveStaff(db: Db): Promise<ActiveStaff[]> {
  return db
    .selectFrom("staff_users")
    .select(["id", "email", "display_name"])
    .where("disabled_at", "is", null)
    .orderBy("id")
    .execute();
}

export interface AssignmentRule {
  kind: LeadKind;
  staffUserId: number;
}

export async function listAssignmentRules(db: Db): Promise<AssignmentRule[]> {
  const rows = await db
    .selectFrom("lead_assignment_rules")
    .select(["kind", "staff_user_id"])
    .execute();
  return rows.map((row) => ({ kind: row.kind, staffUserId: row.staff_user_id }));
}

/**
 * Makes `rules` the whole list of who takes which kind. Rules of disabled accounts are kept as
 * they were: the page does not show them, and they take no leads while disabled anyway.
 */
export async function replaceAssignmentRules(db: Db, rules: AssignmentRule[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const active = (
      await trx.selectFrom("staff_users").select("id").where("disabled_at", "is", null).execute()
    ).map((row) => row.id);
    if (active.length > 0) {
      await trx.deleteFrom("lead_assignment_rules").where("staff_user_id", "in", active).execute();
    }
    const kept = rules.filter((rule) => active.includes(rule.staffUserId));
    if (kept.length > 0) {
      await trx
        .insertInto("lead_assignment_rules")
        .values(kept.map((rule) => ({ kind: rule.kind, staff_user_id: rule.staffUserId })))
        .execute();
    }
  });
}

/** The grid's checkbox name for one kind and staff member. */
export const ruleFieldName = (kind: LeadKind, staffUserId: number) => `take_${kind}_${staffUserId}`;

const RULE_FIELD = /^take_([a-z_]{1,20})_(\d{1,9})$/;

/** The ticked boxes of the settings form; unknown kinds and malformed names are ignored. */
export function rulesFromForm(body: unknown): AssignmentRule[] {
  if (typeof body !== "object" || body === null) return [];
  const rules: AssignmentRule[] = [];
  for (const [name, value] of Object.entries(body)) {
    if (value !== "on" || name.length > 40) continue;
    const match = RULE_FIELD.exec(name);
    const kind = match?.[1];
    if (kind === undefined || match?.[2] === undefined || !isLeadKind(kind)) continue;
    rules.push({ kind, staffUserId: Number(match[2]) });
  }
  return rules;
}

export type ReassignResult = "reassigned" | "unchanged" | "not_found";

/** Gives a lead to another active staff member, in one step, recording who did it. */
export async function reassignLead(
  db: Db,
  change: { leadId: number; ownerId: number; staffUserId: number; now: Date },
): Promise<ReassignResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["id", "owner_id"])
      .where("id", "=", change.leadId)
      .executeTakeFirst();
    if (lead === undefined) return "not_found";
    if (lead.owner_id === change.ownerId) return "unchanged";
    await trx
      .updateTable("leads")
      .set((eb) => ({ owner_id: change.ownerId, version: eb("version", "+", 1) }))
      .where("id", "=", change.leadId)
      .execute();
    await recordLeadEvent(trx, {
      leadId: change.leadId,
      staffUserId: change.staffUserId,
      action: "assign",
      ownerId: change.ownerId,
      at: change.now.toISOString(),
    });
    return "reassigned";
  });
}

/** An active account by id, for checking the owner a form names. */
export function findActiveStaff(db: Db, id: number): Promise<ActiveStaff | undefined> {
  return db
    .selectFrom("staff_users")
    .select(["id", "email", "display_name"])
    .where("id", "=", id)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
}

/** Where a disabled account's open leads go: the round robin's choice, or one named colleague. */
export type HandOff = { to: "round_robin" } | { to: "colleague"; id: number };

/** The statuses a lead is still being worked in. */
const CLOSED_STATUSES = ["won", "lost"] as const;

/** How many open leads (not won or lost) each account owns. */
export async function countOpenLeads(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("leads")
    .select((eb) => ["owner_id", eb.fn.countAll<string | number>().as("count")])
    .where("owner_id", "is not", null)
    .where("status", "not in", CLOSED_STATUSES)
    .groupBy("owner_id")
    .execute();
  return new Map(rows.map((row) => [row.owner_id ?? 0, Number(row.count)]));
}

/**
 * Moves the open leads of `fromId` (whose account is being disabled in this transaction) to a
 * colleague, or each to whoever's turn it is among the active staff taking its kind; a lead of a
 * kind nobody takes is left without an owner, for the Unassigned view. Every move is on the lead's
 * timeline and raises its version. Answers how many leads moved.
 */
export async function handOffOpenLeads(
  trx: Transaction<Database>,
  move: { fromId: number; handOff: HandOff; actorId: number; now: Date },
): Promise<number> {
  const leads = await trx
    .selectFrom("leads")
    .select(["id", "kind"])
    .where("owner_id", "=", move.fromId)
    .where("status", "not in", CLOSED_STATUSES)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (leads.length === 0) return 0;
  const dialect = trx.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
  let clock = move.handOff.to === "round_robin" ? await lockTurnClock(trx, dialect) : 0;
  for (const lead of leads) {
    let ownerId: number | null;
    if (move.handOff.to === "colleague") ownerId = move.handOff.id;
    else {
      ownerId = (await nextInTurn(trx, lead.kind, [move.fromId])) ?? null;
      if (ownerId !== null) await takeTurn(trx, clock++, ownerId);
    }
    await trx
      .updateTable("leads")
      .set((eb) => ({ owner_id: ownerId, version: eb("version", "+", 1) }))
      .where("id", "=", lead.id)
      .execute();
    await recordLeadEvent(trx, {
      leadId: lead.id,
      staffUserId: move.actorId,
      action: "assign",
      ownerId,
      reason: "owner_disabled",
      at: move.now.toISOString(),
    });
  }
  return leads.length;
}
