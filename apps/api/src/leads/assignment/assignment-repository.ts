import type { Kysely } from "kysely";
import type { Database, LeadKind } from "../../infrastructure/database/schema";
import { recordLeadEvent } from "../inbox/lead-events";
import { isLeadKind } from "../inbox/lead-labels";

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
