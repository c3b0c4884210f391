// Become-a-partner form; the body of its call, POST /api/SavePartner, is in partner-payload.ts.

import { MAX_LENGTH, PARTNER_MAX_LENGTH } from "./constants";
import {
  allMatch,
  matches,
  oneOf,
  type Rule,
  required,
  validateWith,
  withinLimits,
} from "./form-rules";
import { EMPLOYEE_COUNTS, PARTNER_COUNTRIES } from "./lead-codes";
import { partnerMessages } from "./messages";
import { EMAIL_PATTERN, PHONE_PATTERN, POSTAL_CODE_PATTERN } from "./patterns";
import { normalizePhoneFields } from "./phone-input";

/** The form's fields under their payload names, in the order the form checks them. */
export const PARTNER_FIELDS = [
  "fname",
  "lname",
  "company",
  "email",
  "country",
  "city",
  "pincode",
  "phoneno",
  "companyphone",
  "website",
  "noofemp",
  "profile",
] as const;

type PartnerField = (typeof PARTNER_FIELDS)[number];

export type PartnerFormInput = Record<PartnerField, string>;

/** The fields the visitor may leave empty; the form requires every other one. */
const OPTIONAL_PARTNER_FIELDS: readonly PartnerField[] = ["noofemp", "profile"];

export const partnerLimits = { ...PARTNER_MAX_LENGTH, profile: MAX_LENGTH.partnerProfile };

export const partnerRules: Rule<PartnerFormInput>[] = [
  required(
    PARTNER_FIELDS.filter((field) => !OPTIONAL_PARTNER_FIELDS.includes(field)),
    partnerMessages.required,
  ),
  matches("email", EMAIL_PATTERN, partnerMessages.invalidEmail),
  allMatch(["phoneno", "companyphone"], PHONE_PATTERN, partnerMessages.invalidPhones),
  matches("pincode", POSTAL_CODE_PATTERN, partnerMessages.invalidPostalCode),
  oneOf("country", PARTNER_COUNTRIES),
  oneOf("noofemp", EMPLOYEE_COUNTS),
  withinLimits(partnerLimits),
];

export const validatePartnerForm = (input: PartnerFormInput) =>
  validateWith(partnerRules, normalizePhoneFields(input, ["phoneno", "companyphone"]));
