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
  type Validation,
  validateManufacturingLeadForm,
  validateMedicalLeadForm,
} from "@site/contracts";
import { apiRequest } from "../../lib/api-client";
import { bookingTokenOf } from "../lead-form/save-call";
import { checkFieldsThen, failure, type SubmitHandler, success } from "../lead-form/submit-types";

const FIELDS = ["name", "company", "mobile", "email", "website"] as const;

/** The page's rules, then SupportSave; `refused` words an answer other than OK. */
function supportRequestPipeline(
  supportfor: string,
  validate: (input: AiLeadFormInput) => Validation<AiLeadFormInput>,
  messages: { failed: string; refused: (answer: unknown) => string },
): SubmitHandler<null> {
  return checkFieldsThen(FIELDS, validate, async (lead, { ip, sharedFields, idempotencyKey }) => {
    try {
      const answer = await apiRequest(
        "POST",
        API_CALLS.supportSave.path,
        { supportfor, ...lead, ip, ...sharedFields },
        { idempotencyKey },
      );
      return isSaveOk(answer.data)
        ? success(null, answer.reference, bookingTokenOf(answer))
        : failure(messages.refused(answer.data));
    } catch {
      return failure(messages.failed);
    }
  });
}

export const submitMedicalRequest = supportRequestPipeline(
  SUPPORT_TYPES.medical,
  validateMedicalLeadForm,
  { failed: medicalLeadMessages.failed, refused: () => medicalLeadMessages.failed },
);

export const submitManufacturingRequest = supportRequestPipeline(
  SUPPORT_TYPES.manufacturing,
  validateManufacturingLeadForm,
  {
    failed: manufacturingLeadMessages.failed,
    refused: manufacturingLeadMessages.unexpectedResponse,
  },
);
