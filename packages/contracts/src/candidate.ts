// Job application form (/apply-job). The bodies of its calls, POST /api/SaveCandidate and
// POST /api/SaveCandResume, are in candidate-payload.ts.

import { EXPERIENCE_MAX_YEARS, MAX_LENGTH, RESUME_MAX_BYTES, RESUME_MIME_TYPE } from "./constants";
import {
  matches,
  oneOf,
  type Rule,
  required,
  type Validation,
  validateWith,
  withinLimits,
} from "./form-rules";
import { JOB_CHOICES, type JobChoice } from "./lead-codes";
import { candidateMessages } from "./messages";
import { EMAIL_PATTERN, PHONE_PATTERN } from "./patterns";
import { normalizePhoneFields } from "./phone-input";

/** What the form needs to know of a chosen file; a browser `File` fits. */
export type ResumeFile = { name: string; type: string; size: number };

/** Checked as soon as a file is chosen; a refused file is cleared from the input. */
export function validateResumeFile(file: ResumeFile): Validation<ResumeFile> {
  const isPdf = file.type === RESUME_MIME_TYPE || (file.type === "" && /\.pdf$/i.test(file.name));
  if (!isPdf) return { ok: false, message: candidateMessages.pdfOnly, field: "resume" };
  if (file.size > RESUME_MAX_BYTES) {
    return { ok: false, message: candidateMessages.fileTooLarge, field: "resume" };
  }
  return { ok: true, value: file };
}

/** A PDF starts with "%PDF-"; the server checks the bytes, not the name the browser gave. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  const signature = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return signature.every((byte, index) => bytes[index] === byte);
}

/** Years of experience: 0-60 in steps of 0.1, as the number input allows. */
export const isExperience = (years: number) =>
  Number.isFinite(years) &&
  years >= 0 &&
  years <= EXPERIENCE_MAX_YEARS &&
  Math.abs(years * 10 - Math.round(years * 10)) < 1e-9;

const readExperience = (raw: string) => (raw.trim() === "" ? Number.NaN : Number(raw));

export type CandidateTextFields = {
  fullname: string;
  emailid: string;
  phoneno: string;
  jobappl: string;
  canddet: string;
};

export const candidateLimits = {
  fullname: MAX_LENGTH.personName,
  emailid: MAX_LENGTH.email,
  phoneno: MAX_LENGTH.phone,
  canddet: MAX_LENGTH.candidateDetails,
};

// The firm fixed no format for the email and phone here; the contact form's checks keep an
// application from arriving with an address nobody can answer.
export const candidateFieldRules: Rule<CandidateTextFields>[] = [
  oneOf("jobappl", JOB_CHOICES),
  matches("emailid", EMAIL_PATTERN, candidateMessages.invalidEmail),
  matches("phoneno", PHONE_PATTERN, candidateMessages.invalidPhone),
  withinLimits(candidateLimits),
];

/** The form's fields: experience as typed, the chosen resume, and `ipadd` null while the lookup runs. */
export type CandidateFormInput = CandidateTextFields & {
  totexp: string;
  resume: ResumeFile | null;
  ipadd: string | null;
};

export type CandidateFormValues = Omit<CandidateFormInput, "totexp" | "jobappl" | "ipadd"> & {
  totexp: number;
  jobappl: JobChoice;
  ipadd: string;
};

type CandidateFormFields = CandidateTextFields & { totexp: string; resume: ResumeFile | null };

const candidateFormRules: Rule<CandidateFormFields>[] = [
  required(["fullname", "emailid", "phoneno", "totexp", "jobappl"], candidateMessages.required),
  ({ resume, canddet }) =>
    resume === null && canddet.trim() === ""
      ? { message: candidateMessages.resumeOrDetails, field: "canddet" }
      : undefined,
  ({ resume }) => {
    const checked = resume && validateResumeFile(resume);
    return checked && !checked.ok ? checked : undefined;
  },
  ({ totexp }) =>
    isExperience(readExperience(totexp))
      ? undefined
      : { message: candidateMessages.invalidExperience, field: "totexp" },
  ...candidateFieldRules,
];

export function validateCandidateForm(input: CandidateFormInput): Validation<CandidateFormValues> {
  const { ipadd } = input;
  if (ipadd === null) return { ok: false, message: candidateMessages.waitForIp };
  const result = validateWith(
    candidateFormRules,
    normalizePhoneFields({ ...input, ipadd }, ["phoneno"]),
  );
  if (!result.ok) return result;
  const { totexp, jobappl, ...fields } = result.value;
  // jobappl passed the oneOf rule above
  return {
    ok: true,
    value: { ...fields, ipadd, totexp: readExperience(totexp), jobappl: jobappl as JobChoice },
  };
}
