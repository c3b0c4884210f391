import { describe } from "vitest";
import { itAccepts, itRequiresEach, itShowsTheMessages, sampleLead } from "./form-test-cases";
import { type HrLeadFormInput, validateHrLeadForm } from "./hr-lead";
import { hrLeadMessages as m, payloadMessages } from "./messages";

const form: HrLeadFormInput = sampleLead;

describe("validateHrLeadForm", () => {
  itAccepts("a form without a website", validateHrLeadForm, form);

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
    [{ website: "https://raoindustries.in" }, "ok"],
    [{ website: "w".repeat(201) }, payloadMessages.tooLong(200)],
  ]);
});
