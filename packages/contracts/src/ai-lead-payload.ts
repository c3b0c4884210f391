// The body of POST /api/SupportSave, re-checked on the server with the rules of the page that sent
// it: the support type tells medical from manufacturing.

import { aiLeadLimits, manufacturingRules, medicalRules } from "./ai-lead";
import type { SaveOk } from "./api-answers";
import { MAX_LENGTH } from "./constants";
import { rulesBy } from "./form-rules";
import { SUPPORT_TYPE_VALUES, SUPPORT_TYPES } from "./lead-codes";
import { option, phoneText, type RequestBody, savePayload, text } from "./payload-fields";

export const aiLeadPayloadSchema = savePayload(
  {
    supportfor: option(SUPPORT_TYPE_VALUES),
    name: text(aiLeadLimits.name),
    company: text(aiLeadLimits.company),
    mobile: phoneText(),
    email: text(aiLeadLimits.email),
    ip: text(MAX_LENGTH.ip),
    website: text(MAX_LENGTH.website),
  },
  [
    rulesBy((lead) =>
      lead.supportfor === SUPPORT_TYPES.medical ? medicalRules : manufacturingRules,
    ),
  ],
);

export type AiLeadPayload = RequestBody<typeof aiLeadPayloadSchema>;
export type AiLeadResponse = SaveOk;
