import { describe, expect, it } from "vitest";
import {
  checkSlot,
  claimedCells,
  type FreeSlotsQuery,
  freeSlots,
  type HostAvailability,
  type WeeklyHours,
} from "./free-slots";

/** The same hours on each of `days` (0 = Sunday). */
function hoursOn(days: number[], from: string, to: string): WeeklyHours {
  const range: [number, number] = [minutesOf(from), minutesOf(to)];
  return Object.fromEntries(days.map((day) => [day, [range]])) as WeeklyHours;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

function host(overrides: Partial<HostAvailability> = {}): HostAvailability {
  return {
    staffUserId: 1,
    weeklyHours: hoursOn(WEEKDAYS, "10:00", "18:00"),
    daysOff: [],
    minNoticeMinutes: 0,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    dailyMax: 6,
    ...overrides,
  };
}

function query(overrides: Partial<FreeSlotsQuery> = {}): FreeSlotsQuery {
  return {
    hosts: [host()],
    busy: [],
    minutes: 30,
    firmTimeZone: "Europe/London",
    // Monday 5 January 2026, 06:00 in London (GMT, so UTC and the firm's clock agree).
    now: new Date("2026-01-05T06:00:00Z"),
    horizonDays: 14,
    ...overrides,
  };
}

function starts(slotsQuery: FreeSlotsQuery): string[] {
  return freeSlots(slotsQuery).map((slot) => slot.start);
}

/** Starts every `stepMinutes` from `first` to `last` inclusive, UTC ISO. */
function series(first: string, last: string, stepMinutes = 30): string[] {
  const out: string[] = [];
  for (let at = Date.parse(first); at <= Date.parse(last); at += stepMinutes * 60_000) {
    out.push(new Date(at).toISOString());
  }
  return out;
}

function onDay(slots: string[], day: string): string[] {
  return slots.filter((start) => start.startsWith(day));
}

describe("freeSlots on the firm's clock", () => {
  // From Monday 2 March 2026, 00:00 UTC (05:30 in India), one day ahead: it ends before Tuesday opens.
  const mondayStartsIn = (firmTimeZone: string, overrides: Partial<FreeSlotsQuery> = {}) =>
    starts(
      query({
        firmTimeZone,
        now: new Date("2026-03-02T00:00:00Z"),
        horizonDays: 1,
        ...overrides,
      }),
    );

  it("offers India's 10:00 to 18:00 as 04:30 to 12:00 UTC, the last start half an hour before closing", () => {
    const slots = mondayStartsIn("Asia/Kolkata");
    expect(slots).toEqual(series("2026-03-02T04:30:00.000Z", "2026-03-02T12:00:00.000Z"));
    expect(slots).toHaveLength(16);
  });

  it("puts meetings not a multiple of 30 minutes on the quarter hour of India's clock", () => {
    const slots = mondayStartsIn("Asia/Kolkata", { minutes: 45 });
    // 10:00 to 17:15 in India.
    expect(slots).toEqual(series("2026-03-02T04:30:00.000Z", "2026-03-02T11:45:00.000Z", 15));
    expect(slots).toHaveLength(30);
  });

  it("aligns the grid to the wall clock in a zone 45 minutes off the hour", () => {
    const slots = mondayStartsIn("Asia/Kathmandu");
    // 10:00 to 17:30 in Nepal (UTC+5:45).
    expect(slots).toEqual(series("2026-03-02T04:15:00.000Z", "2026-03-02T11:45:00.000Z"));
  });

  it("refuses starts off the grid or outside the hours", () => {
    const slotsQuery = query();
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-05T10:15:00Z"))).toBe("outside_hours");
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-05T10:07:00Z"))).toBe("outside_hours");
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-05T09:30:00Z"))).toBe("outside_hours");
    // Ends at 18:30, after closing.
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-05T18:00:00Z"))).toBe("outside_hours");
    // Saturday.
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-10T12:00:00Z"))).toBe("outside_hours");
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-05T17:30:00Z"))).toBeNull();
    // Someone not taking bookings is not in the query at all.
    expect(checkSlot(slotsQuery, 2, new Date("2026-01-05T12:00:00Z"))).toBe("outside_hours");
  });
});

describe("freeSlots across a daylight-saving change", () => {
  const everyDay = host({ weeklyHours: hoursOn(EVERY_DAY, "10:00", "18:00") });
  // Two days from `now` (UTC ISO), the every-day host unless overridden: a weekend the clocks change.
  const twoDaysFrom = (now: string, overrides: Partial<FreeSlotsQuery> = {}) =>
    starts(query({ hosts: [everyDay], now: new Date(now), horizonDays: 2, ...overrides }));

  it("keeps London's 10:00 to 18:00 on the Sunday the clocks go forward", () => {
    const slots = twoDaysFrom("2026-03-28T00:00:00Z");
    // Saturday in GMT, Sunday in BST: an hour earlier in UTC.
    expect(onDay(slots, "2026-03-28")).toEqual(
      series("2026-03-28T10:00:00.000Z", "2026-03-28T17:30:00.000Z"),
    );
    expect(onDay(slots, "2026-03-29")).toEqual(
      series("2026-03-29T09:00:00.000Z", "2026-03-29T16:30:00.000Z"),
    );
    const slotsQuery = query({ hosts: [everyDay], now: new Date("2026-03-28T00:00:00Z") });
    expect(checkSlot(slotsQuery, 1, new Date("2026-03-29T09:00:00Z"))).toBeNull();
    expect(checkSlot(slotsQuery, 1, new Date("2026-03-29T17:00:00Z"))).toBe("outside_hours");
  });

  it("keeps London's 10:00 to 18:00 on the Sunday the clocks go back", () => {
    const slots = twoDaysFrom("2026-10-24T00:00:00Z");
    expect(onDay(slots, "2026-10-24")).toEqual(
      series("2026-10-24T09:00:00.000Z", "2026-10-24T16:30:00.000Z"),
    );
    expect(onDay(slots, "2026-10-25")).toEqual(
      series("2026-10-25T10:00:00.000Z", "2026-10-25T17:30:00.000Z"),
    );
  });

  it("keeps New York's 10:00 to 18:00 on the Sunday the clocks go forward", () => {
    const slots = twoDaysFrom("2026-03-07T12:00:00Z", { firmTimeZone: "America/New_York" });
    expect(onDay(slots, "2026-03-07")).toEqual(
      series("2026-03-07T15:00:00.000Z", "2026-03-07T22:30:00.000Z"),
    );
    expect(onDay(slots, "2026-03-08")).toEqual(
      series("2026-03-08T14:00:00.000Z", "2026-03-08T21:30:00.000Z"),
    );
  });

  it("never offers the skipped hour, and offers both runs of the repeated one", () => {
    const nightOwl = host({ weeklyHours: hoursOn([0], "00:00", "04:00") });
    // 29 March: 00:00 and 00:30 GMT, then 02:00 to 03:30 BST; 01:00 to 02:00 never shows.
    expect(twoDaysFrom("2026-03-28T12:00:00Z", { hosts: [nightOwl] })).toEqual(
      series("2026-03-29T00:00:00.000Z", "2026-03-29T02:30:00.000Z"),
    );
    // 25 October: 00:00 to 01:30 BST, then 01:00 to 03:30 GMT.
    expect(twoDaysFrom("2026-10-24T12:00:00Z", { hosts: [nightOwl] })).toEqual(
      series("2026-10-24T23:00:00.000Z", "2026-10-25T03:30:00.000Z"),
    );
  });
});

describe("freeSlots around other meetings", () => {
  const monday = "2026-01-05";
  const meetingA = { start: "2026-01-05T11:00:00.000Z", end: "2026-01-05T11:30:00.000Z" };

  function mondayStarts(overrides: Partial<HostAvailability>, minutes = 30): string[] {
    return onDay(
      starts(
        query({
          hosts: [host(overrides)],
          busy: [{ staffUserId: 1, meetings: [meetingA] }],
          minutes,
        }),
      ),
      monday,
    );
  }

  it("keeps both meetings' buffers between them", () => {
    const all = series("2026-01-05T10:00:00.000Z", "2026-01-05T17:30:00.000Z");
    // A holds 10:45 to 11:45; 10:30 would hold 10:15 to 11:15, 11:30 would hold 11:15 to 12:15.
    const taken = [
      "2026-01-05T10:30:00.000Z",
      "2026-01-05T11:00:00.000Z",
      "2026-01-05T11:30:00.000Z",
    ];
    const buffered = { bufferBeforeMinutes: 15, bufferAfterMinutes: 15 };
    expect(mondayStarts(buffered)).toEqual(all.filter((start) => !taken.includes(start)));
    const slotsQuery = query({
      hosts: [host(buffered)],
      busy: [{ staffUserId: 1, meetings: [meetingA] }],
    });
    for (const start of taken) expect(checkSlot(slotsQuery, 1, new Date(start))).toBe("taken");
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-05T10:00:00Z"))).toBeNull();
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-05T12:00:00Z"))).toBeNull();

    // Without buffers only A's own time is taken.
    expect(mondayStarts({})).toEqual(all.filter((start) => start !== "2026-01-05T11:00:00.000Z"));
    // A buffer after meetings alone still spaces them: 10:30's reaches into A, A's into 11:30.
    expect(mondayStarts({ bufferAfterMinutes: 15 })).toEqual(
      all.filter((start) => !taken.includes(start)),
    );
    // Buffers round up to the quarter hour.
    expect(mondayStarts({ bufferBeforeMinutes: 5, bufferAfterMinutes: 10 })).toEqual(
      mondayStarts(buffered),
    );
  });

  it("keeps 45-minute meetings on the quarter hour clear of a buffered meeting", () => {
    const slots = mondayStarts({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 }, 45);
    // A holds 10:45 to 11:45; a 45-minute call holds 15 minutes either side of itself.
    expect(slots.slice(0, 2)).toEqual(["2026-01-05T12:00:00.000Z", "2026-01-05T12:15:00.000Z"]);
    expect(slots).toEqual(series("2026-01-05T12:00:00.000Z", "2026-01-05T17:15:00.000Z", 15));
    const earlier = mondayStarts(
      {
        bufferBeforeMinutes: 15,
        bufferAfterMinutes: 15,
        weeklyHours: hoursOn(WEEKDAYS, "09:00", "18:00"),
      },
      45,
    );
    expect(earlier.slice(0, 5)).toEqual([
      "2026-01-05T09:00:00.000Z",
      "2026-01-05T09:15:00.000Z",
      "2026-01-05T09:30:00.000Z",
      "2026-01-05T09:45:00.000Z",
      "2026-01-05T12:00:00.000Z",
    ]);
  });

  it("stops at the daily maximum, counted by the firm's day", () => {
    // 00:30 and 12:00 on Monday in India; Sunday's 23:00 does not count.
    const meetings = [
      { start: "2026-03-01T19:00:00.000Z", end: "2026-03-01T19:30:00.000Z" },
      { start: "2026-03-02T06:30:00.000Z", end: "2026-03-02T07:00:00.000Z" },
      { start: "2026-03-01T17:30:00.000Z", end: "2026-03-01T18:00:00.000Z" },
    ];
    const slotsQuery = query({
      hosts: [host({ dailyMax: 2 })],
      busy: [{ staffUserId: 1, meetings }],
      firmTimeZone: "Asia/Kolkata",
      now: new Date("2026-03-01T00:00:00Z"),
      horizonDays: 3,
    });
    const slots = starts(slotsQuery);
    expect(onDay(slots, "2026-03-02")).toEqual([]);
    expect(onDay(slots, "2026-03-03")).toHaveLength(16);
    expect(checkSlot(slotsQuery, 1, new Date("2026-03-02T10:00:00Z"))).toBe("day_full");
    expect(
      checkSlot(
        { ...slotsQuery, hosts: [host({ dailyMax: 3 })] },
        1,
        new Date("2026-03-02T10:00:00Z"),
      ),
    ).toBeNull();
  });
});

describe("freeSlots against the calendar", () => {
  it("waits for the host's notice", () => {
    const slotsQuery = query({
      hosts: [host({ minNoticeMinutes: 240 })],
      now: new Date("2026-01-05T09:10:00Z"),
    });
    expect(starts(slotsQuery)[0]).toBe("2026-01-05T13:30:00.000Z");
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-05T13:00:00Z"))).toBe("too_soon");
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-05T09:00:00Z"))).toBe("past");
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-05T13:30:00Z"))).toBeNull();
    expect(starts({ ...slotsQuery, hosts: [host()] })[0]).toBe("2026-01-05T10:00:00.000Z");
  });

  it("skips days off", () => {
    const slotsQuery = query({ hosts: [host({ daysOff: ["2026-01-06", "2026-01-08"] })] });
    const days = new Set(starts(slotsQuery).map((start) => start.slice(0, 10)));
    expect([...days].slice(0, 4)).toEqual(["2026-01-05", "2026-01-07", "2026-01-09", "2026-01-12"]);
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-06T12:00:00Z"))).toBe("outside_hours");
  });

  it("looks no further than the horizon", () => {
    const early = host({ weeklyHours: hoursOn(WEEKDAYS, "08:00", "18:00") });
    const slotsQuery = query({
      hosts: [early],
      now: new Date("2026-01-05T09:00:00Z"),
      horizonDays: 2,
    });
    const slots = starts(slotsQuery);
    expect(slots.at(-1)).toBe("2026-01-07T08:30:00.000Z");
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-07T08:30:00Z"))).toBeNull();
    expect(checkSlot(slotsQuery, 1, new Date("2026-01-07T09:00:00Z"))).toBe("too_far");
    // Fourteen days: Monday the 19th at 08:30 is the last.
    expect(starts({ ...slotsQuery, horizonDays: 14 }).at(-1)).toBe("2026-01-19T08:30:00.000Z");
  });

  it("settles starts far off by the calendar alone", () => {
    const slotsQuery = query();
    expect(checkSlot(slotsQuery, 1, new Date("2999-01-05T12:00:00Z"))).toBe("too_far");
    expect(checkSlot(slotsQuery, 1, new Date("1999-01-04T12:00:00Z"))).toBe("past");
    expect(checkSlot(slotsQuery, 1, new Date("not a date"))).toBe("outside_hours");
  });

  it("refuses a zone it does not know and a length off the quarter hour", () => {
    expect(() => freeSlots(query({ firmTimeZone: "Mars/Olympus" }))).toThrow(RangeError);
    expect(() => freeSlots(query({ minutes: 20 }))).toThrow(RangeError);
  });

  it("answers the hosts free at each start in the order given", () => {
    const morning = host({ staffUserId: 1, weeklyHours: hoursOn([1], "10:00", "14:00") });
    const afternoon = host({ staffUserId: 2, weeklyHours: hoursOn([1], "12:00", "18:00") });
    const slots = freeSlots(
      query({
        hosts: [afternoon, morning],
        busy: [
          {
            staffUserId: 1,
            meetings: [{ start: "2026-01-05T12:30:00.000Z", end: "2026-01-05T13:00:00.000Z" }],
          },
        ],
        horizonDays: 1,
      }),
    );
    const at = (time: string) => `2026-01-05T${time}:00.000Z`;
    expect(slots).toEqual([
      ...series(at("10:00"), at("11:30")).map((start) => ({ start, staffUserIds: [1] })),
      { start: at("12:00"), staffUserIds: [2, 1] },
      { start: at("12:30"), staffUserIds: [2] },
      { start: at("13:00"), staffUserIds: [2, 1] },
      { start: at("13:30"), staffUserIds: [2, 1] },
      ...series(at("14:00"), at("17:30")).map((start) => ({ start, staffUserIds: [2] })),
    ]);
  });

  it("accepts with checkSlot exactly the starts freeSlots offers", () => {
    const hosts = [
      host({ staffUserId: 1, bufferBeforeMinutes: 15, dailyMax: 3, minNoticeMinutes: 300 }),
      host({
        staffUserId: 2,
        weeklyHours: hoursOn(EVERY_DAY, "08:30", "12:15"),
        daysOff: ["2026-03-30"],
      }),
    ];
    const slotsQuery = query({
      hosts,
      busy: [
        {
          staffUserId: 1,
          meetings: [
            { start: "2026-03-30T10:00:00.000Z", end: "2026-03-30T10:45:00.000Z" },
            { start: "2026-03-31T13:00:00.000Z", end: "2026-03-31T13:30:00.000Z" },
          ],
        },
      ],
      minutes: 45,
      now: new Date("2026-03-27T08:07:00Z"),
      horizonDays: 6,
    });
    const offered = new Map(freeSlots(slotsQuery).map((slot) => [slot.start, slot.staffUserIds]));
    const from = Date.parse("2026-03-27T00:00:00Z");
    for (let at = from; at < from + 8 * 86_400_000; at += 15 * 60_000) {
      const start = new Date(at);
      for (const { staffUserId } of hosts) {
        const free = offered.get(start.toISOString())?.includes(staffUserId) ?? false;
        expect(checkSlot(slotsQuery, staffUserId, start) === null).toBe(free);
      }
    }
  });

  it("answers fourteen days for several busy hosts in a few milliseconds", () => {
    const hosts = [1, 2, 3, 4, 5].map((staffUserId) =>
      host({ staffUserId, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 }),
    );
    const busy = hosts.map(({ staffUserId }) => ({
      staffUserId,
      meetings: Array.from({ length: 40 }, (_, index) => {
        const start = Date.UTC(2026, 0, 6 + Math.floor(index / 4), 10 + (index % 4) * 2);
        return {
          start: new Date(start).toISOString(),
          end: new Date(start + 30 * 60_000).toISOString(),
        };
      }),
    }));
    const slotsQuery = query({ hosts, busy, firmTimeZone: "Asia/Kolkata" });
    freeSlots(slotsQuery);
    const began = performance.now();
    for (let run = 0; run < 10; run++) freeSlots(slotsQuery);
    expect((performance.now() - began) / 10).toBeLessThan(15);
  });
});

describe("claimedCells", () => {
  it("lists every quarter hour from the buffer before to the buffer after", () => {
    expect(
      claimedCells(new Date("2026-01-05T11:00:00Z"), new Date("2026-01-05T11:30:00Z"), 15, 15),
    ).toEqual([
      "2026-01-05T10:45:00.000Z",
      "2026-01-05T11:00:00.000Z",
      "2026-01-05T11:15:00.000Z",
      "2026-01-05T11:30:00.000Z",
    ]);
    expect(
      claimedCells(new Date("2026-01-05T11:00:00Z"), new Date("2026-01-05T11:45:00Z"), 10, 0),
    ).toEqual([
      "2026-01-05T10:45:00.000Z",
      "2026-01-05T11:00:00.000Z",
      "2026-01-05T11:15:00.000Z",
      "2026-01-05T11:30:00.000Z",
    ]);
    expect(
      claimedCells(new Date("2026-01-05T11:00:00Z"), new Date("2026-01-05T11:30:00Z"), 0, 0),
    ).toEqual(["2026-01-05T11:00:00.000Z", "2026-01-05T11:15:00.000Z"]);
  });

  it("covers a meeting off the grid with the cells it touches", () => {
    expect(
      claimedCells(new Date("2026-01-05T11:05:00Z"), new Date("2026-01-05T11:35:00Z"), 0, 0),
    ).toEqual(["2026-01-05T11:00:00.000Z", "2026-01-05T11:15:00.000Z", "2026-01-05T11:30:00.000Z"]);
  });
});
