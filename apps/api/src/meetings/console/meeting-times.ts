// Meeting times as staff read them: on the firm's clock, a 24-hour time with the zone named
// ("Tue 1 Dec, 11:00 IST"), as the invitations write them.

import { addDays } from "../../insights/insights-range";
import { shortWhen, zoneLabel } from "../invites/mail-times";

export { zoneLabel };

type Part = Intl.DateTimeFormatPartTypes;

function partsOf(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const list = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    ...options,
  }).formatToParts(date);
  return (type: Part) => list.find((entry) => entry.type === type)?.value ?? "";
}

/** "11:00". */
function hourMinute(iso: string, timeZone: string): string {
  const part = partsOf(new Date(iso), timeZone, { hour: "2-digit", minute: "2-digit" });
  return `${part("hour")}:${part("minute")}`;
}

/** "Tue 1 Dec". */
export function meetingDay(iso: string, timeZone: string): string {
  const part = partsOf(new Date(iso), timeZone, {
    weekday: "short",
    day: "numeric",
    month: "short",
  });
  return `${part("weekday")} ${part("day")} ${part("month")}`;
}

/** "Tue 1 Dec, 11:00 IST", as the invitations' subjects write it. */
export const meetingWhen = shortWhen;

/** "11:00–11:30 IST". */
export function meetingHours(startIso: string, endIso: string, timeZone: string): string {
  return `${hourMinute(startIso, timeZone)}–${hourMinute(endIso, timeZone)} ${zoneLabel(new Date(startIso), timeZone)}`;
}

/** "Tue 1 Dec, 11:00–11:30 IST". */
export function meetingSpan(startIso: string, endIso: string, timeZone: string): string {
  return `${meetingDay(startIso, timeZone)}, ${meetingHours(startIso, endIso, timeZone)}`;
}

/** The Monday (YYYY-MM-DD) of the week a firm day falls in, and the Sunday after it. */
export function weekOfDay(day: string): { monday: string; sunday: string } {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const monday = addDays(day, -((weekday + 6) % 7));
  return { monday, sunday: addDays(monday, 6) };
}
