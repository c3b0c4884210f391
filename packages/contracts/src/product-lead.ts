// POST /api/SaveProdLead: one payload for the HR & Payroll, Lexema RPA and Qualetics AI demo
// requests. The lead type says which page sent it, and so which form's rules the server re-checks.

import type { SaveOk } from "./api-answers";
import { attributionSchema } from "./attribution";
import { consentSchema } from "./consent";
import { MAX_LENGTH } from "./constants";
import { demoLeadRules } from "./demo-lead";
import { hrLeadRules } from "./hr-lead";
import { PRODUCT_LEAD_TYPE_VALUES, PRODUCT_LEAD_TYPES } from "./lead-codes";
import { option, payloadObject, type RequestBody, refineWith, text } from "./payload-fields";

const checkHrLead = refineWith(hrLeadRules);
const checkDemoLead = refineWith(demoLeadRules);

export const productLeadPayloadSchema = payloadObject({
  leadtype: option(PRODUCT_LEAD_TYPE_VALUES),
  name: text(MAX_LENGTH.personName),
  companyname: text(MAX_LENGTH.company),
  email: text(MAX_LENGTH.email),
  mobileno: text(MAX_LENGTH.phone),
  /** The company's website ("" when not given), not a honeypot. */
  website: text(MAX_LENGTH.website),
  ipadd: text(MAX_LENGTH.ip),
  ...attributionSchema.shape,
  ...consentSchema.shape,
}).superRefine((lead, ctx) =>
  lead.leadtype === PRODUCT_LEAD_TYPES.hrPayroll
    ? checkHrLead(lead, ctx)
    : checkDemoLead(lead, ctx),
);

export type ProductLeadPayload = RequestBody<typeof productLeadPayloadSchema>;
export type ProductLeadResponse = SaveOk;
