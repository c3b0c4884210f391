// Times as an invitee reads them: in their own zone, on a 24-hour clock, with the zone named,
// so nobody in another country mistakes the hour.

type Part = Intl.DateTimeFormatPartTypes;

function parts(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const list = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    ...options,
  }).formatToParts(date);
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

/** "11:00 IST". */
export function clockTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const part = parts(date, timeZone, { hour: "2-digit", minute: "2-digit" });
  return `${part("hour")}:${part("minute")} ${zoneLabel(date, timeZone)}`;
}

/** "Tue 1 Dec, 11:00 IST", for subjects. */
export function shortWhen(iso: string, timeZone: string): string {
  const part = parts(new Date(iso), timeZone, { weekday: "short", day: "numeric", month: "short" });
  return `${part("weekday")} ${part("day")} ${part("month")}, ${clockTime(iso, timeZone)}`;
}

/** "Tuesday 1 December 2026, 11:00–11:30 IST (Asia/Kolkata)", for bodies. */
export function fullWhen(startIso: string, endIso: string, timeZone: string): string {
  const start = new Date(startIso);
  const day = parts(start, timeZone, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const from = parts(start, timeZone, { hour: "2-digit", minute: "2-digit" });
  const to = parts(new Date(endIso), timeZone, { hour: "2-digit", minute: "2-digit" });
  return (
    `${day("weekday")} ${day("day")} ${day("month")} ${day("year")}, ` +
    `${from("hour")}:${from("minute")}–${to("hour")}:${to("minute")} ` +
    `${zoneLabel(start, timeZone)} (${timeZone})`
  );
}
