import { describe, expect, it } from "vitest";
import { firmDay, formatFirmTime } from "./firm-time";

describe("firm time", () => {
  it("writes a UTC instant as Delhi staff read it", () => {
    expect(formatFirmTime("2026-11-25T13:35:00.000Z", "Asia/Kolkata")).toBe(
      "25 Nov 2026, 7:05 pm IST",
    );
  });

  it("follows another configured zone", () => {
    expect(formatFirmTime("2026-07-01T08:00:00.000Z", "Europe/London")).toBe(
      "1 Jul 2026, 9:00 am BST",
    );
  });

  it("finds the firm's calendar day, not UTC's", () => {
    expect(firmDay(new Date("2026-11-24T20:00:00.000Z"), "Asia/Kolkata")).toBe("2026-11-25");
  });
});
