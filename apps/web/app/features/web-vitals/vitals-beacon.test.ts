import { describe, expect, it } from "vitest";
import { vitalsBeaconBody } from "./vitals-beacon";

describe("the Web Vitals beacon's body", () => {
  it("holds the path, the viewport width and each metric, timings in whole milliseconds", () => {
    const measured = new Map([
      ["LCP", 1834.6],
      ["INP", 152],
      ["CLS", 0.012_345],
      ["FCP", 912.3],
      ["TTFB", 211.8],
    ]);
    expect(JSON.parse(vitalsBeaconBody(measured, "/about", 390) ?? "")).toEqual({
      path: "/about",
      width: 390,
      metrics: { LCP: 1835, INP: 152, CLS: 0.0123, FCP: 912, TTFB: 212 },
    });
  });

  it("leaves out what a browser cannot have measured, and anything the server does not know", () => {
    const measured = new Map([
      ["LCP", Number.NaN],
      ["INP", Number.POSITIVE_INFINITY],
      ["CLS", -0.1],
      ["FCP", 800],
      ["FID", 12],
    ]);
    expect(JSON.parse(vitalsBeaconBody(measured, "/index", 1440.4) ?? "")).toEqual({
      path: "/index",
      width: 1440,
      metrics: { FCP: 800 },
    });
  });

  it("sends nothing without a measurement, or for a path longer than the server takes", () => {
    expect(vitalsBeaconBody(new Map(), "/about", 390)).toBeUndefined();
    expect(vitalsBeaconBody(new Map([["LCP", NaN]]), "/about", 390)).toBeUndefined();
    expect(vitalsBeaconBody(new Map([["LCP", 900]]), `/${"a".repeat(200)}`, 390)).toBeUndefined();
  });
});
