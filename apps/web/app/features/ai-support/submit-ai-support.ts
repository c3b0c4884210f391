// The AI readiness request pipelines of the medical-clinic and manufacturing pages: the page's own
// rules and messages, then SupportSave. No e-mail check on these pages. Loaded on first use by
// ai-support-form.tsx.

import {
  type AiLeadFormInput,
  API_CALLS,
  isSaveOk,
  manufacturingLeadMessages,
  medicalLeadMessages,
  SUPPORT_TYPES,
  validateManufacturingLeadForm,
  validateMedicalLeadForm,
} from "@site/contracts";
import { apiRequest } from "../../lib/api-client";
import {
  failure,
  pickFields,
  type SubmitContext,
  type SubmitHandler,
} from "../lead-form/submit-types";

const FIELDS = ["name", "company", "mobile", "email", "website"] as const;

async function sendSupportRequest(
  supportfor: string,
  lead: AiLeadFormInput,
  { ip, sharedFields, idempotencyKey }: SubmitContext,
) {
  return apiRequest(
    "POST",
    API_CALLS.supportSave.path,
    { supportfor, ...lead, ip, ...sharedFields },
    { idempotencyKey },
  );
}

export const submitMedicalRequest: SubmitHandler<null> = async (fields, context) => {
  const checked = validateMedicalLeadForm(pickFields(fields, FIELDS));
  if (!checked.ok) return checked;
  try {
    const answer = await sendSupportRequest(SUPPORT_TYPES.medical, checked.value, context);
    return isSaveOk(answer.data) ? { ok: true, result: null } : failure(medicalLeadMessages.failed);
  } catch {
    return failure(medicalLeadMessages.failed);
  }
};

export const submitManufacturingRequest: SubmitHandler<null> = async (fields, context) => {
  const checked = validateManufacturingLeadForm(pickFields(fields, FIELDS));
  if (!checked.ok) return checked;
  try {
    const answer = await sendSupportRequest(SUPPORT_TYPES.manufacturing, checked.value, context);
    return isSaveOk(answer.data)
      ? { ok: true, result: null }
      : failure(manufacturingLeadMessages.unexpectedResponse(answer.data));
  } catch {
    return failure(manufacturingLeadMessages.failed);
  }
};
