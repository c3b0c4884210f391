import { firmDay } from "./firm-time";

/**
 * Wall-clock times in the firm's zone turned into instants, and the working hours between two
 * instants. Offsets come from Intl, so a zone with summer time is handled as well as IST.
 */

/**
 * The wall-clock time of an instant in the firm's zone, as a Date whose UTC fields hold it (what
 * a spreadsheet's zone-less date cell shows).
 */
export function firmWallClock(instant: number, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return new Date(
    Date.UTC(
      value("year"),
      value("month") - 1,
      value("day"),
      value("hour"),
      value("minute"),
      value("second"),
    ),
  );
}

// How far the zone's wall clock is ahead of UTC at an instant.
function zoneOffsetMs(instant: number, timeZone: string): number {
  return firmWallClock(instant, timeZone).getTime() - Math.floor(instant / 1000) * 1000;
}

/** The instant a firm-zone date (YYYY-MM-DD) and time (HH:MM) name. */
export function firmWallTimeToUtc(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, hour ?? 0, minute ?? 0);
  // A second pass settles the offset when the first guess fell across a summer-time change.
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(guess, timeZone));
}

/** The firm-zone date and time (HH:MM) of an instant, as a date and a time input show them. */
export function utcToFirmWallTime(iso: string, timeZone: string): { day: string; time: string } {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
  return { day: firmDay(date, timeZone), time };
}

/** The day after a YYYY-MM-DD date. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Where the firm's calendar day of `now` begins and ends (the next day's start). */
export function firmDayBounds(now: Date, timeZone: string): { start: Date; end: Date } {
  const today = firmDay(now, timeZone);
  return {
    start: firmWallTimeToUtc(today, "00:00", timeZone),
    end: firmWallTimeToUtc(nextDay(today), "00:00", timeZone),
  };
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
