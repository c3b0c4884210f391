import { describe, expect, it } from "vitest";
import { type HrLeadFormInput, validateHrLeadForm } from "./hr-lead";
import { hrLeadMessages as m, payloadMessages } from "./messages";

const form: HrLeadFormInput = {
  name: "Sunita Rao",
  companyname: "Rao Industries",
  email: "sunita@raoindustries.in",
  mobileno: "9810012345",
  website: "",
};

const messageFor = (input: Partial<HrLeadFormInput>) => {
  const result = validateHrLeadForm({ ...form, ...input });
  return result.ok ? "ok" : result.message;
};

describe("validateHrLeadForm", () => {
  it("accepts a form without a website", () => {
    expect(validateHrLeadForm(form)).toEqual({ ok: true, value: form });
  });

  it("keeps the company website when given", () => {
    expect(messageFor({ website: "https://raoindustries.in" })).toBe("ok");
  });

  it.each(["name", "companyname", "email", "mobileno"] as const)("requires %s", (field) => {
    expect(validateHrLeadForm({ ...form, [field]: "" })).toEqual({
      ok: false,
      message: m.required,
      field,
    });
  });

  it.each([
    [{ companyname: "", name: "S" }, m.required],
    [{ name: "S", companyname: "#" }, m.invalidName],
    [{ companyname: "#", mobileno: "12" }, m.invalidCompany],
    [{ mobileno: "0123456789", email: "x" }, m.invalidMobile],
    [{ email: "sunita@rao" }, m.invalidEmail],
    [{ website: "w".repeat(201) }, payloadMessages.tooLong(200)],
  ])("%j shows %s", (input, expected) => {
    expect(messageFor(input)).toBe(expected);
  });
});
