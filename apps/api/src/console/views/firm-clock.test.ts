import { describe, expect, it } from "vitest";
import {
  firmDayBounds,
  firmWallClock,
  firmWallTimeToUtc,
  utcToFirmWallTime,
  workingMsBetween,
} from "./firm-clock";

const HOUR = 3_600_000;

describe("firm clock", () => {
  it("turns a firm-zone date and time into the instant, IST and summer time alike", () => {
    expect(firmWallTimeToUtc("2026-11-29", "09:30", "Asia/Kolkata").toISOString()).toBe(
      "2026-11-29T04:00:00.000Z",
    );
    expect(firmWallTimeToUtc("2026-07-01", "09:00", "Europe/London").toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
    expect(firmWallTimeToUtc("2026-12-01", "09:00", "Europe/London").toISOString()).toBe(
      "2026-12-01T09:00:00.000Z",
    );
  });

  it("reads an instant back as the date and time inputs show it", () => {
    expect(utcToFirmWallTime("2026-11-28T18:30:00.000Z", "Asia/Kolkata")).toEqual({
      day: "2026-11-29",
      time: "00:00",
    });
    expect(
      firmWallClock(Date.parse("2026-11-28T18:45:10.000Z"), "Asia/Kolkata").toISOString(),
    ).toBe("2026-11-29T00:15:10.000Z");
  });

  it.each([
    ["23:30 IST", "2026-11-29T18:00:00.000Z"],
    ["00:30 IST", "2026-11-28T19:00:00.000Z"],
  ])("bounds the firm's day at %s by IST midnights", (_label, now) => {
    const { start, end } = firmDayBounds(new Date(now), "Asia/Kolkata");
    expect(start.toISOString()).toBe("2026-11-28T18:30:00.000Z");
    expect(end.toISOString()).toBe("2026-11-29T18:30:00.000Z");
  });

  it("gives a 23-hour day when the clocks go forward", () => {
    const { start, end } = firmDayBounds(new Date("2026-03-29T12:00:00.000Z"), "Europe/London");
    expect(end.getTime() - start.getTime()).toBe(23 * HOUR);
  });

  it("counts working hours Monday to Saturday, 09:00 to 18:00, skipping Sunday", () => {
    // Saturday 28 Nov 17:00 IST to Monday 30 Nov 10:00 IST: one hour on Saturday, one on Monday.
    const from = new Date("2026-11-28T11:30:00.000Z");
    const to = new Date("2026-11-30T04:30:00.000Z");
    expect(workingMsBetween(from, to, "Asia/Kolkata")).toBe(2 * HOUR);
    expect(workingMsBetween(to, from, "Asia/Kolkata")).toBe(0);
  });
});
