import { describe, expect, it } from "vitest";
import { validateManufacturingLeadForm, validateMedicalLeadForm } from "./ai-lead";
import { aiLeadPayloadSchema } from "./ai-lead-payload";
import { validateCandidateForm } from "./candidate";
import { candidatePayloadSchema } from "./candidate-payload";
import { validateChecklistForm } from "./checklist-lead";
import { validateContactForm } from "./contact";
import { contactPayloadSchema } from "./contact-payload";
import { validateDemoLeadForm } from "./demo-lead";
import { validateEarlyAccessForm } from "./early-access";
import { validateEstimateForm } from "./estimate";
import { estimatePayloadSchema } from "./estimate-payload";
import type { Validation } from "./form-rules";
import { partnerForm as partner } from "./form-test-cases";
import { validateHrLeadForm } from "./hr-lead";
import { leadPayloadSchema } from "./lead-payload";
import { payloadMessages } from "./messages";
import { validatePartnerForm } from "./partner";
import { partnerPayloadSchema } from "./partner-payload";
import { parsePayload } from "./payload-fields";
import { PHONE_INPUT_MAX_LENGTH } from "./phone-input";
import { productLeadPayloadSchema } from "./product-lead";
import { validateRoiForm } from "./roi";

// Every phone field of every form, in the browser's validator and the server's payload schema:
// what people type is read as the number, the form's rule then decides, with the form's message.

const visitor = { name: "Meera Nair", email: "meera@example.in" };
const lead = { ...visitor, companyname: "Nair Textiles", website: "" };
const ip = "203.0.113.7";

interface PhoneField {
  form: string;
  field: string;
  /** The form's message for a number its rule refuses, as the visitor reads it. */
  message: string;
  /** The browser's validator with this phone typed. */
  validate: (phone: string) => Validation<Record<string, unknown>>;
  /** The server's reading of a payload with this phone. */
  parse: (phone: string) => Validation<Record<string, unknown>>;
}

const checklistMessage = "Invalid mobile number. Please fill your correct Mobile number.";
const contactMessage = "Please enter a valid phone number";

const leadPayload = (mobileno: string) =>
  parsePayload(leadPayloadSchema, {
    ...lead,
    mobileno,
    leadtype: "OTH",
    leadfor: "Teams that need requirements written down",
    checklist: "SRS Template",
    ipadd: ip,
  });

const productLead = (leadtype: string) => (mobileno: string) =>
  parsePayload(productLeadPayloadSchema, { ...lead, leadtype, mobileno, ipadd: ip });

const aiLead = (supportfor: string) => (mobile: string) =>
  parsePayload(aiLeadPayloadSchema, {
    ...visitor,
    company: "Nair Clinics",
    mobile,
    website: "",
    supportfor,
    ip,
  });

const aiForm = { ...visitor, company: "Nair Clinics", website: "" };

const candidate = {
  fullname: "Priya Nair",
  emailid: "priya.nair@example.in",
  jobappl: "Full Stack Developer",
  canddet: "Five years of TypeScript.",
};

const estimate = {
  name: "Kabir Sethi",
  company: "Sethi Retail",
  email: "kabir@sethiretail.in",
  project: "Store inventory app",
  platform: "web",
};

// The partner form has two phones under one rule and one message.
const partnerPhone = (form: string, field: "phoneno" | "companyphone"): PhoneField => ({
  form,
  field,
  message: "Please enter valid phone numbers",
  validate: (phone) => validatePartnerForm({ ...partner, [field]: phone }),
  parse: (phone) => parsePayload(partnerPayloadSchema, { ...partner, [field]: phone, ipadd: ip }),
});

const phoneFields: PhoneField[] = [
  {
    form: "contact",
    field: "phone",
    message: contactMessage,
    validate: (phone) =>
      validateContactForm({ ...visitor, request: "A clinic portal", website: "", phone }),
    parse: (phone) =>
      parsePayload(contactPayloadSchema, {
        ...visitor,
        request: "A clinic portal",
        website: "",
        phone,
        ipadd: ip,
      }),
  },
  {
    form: "checklist",
    field: "mobileno",
    message: checklistMessage,
    validate: (mobileno) => validateChecklistForm({ ...lead, mobileno }),
    parse: leadPayload,
  },
  {
    form: "ROI calculator",
    field: "mobileno",
    message: checklistMessage,
    validate: (mobileno) =>
      validateRoiForm({ ...lead, mobileno, manual_cost: "1000", automated_cost: "400" }),
    parse: leadPayload,
  },
  {
    form: "early access",
    field: "mobileno",
    message: checklistMessage,
    validate: (mobileno) => validateEarlyAccessForm({ ...lead, mobileno, ipadd: ip }),
    parse: leadPayload,
  },
  {
    form: "HR & Payroll demo",
    field: "mobileno",
    message: checklistMessage,
    validate: (mobileno) => validateHrLeadForm({ ...lead, mobileno }),
    parse: productLead("HR & Payroll Demo Request"),
  },
  {
    form: "RPA and agentic-AI demo",
    field: "mobileno",
    message: "Invalid mobile number. Please enter a valid phone number.",
    validate: (mobileno) => validateDemoLeadForm({ ...lead, mobileno }),
    parse: productLead("Lexema RPA Demo Request"),
  },
  {
    form: "medical AI",
    field: "mobile",
    message: checklistMessage,
    validate: (mobile) => validateMedicalLeadForm({ ...aiForm, mobile }),
    parse: aiLead("AI for Medical Clinic"),
  },
  partnerPhone("partner (own phone)", "phoneno"),
  partnerPhone("partner (company phone)", "companyphone"),
  {
    form: "job application",
    field: "phoneno",
    message: contactMessage,
    validate: (phoneno) =>
      validateCandidateForm({ ...candidate, phoneno, totexp: "5", resume: null, ipadd: ip }),
    parse: (phoneno) =>
      parsePayload(candidatePayloadSchema, { ...candidate, phoneno, totexp: 5, ipadd: ip }),
  },
  {
    form: "estimate",
    field: "mobile",
    message: contactMessage,
    validate: (mobile) => validateEstimateForm({ ...estimate, mobile }),
    parse: (mobile) => parsePayload(estimatePayloadSchema, { ...estimate, mobile, ipadd: ip }),
  },
];

const typed = ["+91 98765 43210", "+91-98765-43210", "+91 (98765) 432.10", "  +91 98765 43210 "];

describe.each(phoneFields)("the $form form's $field", ({ field, message, validate, parse }) => {
  it.each(typed)("reads %j as +919876543210 in the browser and on the server", (phone) => {
    const checked = validate(phone);
    const parsed = parse(phone);
    expect(checked.ok && checked.value[field]).toBe("+919876543210");
    expect(parsed.ok && parsed.value[field]).toBe("+919876543210");
  });

  it.each([
    "+91 98765 4321O", // a letter O for a zero
    "98765 +43210",
    "+91/98765/43210",
    "+91 98765 43210 9876", // 16 digits
    "12 34",
  ])("refuses %j with the spec's message", (phone) => {
    const refusal = { ok: false, message, field };
    expect(validate(phone)).toEqual(refusal);
    expect(parse(phone)).toEqual(refusal);
  });

  it("refuses an entry longer than the input allows before any rule reads it", () => {
    const long = `+91 ${"9 ".repeat(PHONE_INPUT_MAX_LENGTH)}`;
    expect(parse(long)).toEqual({
      ok: false,
      message: payloadMessages.tooLong(PHONE_INPUT_MAX_LENGTH),
      field,
    });
  });
});

// One Indian mobile as people really write it: every form's rule means it, so every form takes it.
const realNumbers = [
  "+91 98250 70707",
  "+91 98230 60606",
  "9825070707",
  "98250 70707",
  "98250-70707",
  "+91-98250-70707",
  "+91 9825070707",
  "+919825070707",
  "91 98250 70707",
  "098250 70707",
  "0 98250 70707",
  "+91 0 98250 70707",
  "0091 98250 70707",
  "(+91) 98250 70707",
  "+91 (982) 507-0707",
  "+91 98250.70707",
];

const manufacturingPhone: PhoneField = {
  form: "manufacturing AI",
  field: "mobile",
  message: "❌ Invalid mobile number format.",
  validate: (mobile) => validateManufacturingLeadForm({ ...aiForm, mobile }),
  parse: aiLead("AI for Manufacturing"),
};

describe.each([...phoneFields, manufacturingPhone])("the $form form's $field", (phone) => {
  it.each(realNumbers)("takes the real number %j", (typedNumber) => {
    expect(phone.validate(typedNumber)).toMatchObject({ ok: true });
    expect(phone.parse(typedNumber)).toMatchObject({ ok: true });
  });
});

describe("the manufacturing AI form's mobile", () => {
  const form = (mobile: string) => validateManufacturingLeadForm({ ...aiForm, mobile });
  const payload = aiLead("AI for Manufacturing");

  it("reads a spaced or dashed 10-digit mobile as its digits", () => {
    for (const mobile of ["98765 43210", "98765-43210", "(98765) 43210"]) {
      expect(form(mobile)).toMatchObject({ ok: true, value: { mobile: "9876543210" } });
      expect(payload(mobile)).toMatchObject({ ok: true, value: { mobile: "9876543210" } });
    }
  });

  it("sends the number as the page's rule states it: 10 digits, without +91 or 0", () => {
    for (const mobile of ["+91 98250 70707", "098250 70707", "0091 98250 70707"]) {
      expect(form(mobile)).toMatchObject({ ok: true, value: { mobile: "9825070707" } });
    }
  });

  it("keeps the page's rule: exactly 10 digits starting 6-9", () => {
    const refusal = { ok: false, message: "❌ Invalid mobile number format.", field: "mobile" };
    for (const mobile of ["+44 98765 43210", "58765 43210", "98765 4321", "+91 58765 43210"]) {
      expect(form(mobile)).toEqual(refusal);
      expect(payload(mobile)).toEqual(refusal);
    }
  });
});
