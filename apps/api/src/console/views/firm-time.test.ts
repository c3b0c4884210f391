import { describe, expect, it } from "vitest";
import { firmDay, formatFirmTime } from "./firm-time";

describe("firm time", () => {
  it.each([
    ["Asia/Kolkata", "2026-11-25T13:35:00.000Z", "25 Nov 2026, 7:05 pm IST"],
    ["Europe/London", "2026-07-01T08:00:00.000Z", "1 Jul 2026, 9:00 am BST"],
  ])("writes a UTC instant as staff in the configured zone %s read it", (zone, instant, text) => {
    expect(formatFirmTime(instant, zone)).toBe(text);
  });

  it("finds the firm's calendar day, not UTC's", () => {
    expect(firmDay(new Date("2026-11-24T20:00:00.000Z"), "Asia/Kolkata")).toBe("2026-11-25");
  });
});
