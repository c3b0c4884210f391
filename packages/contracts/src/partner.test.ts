import { describe, expect, it } from "vitest";
import { itChecksTheConsentFields } from "./consent-test-cases";
import {
  partnerForm as form,
  itAccepts,
  itRefusesThePayloads,
  itRequiresEach,
  itShowsTheMessages,
  messageOf,
} from "./form-test-cases";
import { partnerMessages as m, payloadMessages } from "./messages";
import { PARTNER_FIELDS, validatePartnerForm } from "./partner";
import { partnerPayloadSchema } from "./partner-payload";
import { parsePayload } from "./payload-fields";

const messageFor = messageOf(validatePartnerForm, form);

describe("validatePartnerForm", () => {
  itAccepts("a form without the optional fields", validatePartnerForm, form);

  itRequiresEach(
    validatePartnerForm,
    form,
    PARTNER_FIELDS.filter((field) => field !== "noofemp" && field !== "profile"),
    m.required,
  );

  itShowsTheMessages(validatePartnerForm, form, [
    [{ email: "vikram@singh" }, m.invalidEmail],
    [{ phoneno: "123456" }, m.invalidPhones],
    [{ companyphone: "phone" }, m.invalidPhones],
    [{ phoneno: "1234567", companyphone: "123456789012345" }, "ok"],
    [{ pincode: "123" }, m.invalidPostalCode],
    [{ pincode: "1234" }, "ok"],
    [{ pincode: "1234567890" }, "ok"],
    [{ pincode: "12345678901" }, m.invalidPostalCode],
    [{ pincode: "SW1A 1AA" }, m.invalidPostalCode],
    [{ country: "Atlantis" }, payloadMessages.unknownOption],
    [{ noofemp: "51-100", profile: "Cloud reseller for mid-sized firms." }, "ok"],
    [{ noofemp: "Millions" }, payloadMessages.unknownOption],
    [{ fname: "V".repeat(101) }, payloadMessages.tooLong(100)],
    [{ city: "C".repeat(151) }, payloadMessages.tooLong(150)],
  ]);

  it("reports the earlier rule when two are broken", () => {
    expect(messageFor({ website: "", email: "x" })).toBe(m.required);
    expect(messageFor({ email: "x", phoneno: "1" })).toBe(m.invalidEmail);
    expect(messageFor({ phoneno: "1", pincode: "1" })).toBe(m.invalidPhones);
  });
});

describe("partnerPayloadSchema", () => {
  const payload = { ...form, ipadd: "0.0.0.0" };

  it("accepts a request, fills the optional fields and drops unknown keys", () => {
    const { noofemp: _n, profile: _p, ...required } = payload;
    expect(parsePayload(partnerPayloadSchema, { ...required, companytype: "CR" })).toEqual({
      ok: true,
      value: payload,
    });
  });

  itRefusesThePayloads(partnerPayloadSchema, payload, [
    [{ country: "Atlantis" }, "country", payloadMessages.unknownOption],
    [{ noofemp: 20 }, "noofemp", payloadMessages.unknownOption],
    [{ pincode: 110020 }, "pincode", payloadMessages.notText],
    [{ profile: "p".repeat(5001) }, "profile", payloadMessages.tooLong(5000)],
    [{ phoneno: "12" }, "phoneno", m.invalidPhones],
    [{ city: "" }, "city", m.required],
  ]);

  itChecksTheConsentFields(partnerPayloadSchema, payload);
});
