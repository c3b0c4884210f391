import { TZDate } from "@date-fns/tz";
import { addDays, format, startOfDay } from "date-fns";
import { firmDay } from "./firm-time";

/**
 * Wall-clock times in the firm's zone turned into instants, and the working hours between two
 * instants. The zone rules come from @date-fns/tz, so a zone with summer time is handled as well
 * as IST.
 */

/**
 * The wall-clock time of an instant in the firm's zone, as a Date whose UTC fields hold it (what
 * a spreadsheet's zone-less date cell shows).
 */
export function firmWallClock(instant: number, timeZone: string): Date {
  const wall = new TZDate(instant, timeZone);
  return new Date(
    Date.UTC(
      wall.getFullYear(),
      wall.getMonth(),
      wall.getDate(),
      wall.getHours(),
      wall.getMinutes(),
      wall.getSeconds(),
    ),
  );
}

/** The instant a firm-zone date (YYYY-MM-DD) and time (HH:MM) name. */
export function firmWallTimeToUtc(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = new TZDate(year ?? 0, (month ?? 1) - 1, date ?? 1, hour ?? 0, minute ?? 0, timeZone);
  return new Date(wall.getTime());
}

/** The firm-zone date and time (HH:MM) of an instant, as a date and a time input show them. */
export function utcToFirmWallTime(iso: string, timeZone: string): { day: string; time: string } {
  const wall = new TZDate(new Date(iso).getTime(), timeZone);
  return { day: format(wall, "yyyy-MM-dd"), time: format(wall, "HH:mm") };
}

/** The day after a YYYY-MM-DD date. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Where the firm's calendar day of `now` begins and ends (the next day's start). */
export function firmDayBounds(now: Date, timeZone: string): { start: Date; end: Date } {
  const start = startOfDay(new TZDate(now.getTime(), timeZone));
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

/**
 * Working hours: Monday to Saturday, 09:00 to 18:00 on the firm's clock. Public holidays are not
 * known and count as working days.
 */
const WORKING_HOURS = { opens: "09:00", closes: "18:00", closedWeekday: 0 } as const;
// A lead waiting longer than this is long past any threshold; counting stops here.
const MAX_DAYS_COUNTED = 400;

/** Working milliseconds between two instants on the firm's clock. */
export function workingMsBetween(from: Date, to: Date, timeZone: string): number {
  if (to <= from) return 0;
  let total = 0;
  let day = firmDay(from, timeZone);
  const lastDay = firmDay(to, timeZone);
  for (let counted = 0; counted < MAX_DAYS_COUNTED; counted++) {
    const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
    if (weekday !== WORKING_HOURS.closedWeekday) {
      const opens = firmWallTimeToUtc(day, WORKING_HOURS.opens, timeZone).getTime();
      const closes = firmWallTimeToUtc(day, WORKING_HOURS.closes, timeZone).getTime();
      const start = Math.max(opens, from.getTime());
      const end = Math.min(closes, to.getTime());
      if (end > start) total += end - start;
    }
    if (day === lastDay) break;
    day = nextDay(day);
  }
  return total;
}
