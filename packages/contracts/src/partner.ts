// Become-a-partner form and its call POST /api/SavePartner.

import type { SaveOk } from "./api-answers";
import { attributionSchema } from "./attribution";
import { consentSchema } from "./consent";
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
import {
  optionOrBlank,
  payloadObject,
  phoneText,
  type RequestBody,
  refineWith,
  text,
} from "./payload-fields";
import { normalizePhoneFields } from "./phone-input";

/** The form's fields under their payload names; `noofemp` and `profile` may stay empty. */
export type PartnerFormInput = {
  fname: string;
  lname: string;
  company: string;
  email: string;
  country: string;
  city: string;
  pincode: string;
  phoneno: string;
  companyphone: string;
  website: string;
  noofemp: string;
  profile: string;
};

const partnerLimits = { ...PARTNER_MAX_LENGTH, profile: MAX_LENGTH.partnerProfile };

const partnerRules: Rule<PartnerFormInput>[] = [
  required(
    [
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
    ],
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

export const partnerPayloadSchema = payloadObject({
  fname: text(partnerLimits.fname),
  lname: text(partnerLimits.lname),
  company: text(partnerLimits.company),
  email: text(partnerLimits.email),
  country: optionOrBlank(PARTNER_COUNTRIES),
  city: text(partnerLimits.city),
  pincode: text(partnerLimits.pincode),
  phoneno: phoneText(),
  companyphone: phoneText(),
  website: text(partnerLimits.website),
  noofemp: optionOrBlank(EMPLOYEE_COUNTS),
  profile: text(partnerLimits.profile),
  ipadd: text(MAX_LENGTH.ip),
  ...attributionSchema.shape,
  ...consentSchema.shape,
}).superRefine(refineWith(partnerRules));

export type PartnerPayload = RequestBody<typeof partnerPayloadSchema>;
export type PartnerResponse = SaveOk;
