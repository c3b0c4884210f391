// The console's availability form read into settings: every field checked on the server, each
// input's length bounded before any pattern sees it, and one plain message per field.

import type { WeeklyHours } from "../slots/free-slots";
import type { AvailabilitySettings } from "./availability-repository";

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const BUFFER_CHOICES = [0, 15, 30, 45, 60] as const;
export const MAX_DAYS_OFF = 60;
export const MAX_NOTICE_HOURS = 168;
export const MAX_DAILY_MAX = 20;

export const availabilityFormMessages = {
  badTime: "Enter times as HH:MM, such as 09:30.",
  halfDay: "Enter both the start and the end of the day, or leave both empty.",
  endBeforeStart: "The end of the day must come after its start.",
  badDaysOff: "Enter days off as dates such as 2026-12-25, separated by commas.",
  notARealDate: (day: string) => `${day} is not a real date.`,
  tooManyDaysOff: `List at most ${MAX_DAYS_OFF} days off.`,
  badNotice: `Enter the notice as whole hours from 0 to ${MAX_NOTICE_HOURS}.`,
  badBuffer: "Choose a buffer of 0, 15, 30, 45 or 60 minutes.",
  badDailyMax: `Enter a daily maximum from 1 to ${MAX_DAILY_MAX} meetings.`,
  badTakesBookings: "Tick the box to take bookings, or leave it empty.",
} as const;

export type AvailabilityFormResult =
  | { ok: true; settings: AvailabilitySettings }
  | { ok: false; errors: Record<string, string> };

/** The form's field names, so the console renders the same ones this reads. */
export const availabilityFields = {
  dayFrom: (day: Weekday) => `day-${day}-from`,
  dayTo: (day: Weekday) => `day-${day}-to`,
  daysOff: "days-off",
  minNoticeHours: "min-notice-hours",
  bufferBefore: "buffer-before",
  bufferAfter: "buffer-after",
  dailyMax: "daily-max",
  takesBookings: "takes-bookings",
} as const;

const fieldNames = availabilityFields;
const messages = availabilityFormMessages;

// Room for 60 dates with generous separators; anything longer is refused unread.
const MAX_DAYS_OFF_LENGTH = 2_000;
const MAX_SHORT_FIELD_LENGTH = 10;

/** Reads the availability form; on any error answers a message per field and no settings. */
export function parseAvailabilityForm(
  fields: Record<string, string | undefined>,
): AvailabilityFormResult {
  const errors: Record<string, string> = {};
  const read = (name: string) => readField(fields, name);

  const weeklyHours: WeeklyHours = {};
  for (const day of WEEKDAYS) {
    const fromName = fieldNames.dayFrom(day);
    const toName = fieldNames.dayTo(day);
    const fromText = read(fromName);
    const toText = read(toName);
    if (fromText === "" && toText === "") continue;
    const from = fromText === "" ? undefined : parseTime(fromText, false);
    const to = toText === "" ? undefined : parseTime(toText, true);
    if (from === null) errors[fromName] = messages.badTime;
    if (to === null) errors[toName] = messages.badTime;
    if (from === null || to === null) continue;
    if (from === undefined) errors[fromName] = messages.halfDay;
    else if (to === undefined) errors[toName] = messages.halfDay;
    else if (to <= from) errors[toName] = messages.endBeforeStart;
    else weeklyHours[day] = [[from, to]];
  }

  const daysOff = parseDaysOff(read(fieldNames.daysOff));
  if (typeof daysOff === "string") errors[fieldNames.daysOff] = daysOff;

  const noticeHours = parseWholeNumber(read(fieldNames.minNoticeHours), 0, MAX_NOTICE_HOURS);
  if (noticeHours === null) errors[fieldNames.minNoticeHours] = messages.badNotice;

  const bufferBefore = parseBuffer(read(fieldNames.bufferBefore));
  if (bufferBefore === null) errors[fieldNames.bufferBefore] = messages.badBuffer;
  const bufferAfter = parseBuffer(read(fieldNames.bufferAfter));
  if (bufferAfter === null) errors[fieldNames.bufferAfter] = messages.badBuffer;

  const dailyMax = parseWholeNumber(read(fieldNames.dailyMax), 1, MAX_DAILY_MAX);
  if (dailyMax === null) errors[fieldNames.dailyMax] = messages.badDailyMax;

  const takesBookingsText = read(fieldNames.takesBookings);
  if (takesBookingsText !== "" && takesBookingsText !== "on") {
    errors[fieldNames.takesBookings] = messages.badTakesBookings;
  }

  if (
    Object.keys(errors).length > 0 ||
    typeof daysOff === "string" ||
    noticeHours === null ||
    bufferBefore === null ||
    bufferAfter === null ||
    dailyMax === null
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    settings: {
      weeklyHours,
      daysOff,
      minNoticeMinutes: noticeHours * 60,
      bufferBeforeMinutes: bufferBefore,
      bufferAfterMinutes: bufferAfter,
      dailyMax,
      takesBookings: takesBookingsText === "on",
    },
  };
}

/**
 * The form's values for saved settings, as `parseAvailabilityForm` reads them back. A day with
 * several ranges (not made by this form) shows its first.
 */
export function availabilityFormValues(settings: AvailabilitySettings): Record<string, string> {
  const values: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    const [range] = settings.weeklyHours[day] ?? [];
    values[fieldNames.dayFrom(day)] = range === undefined ? "" : formatTime(range[0]);
    values[fieldNames.dayTo(day)] = range === undefined ? "" : formatTime(range[1]);
  }
  values[fieldNames.daysOff] = settings.daysOff.join(", ");
  values[fieldNames.minNoticeHours] = String(Math.ceil(settings.minNoticeMinutes / 60));
  values[fieldNames.bufferBefore] = String(settings.bufferBeforeMinutes);
  values[fieldNames.bufferAfter] = String(settings.bufferAfterMinutes);
  values[fieldNames.dailyMax] = String(settings.dailyMax);
  values[fieldNames.takesBookings] = settings.takesBookings ? "on" : "";
  return values;
}

/** Minutes after midnight as HH:MM; the end of the day (1440) as 24:00. */
export function formatTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * A field's value trimmed, "" when missing. A value that is no single string (a repeated field)
 * or is too long to be any valid answer reads as one no pattern accepts.
 */
function readField(fields: Record<string, string | undefined>, name: string): string {
  const value: unknown = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (value === undefined) return "";
  const limit = name === fieldNames.daysOff ? MAX_DAYS_OFF_LENGTH : MAX_SHORT_FIELD_LENGTH;
  if (typeof value !== "string" || value.length > limit) return "\u0000";
  return value.trim();
}

/** HH:MM (or H:MM) to minutes after midnight; 24:00 only as an end. Null when unreadable. */
function parseTime(text: string, isEnd: boolean): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return null;
  if (hours === 24 && minutes === 0 && isEnd) return 1440;
  return hours > 23 ? null : hours * 60 + minutes;
}

/** Sorted distinct real dates, or the message saying what is wrong. */
function parseDaysOff(text: string): string[] | string {
  if (text === "\u0000") return messages.tooManyDaysOff;
  const words = text.split(/[\s,]+/).filter((word) => word !== "");
  if (words.length > MAX_DAYS_OFF) return messages.tooManyDaysOff;
  const days = new Set<string>();
  for (const word of words) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(word)) return messages.badDaysOff;
    if (!isRealDate(word)) return messages.notARealDate(word);
    days.add(word);
  }
  return [...days].sort();
}

function isRealDate(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

function parseWholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,3}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function parseBuffer(text: string): number | null {
  const value = parseWholeNumber(text, 0, 60);
  return value !== null && (BUFFER_CHOICES as readonly number[]).includes(value) ? value : null;
}
