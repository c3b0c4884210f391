import { describe, expect, it } from "vitest";
import { calculateEstimate, PRICE_TABLE, type PriceTable } from "./estimate-pricing";

// Figures below are worked out by hand from PRICE_TABLE: ₹1,800 an hour, QA and PM 25%.
describe("calculateEstimate", () => {
  it("prices a web project and ignores mobile counts", () => {
    const estimate = calculateEstimate({
      platform: "web",
      wauth: 1,
      wmaster: 5,
      wtrans: 2,
      wreport: 3,
      mauth: 4,
      moffline: 2,
    });

    expect(estimate).toEqual({
      cost: 500_400,
      currency: "INR",
      breakdown: [
        { label: "Project setup (web)", hours: 40, amount: 72_000 },
        { label: "Web sign-in and access screens × 1", hours: 16, amount: 28_800 },
        { label: "Web master entry forms × 5", hours: 60, amount: 108_000 },
        { label: "Web complex transaction forms × 2", hours: 64, amount: 115_200 },
        { label: "Web reports × 3", hours: 42, amount: 75_600 },
        // 25% of 222 build hours is 55.5, rounded to 56.
        { label: "Quality assurance and project management (25%)", hours: 56, amount: 100_800 },
      ],
    });
  });

  it("prices a mobile project with an add-on and ignores web counts", () => {
    const estimate = calculateEstimate({
      platform: "mobile",
      mauth: 1,
      mmaster: 4,
      mapproval: 2,
      moffline: 1,
      mreport: 2,
      pnot: 3,
      wtrans: 10,
    });

    // 56 + 20 + 56 + 36 + 40 + 32 + 48 = 288 build hours, 72 QA hours, 360 hours in all.
    expect(estimate.cost).toBe(648_000);
    expect(estimate.breakdown.map((line) => line.label)).toEqual([
      "Project setup (mobile)",
      "Mobile sign-in and access screens × 1",
      "Mobile simple entry screens × 4",
      "Mobile approval flows × 2",
      "Mobile offline sync modules × 1",
      "Mobile reports × 2",
      "Push notification types × 3",
      "Quality assurance and project management (25%)",
    ]);
  });

  it("counts web, mobile and add-ons together for both platforms", () => {
    const estimate = calculateEstimate({
      platform: "both",
      wauth: 1,
      wmaster: 2,
      mauth: 1,
      mmaster: 2,
      admin: 2,
      rbac: 3,
      anal: 1,
      api: 2,
    });

    // 80 + 16 + 24 + 20 + 28 + 40 + 36 + 28 + 48 = 320 build hours, 80 QA hours.
    expect(estimate.cost).toBe(720_000);
    expect(estimate.breakdown[0]).toEqual({
      label: "Project setup (web and mobile)",
      hours: 80,
      amount: 144_000,
    });
    expect(estimate.breakdown.at(-1)).toEqual({
      label: "Quality assurance and project management (25%)",
      hours: 80,
      amount: 144_000,
    });
  });

  it("charges only setup and its QA share when every count is zero", () => {
    const estimate = calculateEstimate({ platform: "web" });

    expect(estimate.cost).toBe(90_000);
    expect(estimate.breakdown).toHaveLength(2);
  });

  it("treats negative, fractional and non-numeric counts as whole counts of zero or more", () => {
    const messy = calculateEstimate({
      platform: "web",
      wauth: -3,
      wmaster: 2.7,
      wreport: Number.NaN,
    });
    const clean = calculateEstimate({ platform: "web", wmaster: 2 });

    expect(messy).toEqual(clean);
  });

  it("keeps every amount a whole number of rupees and the cost equal to their sum", () => {
    const estimate = calculateEstimate({ platform: "both", wtrans: 3, moffline: 2, rbac: 1 });
    const sum = estimate.breakdown.reduce((total, line) => total + line.amount, 0);

    for (const line of estimate.breakdown) expect(Number.isInteger(line.amount)).toBe(true);
    expect(estimate.cost).toBe(sum);
  });

  it("rounds the cost to the nearest hundred rupees", () => {
    const table = (hourlyRate: number): PriceTable => ({
      ...PRICE_TABLE,
      hourlyRate,
      setupHours: { web: 1, mobile: 1, both: 1 },
      qaAndManagementPercent: 0,
    });

    expect(calculateEstimate({ platform: "web" }, table(1849)).cost).toBe(1800);
    expect(calculateEstimate({ platform: "web" }, table(1850)).cost).toBe(1900);
  });
});
