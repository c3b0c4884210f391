// Which start times a host can be booked at: a pure function of their availability, what they
// already hold and the clock, so every rule is unit-tested without a database.

/** Weekday (0 = Sunday) to [from, to] minutes after midnight on the firm's clock. */
export type WeeklyHours = Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, Array<[number, number]>>>;

export interface HostAvailability {
  staffUserId: number;
  weeklyHours: WeeklyHours;
  /** Firm days (YYYY-MM-DD) with no bookings. */
  daysOff: readonly string[];
  minNoticeMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  dailyMax: number;
}

/** What a host already holds: each meeting's start and end, UTC ISO, without buffers. */
export interface HostBusy {
  staffUserId: number;
  meetings: ReadonlyArray<{ start: string; end: string }>;
}

export interface FreeSlotsQuery {
  hosts: readonly HostAvailability[];
  busy: readonly HostBusy[];
  /** The meeting's length in minutes (a multiple of 15). */
  minutes: number;
  firmTimeZone: string;
  now: Date;
  /** Days ahead of now to look, on the firm's clock (14 for visitors). */
  horizonDays: number;
}

/** One free start time and the hosts free for it, in the order given. */
export interface FreeSlot {
  start: string;
  staffUserIds: number[];
}

/** The grid every start time and claim sits on, in minutes. */
export const SLOT_STEP_MINUTES = 15;

/**
 * Every start time from now to the horizon at which at least one host is free: inside their
 * working hours on the firm's clock (the whole meeting), not on a day off, at least their notice
 * after now, clear of their other meetings with both meetings' buffers between, and under their
 * daily maximum. Starts fall on the half hour (or the quarter hour for meetings whose length is
 * not a multiple of 30), answered in time order.
 */
export function freeSlots(_query: FreeSlotsQuery): FreeSlot[] {
  throw new Error("not built yet");
}

/**
 * The 15-minute cells (UTC ISO starts) a meeting holds its host for: from `bufferBefore` minutes
 * before its start to `bufferAfter` minutes after its end. Two meetings of one host may never
 * share a cell; the database's key on (host, cell) enforces it.
 */
export function claimedCells(
  _start: Date,
  _end: Date,
  _bufferBeforeMinutes: number,
  _bufferAfterMinutes: number,
): string[] {
  throw new Error("not built yet");
}

/** Why a given start cannot be booked with this host, or null when it can. */
export type SlotRefusal = "past" | "too_soon" | "too_far" | "outside_hours" | "taken" | "day_full";

export function checkSlot(
  _query: FreeSlotsQuery,
  _staffUserId: number,
  _start: Date,
): SlotRefusal | null {
  throw new Error("not built yet");
}
