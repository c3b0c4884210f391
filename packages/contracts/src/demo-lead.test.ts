import { describe, expect, it } from "vitest";
import { type DemoLeadFormInput, validateDemoLeadForm } from "./demo-lead";
import {
  itAccepts,
  itRequiresEach,
  itShowsTheMessages,
  messageOf,
  sampleLead,
} from "./form-test-cases";
import { demoLeadMessages as m } from "./messages";

const form: DemoLeadFormInput = { ...sampleLead, companyname: "", mobileno: "+971501234567" };

const messageFor = messageOf(validateDemoLeadForm, form);

describe("validateDemoLeadForm", () => {
  itAccepts("a form without company and website", validateDemoLeadForm, form);

  itRequiresEach(validateDemoLeadForm, form, ["name", "email", "mobileno"], m.required);

  itShowsTheMessages(validateDemoLeadForm, form, [
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
  ]);

  it("reports the earlier rule when two are broken", () => {
    expect(messageFor({ email: "", name: "F" })).toBe(m.required);
    expect(messageFor({ name: "F", mobileno: "0" })).toBe(m.invalidName);
    expect(messageFor({ mobileno: "0", email: "x" })).toBe(m.invalidMobile);
  });
});
