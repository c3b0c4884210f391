import { describe, expect, it } from "vitest";
import { availabilityFormValues, parseAvailabilityForm } from "./availability-form";
import { DEFAULT_AVAILABILITY_SETTINGS } from "./availability-repository";

/** A complete, valid form: Monday to Friday 09:30 to 17:00. */
function form(overrides: Record<string, string | undefined> = {}) {
  const fields: Record<string, string | undefined> = {
    "days-off": "",
    "min-notice-hours": "4",
    "buffer-before": "0",
    "buffer-after": "15",
    "daily-max": "6",
    "takes-bookings": "on",
  };
  for (const day of [1, 2, 3, 4, 5]) {
    fields[`day-${day}-from`] = "09:30";
    fields[`day-${day}-to`] = "17:00";
  }
  return { ...fields, ...overrides };
}

function errorsOf(fields: Record<string, string | undefined>): Record<string, string> {
  const result = parseAvailabilityForm(fields);
  if (result.ok) throw new Error("the form was accepted");
  return result.errors;
}

describe("parseAvailabilityForm", () => {
  it("reads a complete form into settings", () => {
    expect(
      parseAvailabilityForm(
        form({
          "day-6-from": "10:00",
          "day-6-to": "24:00",
          "days-off": "2026-12-31\n2026-12-25, 2026-12-26 2026-12-25",
          "min-notice-hours": "168",
          "buffer-before": "60",
        }),
      ),
    ).toEqual({
      ok: true,
      settings: {
        weeklyHours: {
          1: [[570, 1020]],
          2: [[570, 1020]],
          3: [[570, 1020]],
          4: [[570, 1020]],
          5: [[570, 1020]],
          6: [[600, 1440]],
        },
        daysOff: ["2026-12-25", "2026-12-26", "2026-12-31"],
        minNoticeMinutes: 168 * 60,
        bufferBeforeMinutes: 60,
        bufferAfterMinutes: 15,
        dailyMax: 6,
        takesBookings: true,
      },
    });
  });

  it("takes an unticked box as not taking bookings and empty days as days not worked", () => {
    const result = parseAvailabilityForm(
      form({ "takes-bookings": undefined, "day-1-from": "", "day-1-to": " " }),
    );
    expect(result.ok && result.settings.takesBookings).toBe(false);
    expect(result.ok && result.settings.weeklyHours[1]).toBeUndefined();
  });

  it("answers the form it was given back unchanged", () => {
    const values = availabilityFormValues(DEFAULT_AVAILABILITY_SETTINGS);
    expect(values["day-1-from"]).toBe("10:00");
    expect(values["day-0-from"]).toBe("");
    expect(values["min-notice-hours"]).toBe("4");
    expect(parseAvailabilityForm(values)).toEqual({
      ok: true,
      settings: DEFAULT_AVAILABILITY_SETTINGS,
    });
  });

  it("says what is wrong with each time", () => {
    expect(
      errorsOf(
        form({
          "day-1-from": "9.30",
          "day-2-to": "25:00",
          "day-3-from": "",
          "day-4-to": "",
          "day-5-from": "17:00",
          "day-5-to": "09:00",
          "day-0-from": "24:00",
          "day-0-to": "24:00",
        }),
      ),
    ).toEqual({
      "day-1-from": "Enter times as HH:MM, such as 09:30.",
      "day-2-to": "Enter times as HH:MM, such as 09:30.",
      "day-3-from": "Enter both the start and the end of the day, or leave both empty.",
      "day-4-to": "Enter both the start and the end of the day, or leave both empty.",
      "day-5-to": "The end of the day must come after its start.",
      "day-0-from": "Enter times as HH:MM, such as 09:30.",
    });
    expect(errorsOf(form({ "day-1-to": "09:30" }))).toEqual({
      "day-1-to": "The end of the day must come after its start.",
    });
    expect(errorsOf(form({ "day-1-from": "09:60" }))).toEqual({
      "day-1-from": "Enter times as HH:MM, such as 09:30.",
    });
  });

  it("says what is wrong with the days off", () => {
    const message = (daysOff: string) => errorsOf(form({ "days-off": daysOff }))["days-off"];
    expect(message("25/12/2026")).toBe(
      "Enter days off as dates such as 2026-12-25, separated by commas.",
    );
    expect(message("2026-02-29")).toBe("2026-02-29 is not a real date.");
    expect(message("2026-13-01")).toBe("2026-13-01 is not a real date.");
    const many = Array.from({ length: 61 }, (_, index) =>
      new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
    );
    expect(message(many.join(","))).toBe("List at most 60 days off.");
    expect(parseAvailabilityForm(form({ "days-off": many.slice(0, 60).join(",") })).ok).toBe(true);
    expect(message(`${"2026-01-01 ".repeat(1_000)}`)).toBe("List at most 60 days off.");
  });

  it("says what is wrong with the numbers", () => {
    expect(
      errorsOf(
        form({
          "min-notice-hours": "169",
          "buffer-before": "20",
          "buffer-after": "",
          "daily-max": "0",
          "takes-bookings": "yes",
        }),
      ),
    ).toEqual({
      "min-notice-hours": "Enter the notice as whole hours from 0 to 168.",
      "buffer-before": "Choose a buffer of 0, 15, 30, 45 or 60 minutes.",
      "buffer-after": "Choose a buffer of 0, 15, 30, 45 or 60 minutes.",
      "daily-max": "Enter a daily maximum from 1 to 20 meetings.",
      "takes-bookings": "Tick the box to take bookings, or leave it empty.",
    });
    expect(errorsOf(form({ "min-notice-hours": "1.5", "daily-max": "21" }))).toEqual({
      "min-notice-hours": "Enter the notice as whole hours from 0 to 168.",
      "daily-max": "Enter a daily maximum from 1 to 20 meetings.",
    });
  });

  it("refuses overlong and repeated values without reading them", () => {
    const huge = `09:30${" ".repeat(100_000)}`;
    const began = performance.now();
    expect(
      errorsOf(
        form({
          "day-1-from": huge,
          "min-notice-hours": `${"1".repeat(100_000)}`,
          "buffer-before": ["0", "15"] as unknown as string,
        }),
      ),
    ).toEqual({
      "day-1-from": "Enter times as HH:MM, such as 09:30.",
      "min-notice-hours": "Enter the notice as whole hours from 0 to 168.",
      "buffer-before": "Choose a buffer of 0, 15, 30, 45 or 60 minutes.",
    });
    expect(performance.now() - began).toBeLessThan(50);
  });
});
