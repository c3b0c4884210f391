import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { useTestApp } from "../helpers/test-app";
import { clearLeads, countRows, leadRows, post, validPayloads } from "./lead-fixtures";

describe.each(testDatabases)("POST /api/SaveEstimate on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });

  beforeEach(async () => {
    await clearLeads(database.db);
  });

  it("answers the cost from the price table with its breakdown, in rupees", async () => {
    const response = await post(app, "SaveEstimate", validPayloads.SaveEstimate);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    // ₹1,800 an hour plus 25% QA and PM; the mobile counts are ignored for a web project.
    expect(response.json()).toEqual({
      cost: 500_400,
      currency: "INR",
      breakdown: [
        { label: "Project setup (web)", hours: 40, amount: 72_000 },
        { label: "Web sign-in and access screens × 1", hours: 16, amount: 28_800 },
        { label: "Web master entry forms × 5", hours: 60, amount: 108_000 },
        { label: "Web complex transaction forms × 2", hours: 64, amount: 115_200 },
        { label: "Web reports × 3", hours: 42, amount: 75_600 },
        { label: "Quality assurance and project management (25%)", hours: 56, amount: 100_800 },
      ],
    });
  });

  it("stores the request with its cost", async () => {
    await post(app, "SaveEstimate", {
      ...validPayloads.SaveEstimate,
      utm_campaign: "estimate-ads",
      price: 1,
    });
    const rows = await leadRows(database.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "estimate",
      source_call: "SaveEstimate",
      name: "Asha Rao",
      company: "Rao Labs",
      email: "asha@raolabs.in",
      phone: "+919876543210",
      estimate_cost: 500_400,
      reported_ip: "203.0.113.7",
      utm_campaign: "estimate-ads",
    });
    expect(JSON.parse(rows[0]?.details ?? "")).toEqual({
      ...validPayloads.SaveEstimate,
      utm_campaign: "estimate-ads",
    });
  });

  it("prices both platforms and add-ons, counting missing counts as 0", async () => {
    const { wauth, wmaster, wtrans, wreport, mauth, moffline, ...rest } =
      validPayloads.SaveEstimate;
    const response = await post(app, "SaveEstimate", {
      ...rest,
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
    // 80 + 16 + 24 + 20 + 28 + 40 + 36 + 28 + 48 = 320 build hours, 80 QA hours, 400 × ₹1,800.
    expect(response.json()).toMatchObject({ cost: 720_000, currency: "INR" });
    const rows = await leadRows(database.db);
    expect(rows[0]?.estimate_cost).toBe(720_000);
  });

  it.each([
    [
      "the first blank required field",
      { project: "", platform: "" },
      { message: "Please fill all required fields", field: "project" },
    ],
    [
      "a blank platform",
      { platform: "" },
      { message: "Please fill all required fields", field: "platform" },
    ],
    [
      "an unknown platform",
      { platform: "desktop" },
      { message: "Please choose one of the listed options", field: "platform" },
    ],
    [
      "a bad email",
      { email: "asha@raolabs" },
      { message: "Please enter a valid email address", field: "email" },
    ],
    [
      "a bad mobile",
      { mobile: "98-76" },
      { message: "Please enter a valid phone number", field: "mobile" },
    ],
    [
      "a negative count",
      { wauth: -1 },
      { message: "This field must be between 0 and 1000", field: "wauth" },
    ],
    [
      "a fractional count",
      { mreport: 2.5 },
      { message: "This field must be a whole number", field: "mreport" },
    ],
    [
      "a count sent as text",
      { api: "3" },
      { message: "This field must be a number", field: "api" },
    ],
    [
      "a count over the bound",
      { rbac: 1001 },
      { message: "This field must be between 0 and 1000", field: "rbac" },
    ],
  ])("refuses %s", async (_case, change, expected) => {
    const response = await post(app, "SaveEstimate", { ...validPayloads.SaveEstimate, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
    expect(await countRows(database.db, "leads")).toBe(0);
  });
});
