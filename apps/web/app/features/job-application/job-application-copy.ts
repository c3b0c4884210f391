import {
  candidateMessages,
  EXPERIENCE_MAX_YEARS,
  EXPERIENCE_STEP,
  JOB_CHOICES,
} from "@site/contracts";

// Labels of the job application form; its rules and messages come from contracts.

export const jobApplicationCopy = {
  heading: "Your application",
  legend: "Your details and experience",
  labels: {
    fullname: "Full name",
    emailid: "Email",
    phoneno: "Phone number",
    totexp: "Total experience (years)",
    jobappl: "Position applied for",
    canddet: "About you",
    resume: "Resume (PDF)",
  },
  jobPlaceholder: "Select a position",
  jobOptions: JOB_CHOICES.map((job) => ({ value: job, label: job })),
  experience: { min: 0, max: EXPERIENCE_MAX_YEARS, step: EXPERIENCE_STEP },
  canddetHint:
    "Your skills, recent projects and notice period. Needed when you do not attach a resume.",
  resumeHint: "Optional. PDF only, up to 5 MB.",
  submit: "Submit Application",
  overlay: "Sending your application",
  // The reference shows in the success message above the form, which announces it.
  thankYou: {
    heading: "Application received",
    again: candidateMessages.applyAnother,
    hideReference: true,
  },
  dataUse:
    "We use your details and resume only to assess your application for the position you choose.",
} as const;
