/**
 * Times as the firm's staff read them: in the firm's time zone, day and month in words, 12-hour
 * clock, with the zone's short name ("25 Nov 2026, 7:05 pm IST"). Stored times stay UTC.
 */
export function formatFirmTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat("en-IN", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()} ${zoneName(date, timeZone)}`;
}

// Indian English names India's zone (IST) and British English Europe's (BST, CET); each writes
// the other's as a bare offset.
function zoneName(date: Date, timeZone: string): string {
  for (const locale of ["en-IN", "en-GB"]) {
    const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
      .formatToParts(date)
      .find((entry) => entry.type === "timeZoneName")?.value;
    if (name !== undefined && !name.startsWith("GMT+") && !name.startsWith("GMT-")) return name;
  }
  return (
    new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" })
      .formatToParts(date)
      .find((entry) => entry.type === "timeZoneName")?.value ?? ""
  );
}

// Making a formatter costs far more than using one, and the visit counter asks for every view.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in the firm's time zone. */
export function firmDay(date: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(date);
}
