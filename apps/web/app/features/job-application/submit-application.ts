// The job application pipeline: the rules in order, SaveCandidate, then
// SaveCandResume with SaveCandidate's answer (a one-time upload token) when a resume was chosen.
// Loaded on first use by job-application-form.tsx.

import {
  API_CALLS,
  type CandidateFormValues,
  type CandidateResponse,
  candidateMessages,
  validateCandidateForm,
} from "@site/contracts";

export { validateResumeFile } from "@site/contracts";

import { apiRequest, serverMessage } from "../../lib/api-client";
import type { SharedFields } from "../lead-form/shared-fields";
import { failure, pickFields, type SubmitHandler, success } from "../lead-form/submit-types";

const FIELDS = ["fullname", "emailid", "phoneno", "totexp", "jobappl", "canddet"] as const;

/** The chosen file, or null: a file input left empty still sends a nameless, empty part. */
function chosenResume(formData: FormData): File | null {
  const file = formData.get("resume");
  return file instanceof File && file.name !== "" ? file : null;
}

/**
 * Sent again under the same key (the same values after a failure), the application is stored
 * once, and the answer is a fresh upload token for it: a resume that failed to upload can follow.
 */
async function saveCandidate(
  { resume: _, ...candidate }: CandidateFormValues,
  sharedFields: SharedFields,
  idempotencyKey: string,
): Promise<{ id: CandidateResponse; reference?: string } | { message: string }> {
  const answer = await apiRequest<CandidateResponse>(
    "POST",
    API_CALLS.saveCandidate.path,
    { ...candidate, ...sharedFields },
    { idempotencyKey },
  );
  return answer.ok
    ? { id: answer.data, reference: answer.reference }
    : { message: serverMessage(answer.data) ?? "" };
}

async function uploadResume(candid: CandidateResponse, resume: File): Promise<string | null> {
  const body = new FormData();
  // Passed back exactly as SaveCandidate answered it; the server alone knows what it stands for.
  body.append("candid", String(candid));
  body.append("resume", resume, resume.name);
  const answer = await apiRequest("POST", API_CALLS.saveCandResume.path, body);
  return answer.ok ? null : (serverMessage(answer.data) ?? "");
}

export const submitApplication: SubmitHandler<null> = async (fields, context) => {
  const resume = chosenResume(context.formData);
  const checked = validateCandidateForm({
    ...pickFields(fields, FIELDS),
    resume,
    ipadd: context.ip,
  });
  if (!checked.ok) return checked;
  try {
    const saved = await saveCandidate(checked.value, context.sharedFields, context.idempotencyKey);
    if ("message" in saved) return failure(saved.message || candidateMessages.failed);
    if (resume) {
      const refused = await uploadResume(saved.id, resume);
      if (refused !== null) return failure(refused || candidateMessages.failed, "resume");
    }
    return success(null, saved.reference);
  } catch (error) {
    return failure((error instanceof Error && error.message) || candidateMessages.failed);
  }
};
