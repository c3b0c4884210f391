import { describe, expect, it } from "vitest";
import { itChecksTheConsentFields } from "./consent-test-cases";
import {
  EARLY_ACCESS_OFFERS,
  type EarlyAccessFormInput,
  validateEarlyAccessForm,
} from "./early-access";
import { itAccepts, itShowsTheMessages, sampleLead } from "./form-test-cases";
import { earlyAccessPayloadSchema, leadPayloadSchema } from "./lead-payload";
import { earlyAccessMessages as m, payloadMessages } from "./messages";
import { parsePayload } from "./payload-fields";

const form: EarlyAccessFormInput = { ...sampleLead, ipadd: "203.0.113.9" };

describe("validateEarlyAccessForm", () => {
  itAccepts("a complete form once the IP is known", validateEarlyAccessForm, form);

  itShowsTheMessages(validateEarlyAccessForm, form, [
    [{ ipadd: null, website: "bot", name: "" }, m.waitForIp],
    [{ website: "bot", name: "" }, m.bot],
    [{ mobileno: "", name: "A" }, m.required],
    [{ name: "A", companyname: "?" }, m.invalidName],
    [{ companyname: "?", mobileno: "0" }, m.invalidCompany],
    [{ mobileno: "0", email: "x" }, m.invalidMobile],
    [{ email: "x" }, m.invalidEmail],
  ]);
});

describe("earlyAccessPayloadSchema", () => {
  const { agenticAi, commTool } = EARLY_ACCESS_OFFERS;
  const payload = { ...form, ...agenticAi };

  it("accepts both offers, also through the general SaveLead schema", () => {
    for (const offer of [agenticAi, commTool]) {
      expect(parsePayload(earlyAccessPayloadSchema, { ...payload, ...offer }).ok).toBe(true);
      expect(parsePayload(leadPayloadSchema, { ...payload, ...offer }).ok).toBe(true);
    }
  });

  it("refuses another lead type or checklist", () => {
    expect(parsePayload(earlyAccessPayloadSchema, { ...payload, leadtype: "HCT" })).toMatchObject({
      message: payloadMessages.unknownOption,
      field: "leadtype",
    });
    expect(
      parsePayload(earlyAccessPayloadSchema, { ...payload, checklist: "SRS Template" }),
    ).toMatchObject({ message: payloadMessages.unknownOption, field: "checklist" });
  });

  it("re-checks the form's rules", () => {
    expect(parsePayload(earlyAccessPayloadSchema, { ...payload, email: "a b@c.in" })).toEqual({
      ok: false,
      message: m.invalidEmail,
      field: "email",
    });
  });

  itChecksTheConsentFields(earlyAccessPayloadSchema, payload);
});
