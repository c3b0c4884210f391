import { describe, expect, it } from "vitest";
import {
  addMinutes,
  currentZoneName,
  dayKeyOf,
  describeZone,
  formatMeetingWhen,
  formatShortSlot,
  groupSlotsByDay,
  timeZoneChoices,
} from "./booking-time";

describe("groupSlotsByDay", () => {
  it("puts each time on the day it falls on in the visitor's zone, in order", () => {
    // 20:00 UTC is already the next morning in Kolkata (UTC+5:30).
    const slots = [
      "2026-12-01T20:00:00.000Z",
      "2026-12-01T05:30:00.000Z",
      "2026-12-01T06:00:00.000Z",
    ];
    const days = groupSlotsByDay(slots, "Asia/Kolkata");
    expect(days.map(({ key, label, weekday, date }) => ({ key, label, weekday, date }))).toEqual([
      { key: "2026-12-01", label: "Tuesday 1 December", weekday: "Tue", date: "1 Dec" },
      { key: "2026-12-02", label: "Wednesday 2 December", weekday: "Wed", date: "2 Dec" },
    ]);
    expect(days[0]?.slots).toEqual(["2026-12-01T05:30:00.000Z", "2026-12-01T06:00:00.000Z"]);
    expect(days[1]?.slots).toEqual(["2026-12-01T20:00:00.000Z"]);
  });

  it("follows the clock change: 23:30 UTC is the same day in winter, the next day in summer", () => {
    // London moves from GMT to BST at 01:00 UTC on Sunday 29 March 2026.
    const beforeChange = "2026-03-28T23:30:00.000Z"; // Saturday 23:30 GMT
    const afterChange = "2026-03-29T23:30:00.000Z"; // Monday 00:30 BST
    const days = groupSlotsByDay([beforeChange, afterChange], "Europe/London");
    expect(days.map((day) => day.label)).toEqual(["Saturday 28 March", "Monday 30 March"]);
    // The same instants in UTC fall on the Saturday and the Sunday.
    expect(groupSlotsByDay([beforeChange, afterChange], "UTC").map((day) => day.label)).toEqual([
      "Saturday 28 March",
      "Sunday 29 March",
    ]);
    expect(dayKeyOf(afterChange, "Europe/London")).toBe("2026-03-30");
  });

  it("answers no days for no times", () => {
    expect(groupSlotsByDay([], "Asia/Kolkata")).toEqual([]);
  });
});

describe("formatMeetingWhen", () => {
  it("writes a call as one line in the zone, naming the zone", () => {
    const start = "2026-12-01T05:30:00.000Z";
    expect(formatMeetingWhen(start, addMinutes(start, 30), "Asia/Kolkata")).toBe(
      "Tuesday 1 December, 11:00–11:30 India Standard Time",
    );
  });

  it("names summer or winter time as it is on the day of the call", () => {
    const winter = "2026-03-27T10:00:00.000Z";
    const summer = "2026-03-30T09:00:00.000Z";
    expect(formatMeetingWhen(winter, addMinutes(winter, 30), "Europe/London")).toBe(
      "Friday 27 March, 10:00–10:30 Greenwich Mean Time",
    );
    expect(formatMeetingWhen(summer, addMinutes(summer, 45), "Europe/London")).toBe(
      "Monday 30 March, 10:00–10:45 British Summer Time",
    );
  });

  it("names the end's day when the call runs past midnight", () => {
    const start = "2026-12-01T18:00:00.000Z"; // 23:30 in Kolkata
    expect(formatMeetingWhen(start, addMinutes(start, 60), "Asia/Kolkata")).toBe(
      "Tuesday 1 December, 23:30–Wednesday 2 December, 00:30 India Standard Time",
    );
  });
});

describe("zones", () => {
  it("names a zone with its id", () => {
    expect(describeZone("Asia/Kolkata", new Date("2026-12-01T00:00:00Z"))).toBe(
      "India Standard Time (Asia/Kolkata)",
    );
  });

  it("uses today's name of a renamed zone", () => {
    expect(currentZoneName("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(currentZoneName("Europe/Paris")).toBe("Europe/Paris");
  });

  it("lists every zone once by region and place, under today's name, with the one in use", () => {
    const regions = timeZoneChoices(["Asia/Calcutta"]);
    const values = regions.flatMap((region) => region.zones.map((zone) => zone.value));
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain("Asia/Kolkata");
    expect(values).not.toContain("Asia/Calcutta");
    const place = (region: string, value: string) =>
      regions
        .find((candidate) => candidate.region === region)
        ?.zones.find((zone) => zone.value === value)?.label;
    expect(place("Asia", "Asia/Kolkata")).toBe("Kolkata");
    expect(place("America", "America/New_York")).toBe("New York");
    expect(place("America", "America/North_Dakota/New_Salem")).toBe("North Dakota / New Salem");
    // Zones of no region, such as UTC, come last.
    expect(regions.at(-1)?.region).toBe("Other");
    expect(place("Other", "UTC")).toBe("UTC");
  });

  it("writes an offered time with its day", () => {
    expect(formatShortSlot("2026-12-01T06:00:00.000Z", "Asia/Kolkata")).toBe("Tue 1 Dec, 11:30");
  });
});
