import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseAvailabilityForm } from "../../src/meetings/availability/availability-form";
import {
  type AvailabilitySettings,
  DEFAULT_WEEKLY_HOURS,
  loadAvailabilitySettings,
  loadHostAvailability,
  saveAvailabilitySettings,
} from "../../src/meetings/availability/availability-repository";
import { freeSlots } from "../../src/meetings/slots/free-slots";
import { openMigratedDatabase, type TestDatabase, testDatabases } from "../helpers/databases";
import { createStaff } from "../helpers/staff-session";

const savedAt = new Date("2026-01-02T09:00:00Z");

const DEFAULTS = {
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  daysOff: [],
  minNoticeMinutes: 240,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  dailyMax: 6,
};

const mornings: AvailabilitySettings = {
  weeklyHours: { 1: [[540, 780]], 3: [[540, 780]] },
  daysOff: ["2026-01-07"],
  minNoticeMinutes: 120,
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 30,
  dailyMax: 3,
  takesBookings: true,
};

describe.each(testDatabases)("staff availability on $name", (kind) => {
  let database: TestDatabase;
  let staffIds: number[];

  // Passwords are hashed slowly on purpose: the accounts are made once and reset per test.
  beforeAll(async () => {
    database = await openMigratedDatabase(kind);
    staffIds = [
      await createStaff(database.db, "asha@kaizenfusion.in"),
      await createStaff(database.db, "bilal@kaizenfusion.in"),
      await createStaff(database.db, "chen@kaizenfusion.in"),
    ];
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("staff_availability").execute();
    await database.db.updateTable("staff_users").set({ disabled_at: null }).execute();
  });

  it("gives anyone who has set nothing weekday office hours and the table's defaults", async () => {
    const [asha = 0] = staffIds;
    expect(await loadHostAvailability(database.db, [asha])).toEqual([
      { staffUserId: asha, ...DEFAULTS },
    ]);
    expect(await loadAvailabilitySettings(database.db, asha)).toEqual({
      ...DEFAULTS,
      takesBookings: true,
    });
    expect(await database.db.selectFrom("staff_availability").selectAll().execute()).toEqual([]);
  });

  it("saves settings as one row and reads them back", async () => {
    const [asha = 0] = staffIds;
    await saveAvailabilitySettings(database.db, asha, mornings, savedAt);

    const rows = await database.db.selectFrom("staff_availability").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staff_user_id: asha,
      days_off: '["2026-01-07"]',
      min_notice_minutes: 120,
      buffer_before_minutes: 15,
      buffer_after_minutes: 30,
      daily_max: 3,
      takes_bookings: 1,
      updated_at: "2026-01-02T09:00:00.000Z",
    });
    expect(JSON.parse(rows[0]?.weekly_hours ?? "")).toEqual({ 1: [[540, 780]], 3: [[540, 780]] });

    expect(await loadAvailabilitySettings(database.db, asha)).toEqual(mornings);
    const { takesBookings: _, ...availability } = mornings;
    expect(await loadHostAvailability(database.db, [asha])).toEqual([
      { staffUserId: asha, ...availability },
    ]);
  });

  it("saves over the earlier settings", async () => {
    const [asha = 0] = staffIds;
    await saveAvailabilitySettings(database.db, asha, mornings, savedAt);
    const later = new Date("2026-01-03T10:00:00Z");
    const evenings: AvailabilitySettings = {
      ...mornings,
      weeklyHours: { 2: [[960, 1200]] },
      daysOff: [],
      dailyMax: 8,
    };
    await saveAvailabilitySettings(database.db, asha, evenings, later);

    const rows = await database.db.selectFrom("staff_availability").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      days_off: "[]",
      daily_max: 8,
      updated_at: "2026-01-03T10:00:00.000Z",
    });
    expect(await loadAvailabilitySettings(database.db, asha)).toEqual(evenings);
  });

  it("leaves out disabled accounts, those not taking bookings and unknown ids, in the order asked", async () => {
    const [asha = 0, bilal = 0, chen = 0] = staffIds;
    expect(
      (await loadHostAvailability(database.db, [chen, asha, bilal])).map((h) => h.staffUserId),
    ).toEqual([chen, asha, bilal]);

    await saveAvailabilitySettings(
      database.db,
      bilal,
      { ...mornings, takesBookings: false },
      savedAt,
    );
    await database.db
      .updateTable("staff_users")
      .set({ disabled_at: savedAt.toISOString() })
      .where("id", "=", chen)
      .execute();
    expect(
      (await loadHostAvailability(database.db, [chen, asha, bilal, 999_999])).map(
        (h) => h.staffUserId,
      ),
    ).toEqual([asha]);
    expect(await loadHostAvailability(database.db, [])).toEqual([]);
    // Their own form still shows what they saved.
    expect((await loadAvailabilitySettings(database.db, bilal)).takesBookings).toBe(false);
  });

  it("offers the times a submitted form describes", async () => {
    const [asha = 0] = staffIds;
    const form = parseAvailabilityForm({
      "day-1-from": "09:00",
      "day-1-to": "11:00",
      "days-off": "2026-01-06",
      "min-notice-hours": "0",
      "buffer-before": "0",
      "buffer-after": "30",
      "daily-max": "2",
      "takes-bookings": "on",
    });
    if (!form.ok) throw new Error(JSON.stringify(form.errors));
    await saveAvailabilitySettings(database.db, asha, form.settings, savedAt);

    const hosts = await loadHostAvailability(database.db, [asha]);
    const slots = freeSlots({
      hosts,
      busy: [
        {
          staffUserId: asha,
          meetings: [{ start: "2026-01-05T09:00:00.000Z", end: "2026-01-05T09:30:00.000Z" }],
        },
      ],
      minutes: 30,
      firmTimeZone: "Europe/London",
      now: new Date("2026-01-05T07:00:00Z"),
      horizonDays: 8,
    });
    // Monday the 5th: 09:00 is held, its 30-minute buffer takes 09:30; the next Monday is whole.
    expect(slots.map((slot) => slot.start)).toEqual([
      "2026-01-05T10:00:00.000Z",
      "2026-01-05T10:30:00.000Z",
      "2026-01-12T09:00:00.000Z",
      "2026-01-12T09:30:00.000Z",
      "2026-01-12T10:00:00.000Z",
      "2026-01-12T10:30:00.000Z",
    ]);
  });
});
