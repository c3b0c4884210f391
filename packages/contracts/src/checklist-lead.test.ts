import { describe, expect, it } from "vitest";
import { type ChecklistFormInput, validateChecklistForm } from "./checklist-lead";
import { itChecksTheConsentFields } from "./consent-test-cases";
import {
  itRefusesThePayloads,
  itRequiresEach,
  itShowsTheMessages,
  messageOf,
} from "./form-test-cases";
import { leadPayloadSchema } from "./lead-payload";
import { leadFormMessages as m, payloadMessages } from "./messages";
import { parsePayload } from "./payload-fields";

const form: ChecklistFormInput = {
  name: "Ravi K. D'Souza-Menon",
  companyname: "Okhla Logistics",
  email: "ravi@okhla-logistics.in",
  mobileno: "+919810012345",
  website: "",
};

const check = (input: Partial<ChecklistFormInput>) => validateChecklistForm({ ...form, ...input });
const messageFor = messageOf(validateChecklistForm, form);

describe("validateChecklistForm rules", () => {
  it("accepts a complete form", () => {
    expect(check({})).toEqual({ ok: true, value: form });
  });

  it("refuses a filled honeypot", () => {
    expect(check({ website: "x" })).toEqual({ ok: false, message: m.bot, field: "website" });
  });

  itRequiresEach(
    validateChecklistForm,
    form,
    ["name", "companyname", "email", "mobileno"],
    m.required,
  );

  it.each([
    ["A", m.invalidName],
    ["Al", "ok"],
    ["a".repeat(50), "ok"],
    ["a".repeat(51), m.invalidName],
    ["R2-D2", m.invalidName],
    ["José Núñez", "ok"],
  ])("name %j gives %s", (name, expected) => {
    expect(messageFor({ name })).toBe(expected);
  });

  it.each([
    ["X", m.invalidCompany],
    ["Kaizen Fusion Pvt. Ltd.", "ok"],
    ["b".repeat(51), m.invalidCompany],
    ["Bhatinda Mills & Sons", m.invalidCompany],
  ])("company %j gives %s", (companyname, expected) => {
    expect(messageFor({ companyname })).toBe(expected);
  });

  it.each([
    ["9810012", m.invalidMobile],
    ["98100123", "ok"],
    ["981001234567890", "ok"],
    ["9810012345678901", m.invalidMobile],
    // The trunk 0 before a mobile is dropped; a landline keeps its 0, which the rule refuses.
    ["09810012345", "ok"],
    ["011 4170 2200", m.invalidMobile],
    ["+919810012345", "ok"],
    ["+09810012345", m.invalidMobile],
    ["98100 12345", "ok"],
    ["+91 98100-12345", "ok"],
    ["0 98100 12345", "ok"],
    ["98100 CALL ME", m.invalidMobile],
  ])("mobile %j gives %s", (mobileno, expected) => {
    expect(messageFor({ mobileno })).toBe(expected);
  });

  it.each([
    ["ravi@example.in", "ok"],
    ["ravi@example", m.invalidEmail],
    ["ravi @example.in", m.invalidEmail],
    ["ravi@@example.in", m.invalidEmail],
    ["@example.in", m.invalidEmail],
  ])("email %j gives %s", (email, expected) => {
    expect(messageFor({ email })).toBe(expected);
  });
});

describe("validateChecklistForm order", () => {
  itShowsTheMessages(validateChecklistForm, form, [
    [{ website: "x", name: "" }, m.bot],
    [{ name: "", companyname: "?" }, m.required],
    [{ email: "", name: "A" }, m.required],
    [{ name: "A", companyname: "?" }, m.invalidName],
    [{ companyname: "?", mobileno: "0" }, m.invalidCompany],
    [{ mobileno: "0", email: "bad" }, m.invalidMobile],
  ]);
});

describe("leadPayloadSchema", () => {
  const payload = {
    ...form,
    leadtype: "LOS",
    leadfor: "Logistics and field service leaders",
    checklist: "Logistics Checklist",
    ipadd: "0.0.0.0",
  };

  it("accepts a lead and drops unknown keys", () => {
    expect(parsePayload(leadPayloadSchema, { ...payload, status: "won" })).toEqual({
      ok: true,
      value: payload,
    });
  });

  it("accepts a lead without the honeypot key", () => {
    const { website: _, ...withoutHoneypot } = payload;
    expect(parsePayload(leadPayloadSchema, withoutHoneypot).ok).toBe(true);
  });

  it("refuses unknown lead types and checklists", () => {
    for (const change of [{ leadtype: "XXX" }, { checklist: "Free Pizza" }, { leadtype: 1 }]) {
      expect(parsePayload(leadPayloadSchema, { ...payload, ...change })).toMatchObject({
        ok: false,
        message: payloadMessages.unknownOption,
      });
    }
  });

  describe("re-checks the form's rules in the form's order", () => {
    itRefusesThePayloads(leadPayloadSchema, payload, [
      [{ website: "bot.example" }, "website", m.bot],
      [{ name: "A", companyname: "" }, "companyname", m.required],
      [{ name: "n".repeat(60) }, "name", m.invalidName],
    ]);
  });

  it("refuses wrong types and oversize strings", () => {
    expect(parsePayload(leadPayloadSchema, { ...payload, mobileno: 9810012345 })).toMatchObject({
      ok: false,
      message: payloadMessages.notText,
      field: "mobileno",
    });
    expect(parsePayload(leadPayloadSchema, { ...payload, leadfor: "x".repeat(201) })).toEqual({
      ok: false,
      message: payloadMessages.tooLong(200),
      field: "leadfor",
    });
    expect(parsePayload(leadPayloadSchema, { ...payload, utm_campaign: ["a"] })).toMatchObject({
      ok: false,
      field: "utm_campaign",
    });
  });

  itChecksTheConsentFields(leadPayloadSchema, payload);
});
