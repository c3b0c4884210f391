import { waitingHours } from "../leads/follow-up/untouched-leads";
import type { UntouchedLead } from "./task-repository";

/**
 * Splits untouched new leads (oldest first) into those that have waited `hours` working hours or
 * more for a first contact and those that arrived since. Each request is a lead of its own, so its
 * arrival is the person's last message; the wait is counted as the escalation counts it. The older
 * a lead, the longer its wait, so the waiting ones come first and counting stops at the first.
 */
export function splitByWait(
  leads: UntouchedLead[],
  options: { hours: number; now: Date; timeZone: string },
): { waiting: UntouchedLead[]; recent: UntouchedLead[] } {
  let firstRecent = leads.length;
  for (let index = leads.length - 1; index >= 0; index--) {
    const lead = leads[index];
    if (lead === undefined) break;
    const waited = waitingHours(
      { created_at: lead.createdAt, first_touched_at: null },
      options.now,
      options.timeZone,
    );
    if (waited !== undefined && waited >= options.hours) break;
    firstRecent = index;
  }
  return { waiting: leads.slice(0, firstRecent), recent: leads.slice(firstRecent) };
}
