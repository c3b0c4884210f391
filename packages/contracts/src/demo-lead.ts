// Lexema RPA and Qualetics AI demo request forms; saved through POST /api/SaveProdLead
// (product-lead.ts). Company and website are optional here.

import { MAX_LENGTH } from "./constants";
import { matches, type Rule, required, validateWith, withinLimits } from "./form-rules";
import type { HrLeadFormInput } from "./hr-lead";
import { demoLeadMessages } from "./messages";
import { EMAIL_PATTERN, MOBILE_PATTERN, NAME_PATTERN } from "./patterns";
import { normalizePhoneFields } from "./phone-input";

/** Same fields as the HR form: name, companyname, email, mobileno, website. */
export type DemoLeadFormInput = HrLeadFormInput;

export const demoLeadRules: Rule<DemoLeadFormInput>[] = [
  required(["name", "email", "mobileno"], demoLeadMessages.required),
  matches("name", NAME_PATTERN, demoLeadMessages.invalidName),
  matches("mobileno", MOBILE_PATTERN, demoLeadMessages.invalidMobile),
  matches("email", EMAIL_PATTERN, demoLeadMessages.invalidEmail),
  withinLimits({
    name: MAX_LENGTH.personName,
    companyname: MAX_LENGTH.company,
    email: MAX_LENGTH.email,
    mobileno: MAX_LENGTH.phone,
    website: MAX_LENGTH.website,
  }),
];

export const validateDemoLeadForm = (input: DemoLeadFormInput) =>
  validateWith(demoLeadRules, normalizePhoneFields(input, ["mobileno"]));
