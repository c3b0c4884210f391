import type { Kysely, Selectable } from "kysely";
import type { Database, StaffAvailabilityTable } from "../../infrastructure/database/schema";
import type { HostAvailability, WeeklyHours } from "../slots/free-slots";

/** Hours of anyone who has set none: Monday to Friday, 10:00 to 18:00 on the firm's clock. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  1: [[600, 1080]],
  2: [[600, 1080]],
  3: [[600, 1080]],
  4: [[600, 1080]],
  5: [[600, 1080]],
};

/** A staff member's settings as the console edits them. */
export interface AvailabilitySettings extends Omit<HostAvailability, "staffUserId"> {
  takesBookings: boolean;
}

/** The settings of anyone without a row: the table's column defaults and the default hours. */
export const DEFAULT_AVAILABILITY_SETTINGS: AvailabilitySettings = {
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  daysOff: [],
  minNoticeMinutes: 240,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  dailyMax: 6,
  takesBookings: true,
};

/**
 * The availability of each of `staffUserIds` who can be booked: active accounts that take
 * bookings, with the defaults for anyone who has set nothing. Others are left out. Answered in
 * the order asked, so a round robin keeps its order.
 */
export async function loadHostAvailability(
  db: Kysely<Database>,
  staffUserIds: readonly number[],
): Promise<HostAvailability[]> {
  const ids = [...new Set(staffUserIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("staff_users as staff")
    .leftJoin("staff_availability as availability", "availability.staff_user_id", "staff.id")
    .select("staff.id")
    .selectAll("availability")
    .where("staff.id", "in", ids)
    .where("staff.disabled_at", "is", null)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const hosts: HostAvailability[] = [];
  for (const staffUserId of ids) {
    const row = byId.get(staffUserId);
    if (row === undefined) continue;
    const settings =
      row.staff_user_id === null
        ? defaultSettings()
        : settingsOf(row as Selectable<StaffAvailabilityTable>);
    if (!settings.takesBookings) continue;
    const { takesBookings: _, ...availability } = settings;
    hosts.push({ staffUserId, ...availability });
  }
  return hosts;
}

/** One staff member's settings, defaults included, for the console's form. */
export async function loadAvailabilitySettings(
  db: Kysely<Database>,
  staffUserId: number,
): Promise<AvailabilitySettings> {
  const row = await db
    .selectFrom("staff_availability")
    .selectAll()
    .where("staff_user_id", "=", staffUserId)
    .executeTakeFirst();
  return row === undefined ? defaultSettings() : settingsOf(row);
}

/** Saves one staff member's settings over whatever they had. */
export async function saveAvailabilitySettings(
  db: Kysely<Database>,
  staffUserId: number,
  settings: AvailabilitySettings,
  now: Date,
): Promise<void> {
  const columns = {
    weekly_hours: JSON.stringify(normalWeeklyHours(settings.weeklyHours)),
    days_off: JSON.stringify([...new Set(settings.daysOff)].sort()),
    min_notice_minutes: settings.minNoticeMinutes,
    buffer_before_minutes: settings.bufferBeforeMinutes,
    buffer_after_minutes: settings.bufferAfterMinutes,
    daily_max: settings.dailyMax,
    takes_bookings: settings.takesBookings ? 1 : 0,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("staff_availability")
    .values({ staff_user_id: staffUserId, ...columns })
    .onConflict((conflict) => conflict.column("staff_user_id").doUpdateSet(columns))
    .execute();
}

/** A copy, so no caller can change the defaults of everyone after it. */
function defaultSettings(): AvailabilitySettings {
  return structuredClone(DEFAULT_AVAILABILITY_SETTINGS);
}

function settingsOf(row: Selectable<StaffAvailabilityTable>): AvailabilitySettings {
  return {
    weeklyHours: normalWeeklyHours(parseJson(row.weekly_hours)),
    daysOff: parseDaysOff(parseJson(row.days_off)),
    minNoticeMinutes: Number(row.min_notice_minutes),
    bufferBeforeMinutes: Number(row.buffer_before_minutes),
    bufferAfterMinutes: Number(row.buffer_after_minutes),
    dailyMax: Number(row.daily_max),
    takesBookings: Number(row.takes_bookings) !== 0,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The weekdays and ranges that make sense, ranges in order: whatever else a row holds offers no
 * time rather than breaking the booking page.
 */
function normalWeeklyHours(value: unknown): WeeklyHours {
  const hours: WeeklyHours = {};
  if (typeof value !== "object" || value === null) return hours;
  for (const day of [0, 1, 2, 3, 4, 5, 6] as const) {
    const ranges: unknown = (value as Record<string, unknown>)[String(day)];
    if (!Array.isArray(ranges)) continue;
    const valid = ranges
      .filter(
        (range): range is [number, number] =>
          Array.isArray(range) &&
          range.length === 2 &&
          Number.isInteger(range[0]) &&
          Number.isInteger(range[1]) &&
          range[0] >= 0 &&
          range[0] < range[1] &&
          range[1] <= 1440,
      )
      .map(([from, to]): [number, number] => [from, to])
      .sort((a, b) => a[0] - b[0]);
    if (valid.length > 0) hours[day] = valid;
  }
  return hours;
}

function parseDaysOff(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (day): day is string => typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day),
  );
}
