// The body of POST /api/SavePartner, re-checked on the server with the partner form's rules.

import type { SaveOk } from "./api-answers";
import { MAX_LENGTH } from "./constants";
import { EMPLOYEE_COUNTS, PARTNER_COUNTRIES } from "./lead-codes";
import { partnerLimits, partnerRules } from "./partner";
import { optionOrBlank, phoneText, type RequestBody, savePayload, text } from "./payload-fields";

export const partnerPayloadSchema = savePayload(
  {
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
  },
  partnerRules,
);

export type PartnerPayload = RequestBody<typeof partnerPayloadSchema>;
export type PartnerResponse = SaveOk;
