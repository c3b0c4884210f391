import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Database } from "../../db/schema";
import { firmDayBounds } from "./firm-clock";

/**
 * The inbox's views of work to do, as conditions on `leads`:
 * - mine: owned by the signed-in staff member;
 * - unassigned: no owner yet;
 * - overdue: the next action's time has passed;
 * - today: the next action falls on today's firm calendar day (passed or not);
 * - waiting: nobody has acted on it and admins were told (see untouched-leads.ts).
 */
export type WorkView = "mine" | "unassigned" | "overdue" | "today" | "waiting";

export interface WorkViewContext {
  staffUserId: number;
  now: Date;
  timeZone: string;
}

export function workViewCondition(view: WorkView, context: WorkViewContext) {
  return (eb: ExpressionBuilder<Database, "leads">): Expression<SqlBool> => {
    switch (view) {
      case "mine":
        return eb("leads.owner_id", "=", context.staffUserId);
      case "unassigned":
        return eb("leads.owner_id", "is", null);
      case "overdue":
        return eb("leads.next_action_at", "<", context.now.toISOString());
      case "today": {
        const { start, end } = firmDayBounds(context.now, context.timeZone);
        return eb.and([
          eb("leads.next_action_at", ">=", start.toISOString()),
          eb("leads.next_action_at", "<", end.toISOString()),
        ]);
      }
      case "waiting":
        return eb.and([
          eb("leads.escalated_at", "is not", null),
          eb("leads.first_touched_at", "is", null),
        ]);
    }
  };
}

/** Leads of one owner whose next action is overdue, soonest due first. */
export function findOverdueLeads(
  db: import("kysely").Kysely<Database>,
  ownerId: number,
  now: Date,
) {
  return db
    .selectFrom("leads")
    .select(["id", "name", "company", "kind", "next_action_at", "next_action_text"])
    .where("owner_id", "=", ownerId)
    .where("next_action_at", "<", now.toISOString())
    .orderBy("next_action_at")
    .execute();
}
