// Free times as the visitor reads them: grouped by day and written in the zone they chose. The API
// sends UTC instants; the day a time falls on depends on the zone, so it is worked out here.

const LOCALE = "en-GB";

// Building a formatter is slow next to using one; the panel formats hundreds of times per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, kind: keyof typeof FORMATS): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let found = formatters.get(key);
  if (found === undefined) {
    found = new Intl.DateTimeFormat(LOCALE, { ...FORMATS[kind], timeZone });
    formatters.set(key, found);
  }
  return found;
}

const FORMATS = {
  /** 2026-12-01: sorts and compares as text. */
  dayKey: { year: "numeric", month: "2-digit", day: "2-digit" },
  /** Tuesday 1 December */
  day: { weekday: "long", day: "numeric", month: "long" },
  /** Tue */
  weekday: { weekday: "short" },
  /** 1 Dec */
  date: { day: "numeric", month: "short" },
  /** 11:00 */
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  /** India Standard Time */
  zoneName: { timeZoneName: "long" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The day a moment falls on in a zone, as YYYY-MM-DD. */
export function dayKeyOf(instant: string | Date, timeZone: string): string {
  const parts = formatter(timeZone, "dayKey").formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export interface SlotDay {
  /** YYYY-MM-DD in the zone. */
  key: string;
  /** Tuesday 1 December */
  label: string;
  /** Tue */
  weekday: string;
  /** 1 Dec */
  date: string;
  /** The day's free start times, UTC ISO strings in order. */
  slots: string[];
}

/** The free times grouped by the day they fall on in `timeZone`, days and times in order. */
export function groupSlotsByDay(slots: readonly string[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const ordered = [...slots].sort((a, b) => Date.parse(a) - Date.parse(b));
  for (const slot of ordered) {
    const key = dayKeyOf(slot, timeZone);
    let day = days.get(key);
    if (day === undefined) {
      const at = new Date(slot);
      day = {
        key,
        label: formatter(timeZone, "day").format(at),
        weekday: formatter(timeZone, "weekday").format(at),
        date: formatter(timeZone, "date").format(at),
        slots: [],
      };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}

/** 11:00 in the zone. */
export const formatTime = (instant: string, timeZone: string) =>
  formatter(timeZone, "time").format(new Date(instant));

/** Tue 1 Dec, 11:30 in the zone: a time offered on its own, away from its day. */
export const formatShortSlot = (instant: string, timeZone: string) => {
  const at = new Date(instant);
  return `${formatter(timeZone, "weekday").format(at)} ${formatter(timeZone, "date").format(at)}, ${formatTime(instant, timeZone)}`;
};

/** Tuesday 1 December in the zone. */
export const formatDay = (instant: string, timeZone: string) =>
  formatter(timeZone, "day").format(new Date(instant));

/** The zone's name at a moment, e.g. India Standard Time, or British Summer Time in July. */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  const parts = formatter(timeZone, "zoneName").formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** The zone as the panel names it: "India Standard Time (Asia/Kolkata)". */
export const describeZone = (timeZone: string, at: Date = new Date()) =>
  `${zoneName(timeZone, at)} (${timeZone})`;

/**
 * A meeting as one line: "Tuesday 1 December, 11:00–11:30 India Standard Time". The zone is named
 * as it is on that day, so a call after a clock change says summer or winter time rightly.
 */
export function formatMeetingWhen(start: string, end: string, timeZone: string): string {
  const endDay =
    dayKeyOf(end, timeZone) === dayKeyOf(start, timeZone) ? "" : `${formatDay(end, timeZone)}, `;
  return `${formatDay(start, timeZone)}, ${formatTime(start, timeZone)}–${endDay}${formatTime(end, timeZone)} ${zoneName(timeZone, new Date(start))}`;
}

/** The end of a meeting of `minutes` starting at `start`, as an ISO string. */
export const addMinutes = (start: string, minutes: number) =>
  new Date(Date.parse(start) + minutes * 60_000).toISOString();

// Zones renamed since some browsers' tables were made: the visitor sees, and the server gets,
// today's name.
const RENAMED_ZONES: Readonly<Record<string, string>> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Europe/Kiev": "Europe/Kyiv",
  "America/Godthab": "America/Nuuk",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

export const currentZoneName = (timeZone: string) => RENAMED_ZONES[timeZone] ?? timeZone;

/** Whether this browser can write times in the zone. */
export function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own zone, or the firm's when the browser does not say. */
export function browserTimeZone(fallback: string): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownZone(zone) ? currentZoneName(zone) : fallback;
  } catch {
    return fallback;
  }
}

export interface ZoneChoice {
  value: string;
  /** The place, without its region: "Kolkata", "Argentina / Buenos Aires". */
  label: string;
}

export interface ZoneRegion {
  /** Africa, America, Asia…; "Other" for zones such as UTC. */
  region: string;
  zones: ZoneChoice[];
}

const OTHER_REGION = "Other";

/**
 * Every zone the browser knows, by region and place, each once under today's name; `mustInclude`
 * (the zone in use) is listed even when the browser's list lacks it. No zone is formatted here:
 * with several hundred zones that would hold up the click that opens the list.
 */
export function timeZoneChoices(mustInclude: readonly string[]): ZoneRegion[] {
  const listed =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = new Set(
    [...listed, "UTC", ...mustInclude.filter(isKnownZone)].map(currentZoneName),
  );
  const regions = new Map<string, ZoneChoice[]>();
  for (const value of [...zones].sort((a, b) => a.localeCompare(b))) {
    const [region, ...place] = value.split("/");
    const key = place.length > 0 && region ? region : OTHER_REGION;
    const label = (place.length > 0 ? place.join(" / ") : value).replaceAll("_", " ");
    regions.set(key, [...(regions.get(key) ?? []), { value, label }]);
  }
  const lastIfOther = (region: string) => Number(region === OTHER_REGION);
  return [...regions]
    .sort(([a], [b]) => lastIfOther(a) - lastIfOther(b) || a.localeCompare(b))
    .map(([region, choices]) => ({ region, zones: choices }));
}
