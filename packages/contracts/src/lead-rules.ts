// The field rules shared by the checklist, SRS, ROI, HR and early-access forms, which all check
// them in the same order. Each form adds its own checks around them.

import { MAX_LENGTH } from "./constants";
import { matches, type Rule, required, withinLimits } from "./form-rules";
import { leadFormMessages } from "./messages";
import { EMAIL_PATTERN, MOBILE_PATTERN, NAME_PATTERN } from "./patterns";

/** The visitor fields of a lead form, named as the save payloads name them. */
export type LeadFields = {
  name: string;
  companyname: string;
  email: string;
  mobileno: string;
};

export const LEAD_FIELD_NAMES = ["name", "companyname", "email", "mobileno"] as const;

export const leadFieldLimits = {
  name: MAX_LENGTH.personName,
  companyname: MAX_LENGTH.company,
  email: MAX_LENGTH.email,
  mobileno: MAX_LENGTH.phone,
};

const requireLeadFields = required(LEAD_FIELD_NAMES, leadFormMessages.required);

/** Name, company, mobile, then email: the order every lead form checks them in. */
export const leadFormatRules = [
  matches("name", NAME_PATTERN, leadFormMessages.invalidName),
  matches("companyname", NAME_PATTERN, leadFormMessages.invalidCompany),
  matches("mobileno", MOBILE_PATTERN, leadFormMessages.invalidMobile),
  matches("email", EMAIL_PATTERN, leadFormMessages.invalidEmail),
];

export const withinLeadLimits = withinLimits(leadFieldLimits);

/** Required, then formats, then lengths: the lead fields' checks when a form adds none between. */
export const leadFieldRules: Rule<LeadFields>[] = [
  requireLeadFields,
  ...leadFormatRules,
  withinLeadLimits,
];
