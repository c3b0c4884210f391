import { describe, expect, it } from "vitest";
import { itChecksTheConsentFields } from "./consent-test-cases";
import { type EstimateFormInput, validateEstimateForm } from "./estimate";
import { countFieldsFor, toCount } from "./estimate-fields";
import { estimatePayloadSchema } from "./estimate-payload";
import { formatInr } from "./estimate-pricing";
import { itAccepts, itRefusesThePayloads, itRequiresEach } from "./form-test-cases";
import { estimateMessages as m, payloadMessages } from "./messages";
import { parsePayload } from "./payload-fields";

const form: EstimateFormInput = {
  name: "Kabir Sethi",
  company: "Sethi Retail",
  email: "kabir@sethiretail.in",
  mobile: "9810012345",
  project: "Store inventory app",
  platform: "both",
};

describe("toCount", () => {
  it.each([
    ["3", 3],
    ["", 0],
    ["abc", 0],
    ["-2", 0],
    ["2.9", 2],
    [7, 7],
    [Number.NaN, 0],
    [null, 0],
    ["5000", 1000],
  ])("reads %j as %d", (raw, expected) => {
    expect(toCount(raw)).toBe(expected);
  });
});

describe("countFieldsFor", () => {
  it("shows the counts of the chosen platform only", () => {
    expect(countFieldsFor("web")).toEqual(["wauth", "wmaster", "wtrans", "wreport"]);
    expect(countFieldsFor("mobile")).toEqual([
      "mauth",
      "mmaster",
      "mapproval",
      "moffline",
      "mreport",
    ]);
    expect(countFieldsFor("both")).toHaveLength(9);
    expect(countFieldsFor("")).toEqual([]);
  });
});

describe("validateEstimateForm", () => {
  itAccepts("a complete form", validateEstimateForm, form);

  itRequiresEach(
    validateEstimateForm,
    form,
    ["name", "company", "email", "mobile", "project", "platform"],
    m.required,
  );

  it("checks the platform, the email and the mobile in that order", () => {
    const check = (input: Partial<EstimateFormInput>) =>
      validateEstimateForm({ ...form, ...input });
    expect(check({ platform: "desktop", email: "x" })).toMatchObject({
      message: payloadMessages.unknownOption,
    });
    expect(check({ email: "x", mobile: "1" })).toMatchObject({ message: m.invalidEmail });
    expect(check({ mobile: "1" })).toMatchObject({ message: m.invalidMobile });
  });
});

describe("estimatePayloadSchema", () => {
  const payload = { ...form, ipadd: "0.0.0.0", wauth: 2, mauth: 1, api: 3 };

  it("fills missing counts with 0 and drops unknown keys", () => {
    const result = parsePayload(estimatePayloadSchema, { ...payload, discount: 50 });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value).toMatchObject({ wauth: 2, mauth: 1, api: 3, wreport: 0, rbac: 0 });
      expect(result.value).not.toHaveProperty("discount");
    }
  });

  itRefusesThePayloads(estimatePayloadSchema, payload, [
    [{ wauth: -1 }, "wauth", payloadMessages.outOfRange(0, 1000)],
    [{ wauth: 1001 }, "wauth", payloadMessages.outOfRange(0, 1000)],
    [{ mreport: 1.5 }, "mreport", payloadMessages.notWholeNumber],
    [{ api: "3" }, "api", payloadMessages.notNumber],
    [{ platform: "desktop" }, "platform", payloadMessages.unknownOption],
    [{ project: "p".repeat(2001) }, "project", payloadMessages.tooLong(2000)],
    [{ email: "kabir" }, "email", m.invalidEmail],
    [{ company: "" }, "company", m.required],
  ]);

  itChecksTheConsentFields(estimatePayloadSchema, payload);
});

describe("formatInr", () => {
  it("groups rupees the Indian way", () => {
    expect(formatInr(123400)).toBe("₹1,23,400");
  });
});
