import { describe, expect, it } from "vitest";
import { itRequiresEach, itShowsTheMessages, messageOf } from "./form-test-cases";
import { type HrLeadFormInput, validateHrLeadForm } from "./hr-lead";
import { hrLeadMessages as m, payloadMessages } from "./messages";

const form: HrLeadFormInput = {
  name: "Sunita Rao",
  companyname: "Rao Industries",
  email: "sunita@raoindustries.in",
  mobileno: "9810012345",
  website: "",
};

describe("validateHrLeadForm", () => {
  it("accepts a form without a website", () => {
    expect(validateHrLeadForm(form)).toEqual({ ok: true, value: form });
  });

  it("keeps the company website when given", () => {
    const messageFor = messageOf(validateHrLeadForm, form);
    expect(messageFor({ website: "https://raoindustries.in" })).toBe("ok");
  });

  itRequiresEach(
    validateHrLeadForm,
    form,
    ["name", "companyname", "email", "mobileno"],
    m.required,
  );

  itShowsTheMessages(validateHrLeadForm, form, [
    [{ companyname: "", name: "S" }, m.required],
    [{ name: "S", companyname: "#" }, m.invalidName],
    [{ companyname: "#", mobileno: "12" }, m.invalidCompany],
    [{ mobileno: "0123456789", email: "x" }, m.invalidMobile],
    [{ email: "sunita@rao" }, m.invalidEmail],
    [{ website: "w".repeat(201) }, payloadMessages.tooLong(200)],
  ]);
});
