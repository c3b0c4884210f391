import { describe, expect, it } from "vitest";
import { type DemoLeadFormInput, validateDemoLeadForm } from "./demo-lead";
import { demoLeadMessages as m } from "./messages";

const form: DemoLeadFormInput = {
  name: "Farhan Ali",
  companyname: "",
  email: "farhan@example.in",
  mobileno: "+971501234567",
  website: "",
};

const messageFor = (input: Partial<DemoLeadFormInput>) => {
  const result = validateDemoLeadForm({ ...form, ...input });
  return result.ok ? "ok" : result.message;
};

describe("validateDemoLeadForm", () => {
  it("accepts a form without company and website", () => {
    expect(validateDemoLeadForm(form)).toEqual({ ok: true, value: form });
  });

  it.each(["name", "email", "mobileno"] as const)("requires %s", (field) => {
    expect(validateDemoLeadForm({ ...form, [field]: "" })).toEqual({
      ok: false,
      message: m.required,
      field,
    });
  });

  it.each([
    [{ name: "F" }, m.invalidName],
    [{ name: "Fa" }, "ok"],
    [{ name: "F".repeat(50) }, "ok"],
    [{ name: "F".repeat(51) }, m.invalidName],
    [{ mobileno: "1234567" }, m.invalidMobile],
    [{ mobileno: "12345678" }, "ok"],
    [{ mobileno: "123456789012345" }, "ok"],
    [{ mobileno: "1234567890123456" }, m.invalidMobile],
    [{ mobileno: "0123456789" }, m.invalidMobile],
    [{ email: "farhan at example.in" }, m.invalidEmail],
  ])("%j shows %s", (input, expected) => {
    expect(messageFor(input)).toBe(expected);
  });

  it("reports the earlier rule when two are broken", () => {
    expect(messageFor({ email: "", name: "F" })).toBe(m.required);
    expect(messageFor({ name: "F", mobileno: "0" })).toBe(m.invalidName);
    expect(messageFor({ mobileno: "0", email: "x" })).toBe(m.invalidMobile);
  });
});
