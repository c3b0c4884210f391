import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { firmDayBounds } from "../../console/views/firm-clock";
import type { Database } from "../../infrastructure/database/schema";
import type { StaffSession } from "../../staff/auth/session-store";
import type { LeadView } from "./lead-filters";

/** Who is looking and when: "My leads", "Overdue" and "Due today" depend on it. */
export interface LeadViewer {
  staffUserId: number;
  now: Date;
  /** The firm's IANA time zone, whose calendar day "Due today" means. */
  timeZone: string;
}

export const leadViewer = (staff: StaffSession, now: Date, timeZone: string): LeadViewer => ({
  staffUserId: staff.userId,
  now,
  timeZone,
});

/** The condition a saved view puts on the leads. Times are ISO UTC text, so text order is time order. */
export function viewCondition(
  eb: ExpressionBuilder<Database, "leads">,
  view: LeadView,
  viewer: LeadViewer,
): Expression<SqlBool> {
  switch (view) {
    case "mine":
      return eb("owner_id", "=", viewer.staffUserId);
    case "unassigned":
      // A lead whose owner's account was disabled has nobody working it either.
      return eb.or([
        eb("owner_id", "is", null),
        eb(
          "owner_id",
          "in",
          eb.selectFrom("staff_users").select("id").where("disabled_at", "is not", null),
        ),
      ]);
    case "overdue":
      return eb("next_action_at", "<", viewer.now.toISOString());
    case "today": {
      const { start, end } = firmDayBounds(viewer.now, viewer.timeZone);
      return eb.and([
        eb("next_action_at", ">=", start.toISOString()),
        eb("next_action_at", "<", end.toISOString()),
      ]);
    }
    case "waiting":
      return eb("first_touched_at", "is", null);
  }
}
