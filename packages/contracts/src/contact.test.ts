import { describe, expect, it } from "vitest";
import { itChecksTheConsentFields } from "./consent-test-cases";
import { type ContactFormInput, validateContactForm } from "./contact";
import { contactPayloadSchema } from "./contact-payload";
import { itRequiresEach } from "./form-test-cases";
import { contactMessages, payloadMessages } from "./messages";
import { parsePayload } from "./payload-fields";

const form: ContactFormInput = {
  name: "Asha Verma",
  email: "asha@example.in",
  request: "We need a web portal for our clinic chain.",
  phone: "+919810012345",
  website: "",
};

const failure = (input: Partial<ContactFormInput>) => validateContactForm({ ...form, ...input });

describe("validateContactForm", () => {
  it("accepts a complete form and trims what was typed", () => {
    const result = validateContactForm({ ...form, name: "  Asha Verma ", phone: "" });
    expect(result).toEqual({ ok: true, value: { ...form, name: "Asha Verma", phone: "" } });
  });

  itRequiresEach(
    validateContactForm,
    form,
    ["name", "email", "request"],
    contactMessages.required,
    "   ",
  );

  it("refuses an address that is not text@text.text", () => {
    for (const email of ["asha", "asha@example", "asha @example.in", "a@b@c.in"]) {
      expect(failure({ email })).toMatchObject({ message: contactMessages.invalidEmail });
    }
  });

  it("checks the optional phone: plus, then 7 to 15 digits", () => {
    expect(failure({ phone: "1234567" }).ok).toBe(true);
    expect(failure({ phone: "+123456789012345" }).ok).toBe(true);
    for (const phone of ["123456", "1234567890123456", "98100/12345", "9810012345 ext 2"]) {
      expect(failure({ phone })).toMatchObject({ message: contactMessages.invalidPhone });
    }
  });

  it("refuses a filled honeypot", () => {
    expect(failure({ website: "spam.example" })).toMatchObject({ message: contactMessages.bot });
  });

  it("reports the earlier rule when two are broken", () => {
    expect(failure({ name: "", email: "bad" })).toEqual({
      ok: false,
      message: contactMessages.required,
      field: "name",
    });
    expect(failure({ email: "bad", phone: "12" })).toMatchObject({
      message: contactMessages.invalidEmail,
    });
  });

  it("bounds the request text", () => {
    expect(failure({ request: "x".repeat(5001) })).toEqual({
      ok: false,
      message: payloadMessages.tooLong(5000),
      field: "request",
    });
  });
});

describe("contactPayloadSchema", () => {
  const payload = { ...form, ipadd: "203.0.113.7" };

  it("accepts the form's payload with attribution and drops unknown keys", () => {
    const result = parsePayload(contactPayloadSchema, {
      ...payload,
      utm_source: "newsletter",
      admin: true,
    });
    expect(result).toEqual({ ok: true, value: { ...payload, utm_source: "newsletter" } });
  });

  it("answers the form's messages", () => {
    expect(parsePayload(contactPayloadSchema, { ...payload, email: "nope" })).toEqual({
      ok: false,
      message: contactMessages.invalidEmail,
      field: "email",
    });
    expect(parsePayload(contactPayloadSchema, { email: "a@b.in" })).toEqual({
      ok: false,
      message: contactMessages.required,
      field: "name",
    });
  });

  it("refuses wrong types, oversize text and a body that is not an object", () => {
    expect(parsePayload(contactPayloadSchema, { ...payload, name: 42 })).toEqual({
      ok: false,
      message: payloadMessages.notText,
      field: "name",
    });
    expect(parsePayload(contactPayloadSchema, { ...payload, ipadd: "1".repeat(46) })).toMatchObject(
      {
        ok: false,
        field: "ipadd",
      },
    );
    expect(
      parsePayload(contactPayloadSchema, { ...payload, referrer: "r".repeat(2001) }),
    ).toMatchObject({ ok: false, field: "referrer" });
    expect(parsePayload(contactPayloadSchema, "name=x")).toEqual({
      ok: false,
      message: payloadMessages.notAnObject,
    });
  });

  itChecksTheConsentFields(contactPayloadSchema, payload);
});
