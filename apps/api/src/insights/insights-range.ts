import { firmDay } from "../console/views/firm-time";

/** Firm days, both included, as YYYY-MM-DD. */
export interface InsightsRange {
  from: string;
  to: string;
}

const DEFAULT_RANGE_DAYS = 28;
const MAX_RANGE_DAYS = 366;

export const rangeErrors = {
  format: "Enter each date as a calendar date (YYYY-MM-DD).",
  order: "The start date must be on or before the end date.",
  span: `Choose a range of at most ${MAX_RANGE_DAYS} days.`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const isCalendarDay = (value: string) =>
  value.length === 10 &&
  DAY.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The last four weeks up to today, as the dashboard opens. */
export function defaultRange(now: Date, timeZone: string): InsightsRange {
  const to = firmDay(now, timeZone);
  return { from: addDays(to, 1 - DEFAULT_RANGE_DAYS), to };
}

/** What the date fields hold, as typed: shown back beside an error. */
export interface TypedRange {
  from: string;
  to: string;
}

/**
 * The range a query asks for; a missing date takes the default's. With a malformed date, a range
 * that runs backwards or one longer than a year, answers the error to show and the default range.
 */
export function parseRange(
  query: unknown,
  fallback: InsightsRange,
): { range: InsightsRange; typed: TypedRange; error?: string } {
  const values = (query ?? {}) as Record<string, unknown>;
  const read = (name: "from" | "to") => {
    const value = values[name];
    // Bounded before any pattern runs; a longer value is no date either.
    return typeof value === "string" && value.trim() !== ""
      ? value.trim().slice(0, 40)
      : fallback[name];
  };
  const typed = { from: read("from"), to: read("to") };
  const refuse = (error: string) => ({ range: fallback, typed, error });
  if (!isCalendarDay(typed.from) || !isCalendarDay(typed.to)) return refuse(rangeErrors.format);
  if (typed.from > typed.to) return refuse(rangeErrors.order);
  if (daysBetween(typed.from, typed.to) + 1 > MAX_RANGE_DAYS) return refuse(rangeErrors.span);
  return { range: typed, typed };
}
