// Which start times a host can be booked at: a pure function of their availability, what they
// already hold and the clock, so every rule is unit-tested without a database.

import { tzOffset } from "@date-fns/tz";

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

const MINUTE_MS = 60_000;
const CELL_MS = SLOT_STEP_MINUTES * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How often the firm's offset is sampled; no zone changes its offset twice within this. */
const OFFSET_SAMPLE_MS = 6 * 60 * MINUTE_MS;

/**
 * The minutes between two start times on the firm's wall clock: the half hour, or the quarter
 * hour for meetings whose length is not a multiple of 30.
 */
export function slotGridMinutes(minutes: number): number {
  return minutes % 30 === 0 ? 30 : SLOT_STEP_MINUTES;
}

/**
 * Every start time from now to the horizon at which at least one host is free: inside their
 * working hours on the firm's clock (the whole meeting), not on a day off, at least their notice
 * after now, clear of their other meetings with both meetings' buffers between, and under their
 * daily maximum. Starts fall on the half hour (or the quarter hour for meetings whose length is
 * not a multiple of 30), answered in time order.
 */
export function freeSlots(query: FreeSlotsQuery): FreeSlot[] {
  const nowMs = query.now.getTime();
  const horizonMs = horizonOf(query);
  const clock = new FirmClock(query.firmTimeZone, nowMs - DAY_MS, horizonMs + DAY_MS);
  const plans = planHosts(query, clock);
  const slots: FreeSlot[] = [];
  for (let startMs = ceilToCell(nowMs); startMs < horizonMs; startMs += CELL_MS) {
    const staffUserIds: number[] = [];
    for (const plan of plans) {
      if (refusalAt(query, plan, clock, startMs, nowMs, horizonMs) === null) {
        staffUserIds.push(plan.host.staffUserId);
      }
    }
    if (staffUserIds.length > 0)
      slots.push({ start: new Date(startMs).toISOString(), staffUserIds });
  }
  return slots;
}

/**
 * The 15-minute cells (UTC ISO starts) a meeting holds its host for: from `bufferBefore` minutes
 * before its start to `bufferAfter` minutes after its end. Two meetings of one host may never
 * share a cell; the database's key on (host, cell) enforces it.
 */
export function claimedCells(
  start: Date,
  end: Date,
  bufferBeforeMinutes: number,
  bufferAfterMinutes: number,
): string[] {
  return claimedCellTimes(
    start.getTime(),
    end.getTime(),
    bufferBeforeMinutes,
    bufferAfterMinutes,
  ).map((cell) => new Date(cell).toISOString());
}

/** Why a given start cannot be booked with this host, or null when it can. */
export type SlotRefusal = "past" | "too_soon" | "too_far" | "outside_hours" | "taken" | "day_full";

/**
 * Why `staffUserId` cannot take a meeting at `start`, or null when they can: the same rules as
 * `freeSlots`, so a start it offered with this host is accepted. A host missing from the query
 * (not taking bookings) has no hours at all.
 */
export function checkSlot(
  query: FreeSlotsQuery,
  staffUserId: number,
  start: Date,
): SlotRefusal | null {
  const host = query.hosts.find((candidate) => candidate.staffUserId === staffUserId);
  const startMs = start.getTime();
  if (host === undefined || Number.isNaN(startMs)) return "outside_hours";
  const nowMs = query.now.getTime();
  const horizonMs = horizonOf(query);
  // The calendar first, so a start years away costs no look-ups of the firm's clock.
  const early = calendarRefusal(host, startMs, nowMs, horizonMs);
  if (early !== null) return early;
  const clock = new FirmClock(query.firmTimeZone, startMs - DAY_MS, startMs + DAY_MS);
  const [plan] = planHosts({ ...query, hosts: [host] }, clock);
  return plan === undefined
    ? "outside_hours"
    : refusalAt(query, plan, clock, startMs, nowMs, horizonMs);
}

/** A host with what they hold laid out for quick look-ups. */
interface HostPlan {
  host: HostAvailability;
  daysOff: Set<number>;
  /** Starts (UTC ms) of the cells their meetings claim, buffers included. */
  claimed: Set<number>;
  /** Meetings per firm day (days since 1970-01-01 on the firm's clock). */
  meetingsPerDay: Map<number, number>;
}

function planHosts(query: FreeSlotsQuery, clock: FirmClock): HostPlan[] {
  if (!Number.isInteger(query.minutes) || query.minutes <= 0 || query.minutes % SLOT_STEP_MINUTES) {
    throw new RangeError(`A meeting lasts a positive multiple of 15 minutes, not ${query.minutes}`);
  }
  const seen = new Set<number>();
  const plans: HostPlan[] = [];
  for (const host of query.hosts) {
    if (seen.has(host.staffUserId)) continue;
    seen.add(host.staffUserId);
    const plan: HostPlan = {
      host,
      daysOff: new Set(host.daysOff.map(dayNumber).filter((day) => !Number.isNaN(day))),
      claimed: new Set(),
      meetingsPerDay: new Map(),
    };
    for (const busy of query.busy) {
      if (busy.staffUserId !== host.staffUserId) continue;
      for (const meeting of busy.meetings) {
        const startMs = Date.parse(meeting.start);
        const endMs = Date.parse(meeting.end);
        if (Number.isNaN(startMs) || Number.isNaN(endMs)) continue;
        for (const cell of claimedCellTimes(
          startMs,
          endMs,
          host.bufferBeforeMinutes,
          host.bufferAfterMinutes,
        )) {
          plan.claimed.add(cell);
        }
        const day = Math.floor(clock.wallMs(startMs) / DAY_MS);
        plan.meetingsPerDay.set(day, (plan.meetingsPerDay.get(day) ?? 0) + 1);
      }
    }
    plans.push(plan);
  }
  return plans;
}

function refusalAt(
  query: FreeSlotsQuery,
  plan: HostPlan,
  clock: FirmClock,
  startMs: number,
  nowMs: number,
  horizonMs: number,
): SlotRefusal | null {
  const { host } = plan;
  const early = calendarRefusal(host, startMs, nowMs, horizonMs);
  if (early !== null) return early;
  const day = withinHours(plan, clock, startMs, query.minutes);
  if (day === null) return "outside_hours";
  const endMs = startMs + query.minutes * MINUTE_MS;
  for (const cell of claimedCellTimes(
    startMs,
    endMs,
    host.bufferBeforeMinutes,
    host.bufferAfterMinutes,
  )) {
    if (plan.claimed.has(cell)) return "taken";
  }
  if ((plan.meetingsPerDay.get(day) ?? 0) >= host.dailyMax) return "day_full";
  return null;
}

function calendarRefusal(
  host: HostAvailability,
  startMs: number,
  nowMs: number,
  horizonMs: number,
): SlotRefusal | null {
  if (startMs < nowMs) return "past";
  if (startMs < nowMs + host.minNoticeMinutes * MINUTE_MS) return "too_soon";
  if (startMs >= horizonMs) return "too_far";
  return null;
}

/**
 * The firm day of a start that is on the grid and whose whole meeting lies in one of the host's
 * ranges for that day, or null. Each 15-minute cell of the meeting is read on the wall clock, so
 * a meeting that would cross a daylight-saving change is measured by what the clock shows and a
 * skipped wall time is never reached.
 */
function withinHours(plan: HostPlan, clock: FirmClock, startMs: number, minutes: number) {
  if (startMs % CELL_MS !== 0) return null;
  const startWall = clock.wallMs(startMs);
  const day = Math.floor(startWall / DAY_MS);
  const startMinute = (startWall - day * DAY_MS) / MINUTE_MS;
  if (startMinute % slotGridMinutes(minutes) !== 0 || plan.daysOff.has(day)) return null;
  const ranges = plan.host.weeklyHours[weekdayOf(day)] ?? [];
  const cells = minutes / SLOT_STEP_MINUTES;
  for (const [from, to] of ranges) {
    if (startMinute < from || startMinute + SLOT_STEP_MINUTES > to) continue;
    let fits = true;
    for (let index = 1; index < cells && fits; index++) {
      const cellWall = clock.wallMs(startMs + index * CELL_MS) - day * DAY_MS;
      const cellMinute = cellWall / MINUTE_MS;
      fits = cellMinute >= from && cellMinute + SLOT_STEP_MINUTES <= to;
    }
    if (fits) return day;
  }
  return null;
}

function claimedCellTimes(
  startMs: number,
  endMs: number,
  bufferBeforeMinutes: number,
  bufferAfterMinutes: number,
): number[] {
  const from = floorToCell(startMs - roundUpToCell(bufferBeforeMinutes) * MINUTE_MS);
  const to = ceilToCell(endMs + roundUpToCell(bufferAfterMinutes) * MINUTE_MS);
  const cells: number[] = [];
  for (let cell = from; cell < to; cell += CELL_MS) cells.push(cell);
  return cells;
}

/** The last moment (exclusive) a start may take: `horizonDays` later on the firm's wall clock. */
function horizonOf(query: FreeSlotsQuery): number {
  const nowMs = query.now.getTime();
  const wallTarget =
    nowMs + offsetMinutes(query.firmTimeZone, nowMs) * MINUTE_MS + query.horizonDays * DAY_MS;
  const guess = wallTarget - offsetMinutes(query.firmTimeZone, wallTarget) * MINUTE_MS;
  return wallTarget - offsetMinutes(query.firmTimeZone, guess) * MINUTE_MS;
}

/**
 * The firm's UTC offset over a stretch of time, found once with a few look-ups (each costs
 * microseconds through Intl) and then read for every cell: sampled every six hours, with each
 * change located to its 15-minute cell by halving. Offsets and changes fall on quarter hours.
 */
class FirmClock {
  /** Offset in ms from each change on, in time order; the first applies before it too. */
  private readonly changes: Array<{ at: number; offsetMs: number }> = [];
  /** The last moment sampled; later ones are looked up one by one. */
  private readonly lastSampled: number;

  constructor(
    private readonly timeZone: string,
    fromMs: number,
    toMs: number,
  ) {
    const first = floorToCell(fromMs);
    let previous = { at: first, offsetMs: this.lookUp(first) };
    this.changes.push(previous);
    for (let at = first + OFFSET_SAMPLE_MS; at - OFFSET_SAMPLE_MS < toMs; at += OFFSET_SAMPLE_MS) {
      const offsetMs = this.lookUp(at);
      if (offsetMs !== previous.offsetMs) {
        let before = at - OFFSET_SAMPLE_MS;
        let after = at;
        while (after - before > CELL_MS) {
          const middle = before + Math.floor((after - before) / CELL_MS / 2) * CELL_MS;
          if (this.lookUp(middle) === previous.offsetMs) before = middle;
          else after = middle;
        }
        previous = { at: after, offsetMs };
        this.changes.push(previous);
      }
    }
    this.lastSampled = first + Math.ceil((toMs - first) / OFFSET_SAMPLE_MS) * OFFSET_SAMPLE_MS;
  }

  /** The firm's wall clock at `ms`, as ms since 1970 as if that wall time were UTC. */
  wallMs(ms: number): number {
    const [first] = this.changes;
    if (first === undefined || ms < first.at || ms > this.lastSampled) {
      return ms + this.lookUp(ms);
    }
    let offsetMs = first.offsetMs;
    for (const change of this.changes) {
      if (change.at > ms) break;
      offsetMs = change.offsetMs;
    }
    return ms + offsetMs;
  }

  private lookUp(ms: number): number {
    return offsetMinutes(this.timeZone, ms) * MINUTE_MS;
  }
}

function offsetMinutes(timeZone: string, ms: number): number {
  const offset = tzOffset(timeZone, new Date(ms));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return offset;
}

function roundUpToCell(minutes: number): number {
  return Math.max(0, Math.ceil(minutes / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES);
}

function floorToCell(ms: number): number {
  return Math.floor(ms / CELL_MS) * CELL_MS;
}

function ceilToCell(ms: number): number {
  return Math.ceil(ms / CELL_MS) * CELL_MS;
}

/** Days since 1970-01-01 of a YYYY-MM-DD day; NaN for anything else. */
function dayNumber(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return Number.NaN;
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function weekdayOf(day: number): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  // 1970-01-01 was a Thursday.
  return ((((day + 4) % 7) + 7) % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}
