// POST /api/SaveProdLead: one payload for the HR & Payroll, Lexema RPA and Qualetics AI demo
// requests. The lead type says which page sent it, and so which form's rules the server re-checks.
// The firm's existing pages send texts of their own, so any printable text is taken and stored as
// sent; a known one names its product (lead-codes.ts).

import type { SaveOk } from "./api-answers";
import { MAX_LENGTH } from "./constants";
import { demoLeadRules } from "./demo-lead";
import { rulesBy } from "./form-rules";
import { hrLeadRules } from "./hr-lead";
import { PRODUCT_NAMES, productOfLeadType } from "./lead-codes";
import { payloadMessages } from "./messages";
import { phoneText, type RequestBody, savePayload, text } from "./payload-fields";
import { z } from "./zod-setup";

// Control, format (zero-width, direction), private-use and unassigned characters, and line or
// paragraph separators: nothing a page's fixed text holds.
const UNPRINTABLE = /[\p{C}\p{Zl}\p{Zp}]/u;

const leadType = z
  .string({ error: payloadMessages.notText })
  .trim()
  .max(MAX_LENGTH.productLeadType, {
    error: payloadMessages.tooLong(MAX_LENGTH.productLeadType),
    abort: true,
  })
  .min(1, { error: payloadMessages.blank, abort: true })
  .refine((value) => !UNPRINTABLE.test(value), { error: payloadMessages.notPrintable });

export const productLeadPayloadSchema = savePayload(
  {
    leadtype: leadType,
    name: text(MAX_LENGTH.personName),
    companyname: text(MAX_LENGTH.company),
    email: text(MAX_LENGTH.email),
    mobileno: phoneText(),
    /** The company's website ("" when not given), not a honeypot. */
    website: text(MAX_LENGTH.website),
    ipadd: text(MAX_LENGTH.ip),
  },
  [
    rulesBy((lead) =>
      productOfLeadType(lead.leadtype) === PRODUCT_NAMES.hrPayroll ? hrLeadRules : demoLeadRules,
    ),
  ],
);

export type ProductLeadPayload = RequestBody<typeof productLeadPayloadSchema>;
export type ProductLeadResponse = SaveOk;
