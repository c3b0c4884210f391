// The body of POST /api/SaveLead, re-checked on the server with the checklist form's rules: the
// download forms, the ROI calculator and (narrowed) the early-access forms send it.

import type { SaveOk } from "./api-answers";
import { checklistRules } from "./checklist-lead";
import { MAX_LENGTH } from "./constants";
import { EARLY_ACCESS_OFFERS } from "./early-access";
import { CHECKLIST_VALUES, LEAD_TYPE_CODES } from "./lead-codes";
import { leadFieldLimits } from "./lead-rules";
import { option, phoneText, type RequestBody, savePayload, text } from "./payload-fields";

/** The SaveLead fields without the rules, for payloads that narrow the lead type or checklist. */
export const leadPayloadShape = {
  leadtype: option(LEAD_TYPE_CODES),
  leadfor: text(MAX_LENGTH.leadFor),
  name: text(leadFieldLimits.name),
  companyname: text(leadFieldLimits.companyname),
  email: text(leadFieldLimits.email),
  mobileno: phoneText(),
  checklist: option(CHECKLIST_VALUES),
  website: text(MAX_LENGTH.website),
  ipadd: text(MAX_LENGTH.ip),
};

export const leadPayloadSchema = savePayload(leadPayloadShape, checklistRules);

export type LeadPayload = RequestBody<typeof leadPayloadSchema>;
export type LeadResponse = SaveOk;

/** SaveLead narrowed to what the early-access pages send. */
export const earlyAccessPayloadSchema = savePayload(
  {
    ...leadPayloadShape,
    leadtype: option(["OTH"]),
    checklist: option([
      EARLY_ACCESS_OFFERS.agenticAi.checklist,
      EARLY_ACCESS_OFFERS.commTool.checklist,
    ]),
  },
  checklistRules,
);

export type EarlyAccessPayload = RequestBody<typeof earlyAccessPayloadSchema>;
