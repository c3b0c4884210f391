import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Database } from "../../db/schema";
import type { StaffSession } from "../auth/session-store";
import { firmDay } from "../views/firm-time";
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

// The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich).
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return asUtc - (at - (at % 1000));
}

// The UTC instant at which a firm calendar day (YYYY-MM-DD) begins. Two passes settle the offset
// on days when the zone changes its clocks.
function startOfFirmDay(day: string, timeZone: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  let start = midnightUtc - zoneOffset(midnightUtc, timeZone);
  start = midnightUtc - zoneOffset(start, timeZone);
  return start;
}

/** The firm's calendar day around `now`, as ISO UTC bounds: [start, end). */
export function firmDayBounds(now: Date, timeZone: string): { start: string; end: string } {
  const today = firmDay(now, timeZone);
  const start = startOfFirmDay(today, timeZone);
  // Noon of the next day, read back as a calendar day, steps over a 23- or 25-hour day.
  const tomorrow = firmDay(new Date(start + 36 * 60 * 60 * 1000), timeZone);
  return {
    start: new Date(start).toISOString(),
    end: new Date(startOfFirmDay(tomorrow, timeZone)).toISOString(),
  };
}

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
      return eb("owner_id", "is", null);
    case "overdue":
      return eb("next_action_at", "<", viewer.now.toISOString());
    case "today": {
      const { start, end } = firmDayBounds(viewer.now, viewer.timeZone);
      return eb.and([eb("next_action_at", ">=", start), eb("next_action_at", "<", end)]);
    }
    case "waiting":
      return eb("first_touched_at", "is", null);
  }
}
