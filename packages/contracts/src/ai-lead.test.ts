import { describe, expect, it } from "vitest";
import {
  type AiLeadFormInput,
  validateManufacturingLeadForm,
  validateMedicalLeadForm,
} from "./ai-lead";
import { aiLeadPayloadSchema } from "./ai-lead-payload";
import { itChecksTheConsentFields } from "./consent-test-cases";
import { itAccepts, itShowsTheMessages, messageOf } from "./form-test-cases";
import { SUPPORT_TYPES } from "./lead-codes";
import { manufacturingLeadMessages, medicalLeadMessages, payloadMessages } from "./messages";
import { parsePayload } from "./payload-fields";

const form: AiLeadFormInput = {
  name: "Dr. Neha Kapoor",
  company: "Kapoor Dental Clinics",
  mobile: "9810012345",
  email: "neha@kapoordental.in",
  website: "",
};

describe("validateMedicalLeadForm", () => {
  const m = medicalLeadMessages;

  itAccepts("a complete form", validateMedicalLeadForm, form);

  itShowsTheMessages(validateMedicalLeadForm, form, [
    [{ website: "x", name: "" }, m.bot],
    [{ company: "", mobile: "1" }, m.required],
    [{ mobile: "9810012" }, m.invalidMobile],
    [{ mobile: "+4915112345678" }, "ok"],
    [{ mobile: "0981001234" }, m.invalidMobile],
    [{ mobile: "1", email: "bad" }, m.invalidMobile],
    [{ email: "neha@kapoordental" }, m.invalidEmail],
  ]);
});

describe("validateManufacturingLeadForm", () => {
  const m = manufacturingLeadMessages;

  itShowsTheMessages(validateManufacturingLeadForm, form, [
    [{ website: "x" }, m.bot],
    [{ email: " " }, m.required],
    [{ mobile: "6000000000" }, "ok"],
    [{ mobile: "9999999999" }, "ok"],
    [{ mobile: "5999999999" }, m.invalidMobile],
    [{ mobile: "981001234" }, m.invalidMobile],
    [{ mobile: "98100123456" }, m.invalidMobile],
    // A foreign mobile: the page takes Indian mobiles only.
    [{ mobile: "+447700900123" }, m.invalidMobile],
    [{ mobile: "1", email: "bad" }, m.invalidMobile],
    [{ email: "bad" }, m.invalidEmail],
  ]);

  it("uses the page's own messages", () => {
    const messageFor = messageOf(validateManufacturingLeadForm, form);
    expect(messageFor({ email: "bad" })).toBe("❌ Invalid email address.");
  });
});

describe("aiLeadPayloadSchema", () => {
  const payload = { ...form, supportfor: SUPPORT_TYPES.manufacturing, ip: "0.0.0.0" };

  it("accepts a lead and drops unknown keys", () => {
    expect(parsePayload(aiLeadPayloadSchema, { ...payload, priority: "high" })).toEqual({
      ok: true,
      value: payload,
    });
  });

  it("re-checks with the rules of the page the support type names", () => {
    const mobile = "+447700900123";
    expect(parsePayload(aiLeadPayloadSchema, { ...payload, mobile })).toEqual({
      ok: false,
      message: manufacturingLeadMessages.invalidMobile,
      field: "mobile",
    });
    expect(
      parsePayload(aiLeadPayloadSchema, { ...payload, mobile, supportfor: SUPPORT_TYPES.medical })
        .ok,
    ).toBe(true);
  });

  it("refuses a filled honeypot, an unknown support type and oversize text", () => {
    expect(parsePayload(aiLeadPayloadSchema, { ...payload, website: "x" })).toMatchObject({
      message: manufacturingLeadMessages.bot,
    });
    expect(
      parsePayload(aiLeadPayloadSchema, { ...payload, supportfor: "AI for Fun" }),
    ).toMatchObject({ message: payloadMessages.unknownOption, field: "supportfor" });
    expect(parsePayload(aiLeadPayloadSchema, { ...payload, company: "c".repeat(101) })).toEqual({
      ok: false,
      message: payloadMessages.tooLong(100),
      field: "company",
    });
  });

  itChecksTheConsentFields(aiLeadPayloadSchema, payload);
});
