// The body of POST /api/SupportSave, re-checked on the server with the rules of the page that sent
// it: the support type tells medical from manufacturing.

import { aiLeadLimits, manufacturingRules, medicalRules } from "./ai-lead";
import type { SaveOk } from "./api-answers";
import { attributionSchema } from "./attribution";
import { consentSchema } from "./consent";
import { MAX_LENGTH } from "./constants";
import { SUPPORT_TYPE_VALUES, SUPPORT_TYPES } from "./lead-codes";
import {
  option,
  payloadObject,
  phoneText,
  type RequestBody,
  refineWith,
  text,
} from "./payload-fields";

const checkMedicalLead = refineWith(medicalRules);
const checkManufacturingLead = refineWith(manufacturingRules);

export const aiLeadPayloadSchema = payloadObject({
  supportfor: option(SUPPORT_TYPE_VALUES),
  name: text(aiLeadLimits.name),
  company: text(aiLeadLimits.company),
  mobile: phoneText(),
  email: text(aiLeadLimits.email),
  ip: text(MAX_LENGTH.ip),
  website: text(MAX_LENGTH.website),
  ...attributionSchema.shape,
  ...consentSchema.shape,
}).superRefine((lead, ctx) =>
  lead.supportfor === SUPPORT_TYPES.medical
    ? checkMedicalLead(lead, ctx)
    : checkManufacturingLead(lead, ctx),
);

export type AiLeadPayload = RequestBody<typeof aiLeadPayloadSchema>;
export type AiLeadResponse = SaveOk;
