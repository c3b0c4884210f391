import { describe, expect, it } from "vitest";
import { itRequiresEach, messageOf, sampleLead } from "./form-test-cases";
import { roiMessages as m } from "./messages";
import { computeRoi, formatUsd, type RoiFormInput, validateRoiForm } from "./roi";

const form: RoiFormInput = { ...sampleLead, manual_cost: "12000", automated_cost: "4800.50" };

const messageFor = messageOf(validateRoiForm, form);

describe("validateRoiForm", () => {
  it("answers the costs as numbers", () => {
    expect(validateRoiForm(form)).toEqual({
      ok: true,
      value: { ...form, manual_cost: 12000, automated_cost: 4800.5 },
    });
  });

  itRequiresEach(validateRoiForm, form, ["manual_cost", "automated_cost"], m.required, " ");

  it.each([
    ["100", "99.99", "ok"],
    ["100", "100", m.costOrder],
    ["100", "150", m.costOrder],
    ["100", "0", "ok"],
  ])("manual %s and automated %s give %s", (manual_cost, automated_cost, expected) => {
    expect(messageFor({ manual_cost, automated_cost })).toBe(expected);
  });

  it("refuses a negative or non-numeric cost", () => {
    expect(messageFor({ manual_cost: "-5", automated_cost: "-10" })).toBe(m.invalidCost);
    expect(messageFor({ automated_cost: "abc" })).toBe(m.invalidCost);
  });

  it("checks the costs only after every earlier rule", () => {
    expect(messageFor({ email: "meera", automated_cost: "20000" })).toBe(m.invalidEmail);
    expect(messageFor({ website: "bot", manual_cost: "" })).toBe(m.bot);
    expect(messageFor({ manual_cost: "", name: "M" })).toBe(m.required);
  });
});

describe("computeRoi", () => {
  it("computes savings and the ROI percentage with two decimals", () => {
    expect(computeRoi(12000, 4800)).toEqual({
      manual_cost: 12000,
      automated_cost: 4800,
      savings: 7200,
      roi: "150.00",
    });
    expect(computeRoi(100.1, 50.05)).toMatchObject({ savings: 50.05, roi: "100.00" });
    expect(computeRoi(10, 3).roi).toBe("233.33");
  });

  it("has no finite ROI when the automated cost is 0", () => {
    expect(computeRoi(500, 0)).toMatchObject({ savings: 500, roi: null });
  });
});

describe("formatUsd", () => {
  it("shows dollars with two decimals and grouping", () => {
    expect(formatUsd(7200)).toBe("$7,200.00");
    expect(formatUsd(50.05)).toBe("$50.05");
  });
});
