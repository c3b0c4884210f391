import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry-delay";

describe("retryDelayMs", () => {
  it("doubles from 30 seconds and stops at one hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((failures) => retryDelayMs(failures) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });
});
