// The partner registration pipeline: the four rules in order, then
// SavePartner. The company type is shown on the form but neither sent nor checked. Loaded on first
// use by partner-form.tsx.

import { API_CALLS, PARTNER_FIELDS, partnerMessages, validatePartnerForm } from "@site/contracts";
import { postSave } from "../lead-form/save-call";
import { failure, pickFields, type SubmitHandler, success } from "../lead-form/submit-types";

export const submitPartner: SubmitHandler<null> = async (
  fields,
  { ip, sharedFields, idempotencyKey },
) => {
  const checked = validatePartnerForm(pickFields(fields, PARTNER_FIELDS));
  if (!checked.ok) return checked;
  try {
    const answer = await postSave(
      API_CALLS.savePartner.path,
      { ...checked.value, ipadd: ip, ...sharedFields },
      idempotencyKey,
    );
    return answer.saved ? success(null, answer.reference) : failure(partnerMessages.saveFailed);
  } catch (error) {
    return failure((error instanceof Error && error.message) || partnerMessages.fallback);
  }
};
