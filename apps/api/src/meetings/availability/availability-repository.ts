import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
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

/**
 * The availability of each of `staffUserIds` who can be booked: active accounts that take
 * bookings, with the defaults for anyone who has set nothing. Others are left out.
 */
export async function loadHostAvailability(
  _db: Kysely<Database>,
  _staffUserIds: readonly number[],
): Promise<HostAvailability[]> {
  throw new Error("not built yet");
}

/** One staff member's settings, defaults included, for the console's form. */
export async function loadAvailabilitySettings(
  _db: Kysely<Database>,
  _staffUserId: number,
): Promise<AvailabilitySettings> {
  throw new Error("not built yet");
}

export async function saveAvailabilitySettings(
  _db: Kysely<Database>,
  _staffUserId: number,
  _settings: AvailabilitySettings,
  _now: Date,
): Promise<void> {
  throw new Error("not built yet");
}
