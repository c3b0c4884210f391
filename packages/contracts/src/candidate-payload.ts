// The bodies of the job application's calls: POST /api/SaveCandidate with the details, then
// POST /api/SaveCandResume (multipart: candid + resume) when a resume was chosen.

import {
  type CandidateTextFields,
  candidateFieldRules,
  candidateLimits,
  isExperience,
} from "./candidate";
import { MAX_LENGTH } from "./constants";
import { type Rule, required } from "./form-rules";
import { JOB_CHOICES } from "./lead-codes";
import { candidateMessages, payloadMessages } from "./messages";
import { optionOrBlank, phoneText, type RequestBody, savePayload, text } from "./payload-fields";
import { z } from "./zod-setup";

const experience = z
  .number({
    error: (issue) =>
      issue.input === undefined ? candidateMessages.required : payloadMessages.notNumber,
  })
  .refine(isExperience, { error: candidateMessages.invalidExperience });

/**
 * The server cannot see the resume here (it follows in SaveCandResume), so it re-checks every rule
 * but the resume-or-details one.
 */
const candidatePayloadRules: Rule<CandidateTextFields>[] = [
  required(["fullname", "emailid", "phoneno", "jobappl"], candidateMessages.required),
  ...candidateFieldRules,
];

export const candidatePayloadSchema = savePayload(
  {
    fullname: text(candidateLimits.fullname),
    emailid: text(candidateLimits.emailid),
    phoneno: phoneText(),
    totexp: experience,
    jobappl: optionOrBlank(JOB_CHOICES),
    canddet: text(candidateLimits.canddet),
    ipadd: text(MAX_LENGTH.ip),
  },
  candidatePayloadRules,
);

export type CandidatePayload = RequestBody<typeof candidatePayloadSchema>;
/**
 * What SaveCandidate answers: a one-time token for this application's resume upload, sent back
 * as it came in the `candid` field. It is no lead id and says nothing about other applications.
 */
export type CandidateResponse = string;

// The server's tokens are 43 characters; the bound only keeps a hostile field short.
const UPLOAD_TOKEN_MAX_LENGTH = 100;

/** The text fields of the SaveCandResume multipart body (the file part is named `resume`). */
export const resumeUploadFieldsSchema = z.object({
  candid: z
    .string({ error: payloadMessages.notText })
    .trim()
    .min(1, { error: payloadMessages.notText })
    .max(UPLOAD_TOKEN_MAX_LENGTH, { error: payloadMessages.tooLong(UPLOAD_TOKEN_MAX_LENGTH) }),
});
