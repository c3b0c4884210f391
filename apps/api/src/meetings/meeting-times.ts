// Meeting times in words, for staff (on the firm's clock) and for invitees (in their own zone):
// a 24-hour clock with the zone named, so nobody in another country mistakes the hour.

type Part = Intl.DateTimeFormatPartTypes;

function partsOf(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const list = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    ...options,
  }).formatToParts(new Date(iso));
  return (type: Part) => list.find((entry) => entry.type === type)?.value ?? "";
}

const zoneNameIn = (locale: string, date: Date, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(date)
    .find((entry) => entry.type === "timeZoneName")?.value ?? "";

/**
 * The zone's short name at that instant: Indian English knows IST, British English BST and CET,
 * American English EST and PST; elsewhere the offset ("GMT+4").
 */
export function zoneLabel(date: Date, timeZone: string): string {
  for (const locale of ["en-IN", "en-GB", "en-US"]) {
    const name = zoneNameIn(locale, date, timeZone);
    if (name !== "" && !/^GMT[+-]/.test(name)) return name;
  }
  return zoneNameIn("en-GB", date, timeZone);
}

/** "11:00". */
function hourMinute(iso: string, timeZone: string): string {
  const part = partsOf(iso, timeZone, { hour: "2-digit", minute: "2-digit" });
  return `${part("hour")}:${part("minute")}`;
}

/** "11:00 IST", for reminders' subjects. */
export function clockTime(iso: string, timeZone: string): string {
  return `${hourMinute(iso, timeZone)} ${zoneLabel(new Date(iso), timeZone)}`;
}

/** "Tue 1 Dec". */
export function meetingDay(iso: string, timeZone: string): string {
  const part = partsOf(iso, timeZone, { weekday: "short", day: "numeric", month: "short" });
  return `${part("weekday")} ${part("day")} ${part("month")}`;
}

/** "Tue 1 Dec, 11:00 IST": a start, as subjects and the console's lists write it. */
export function meetingWhen(iso: string, timeZone: string): string {
  return `${meetingDay(iso, timeZone)}, ${clockTime(iso, timeZone)}`;
}

/** "11:00–11:30 IST". */
export function meetingHours(startIso: string, endIso: string, timeZone: string): string {
  return `${hourMinute(startIso, timeZone)}–${hourMinute(endIso, timeZone)} ${zoneLabel(new Date(startIso), timeZone)}`;
}

/** "Tue 1 Dec, 11:00–11:30 IST". */
export function meetingSpan(startIso: string, endIso: string, timeZone: string): string {
  return `${meetingDay(startIso, timeZone)}, ${meetingHours(startIso, endIso, timeZone)}`;
}

/** "Tuesday 1 December 2026, 11:00–11:30 IST (Asia/Kolkata)", for the bodies of mails. */
export function meetingSpanInFull(startIso: string, endIso: string, timeZone: string): string {
  const day = partsOf(startIso, timeZone, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return (
    `${day("weekday")} ${day("day")} ${day("month")} ${day("year")}, ` +
    `${meetingHours(startIso, endIso, timeZone)} (${timeZone})`
  );
}
