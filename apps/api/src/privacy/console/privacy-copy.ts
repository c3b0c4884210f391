import type { ErasureCounts } from "../delete-leads";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 leads, 1 job application, 1 resume" — only the kinds that occur. */
export function describeCounts(counts: ErasureCounts): string {
  const parts = [
    counts.leads > 0 ? plural(counts.leads, "lead", "leads") : "",
    counts.candidates > 0 ? plural(counts.candidates, "job application", "job applications") : "",
    counts.resumes > 0 ? plural(counts.resumes, "resume", "resumes") : "",
    counts.comments > 0 ? plural(counts.comments, "blog comment", "blog comments") : "",
    counts.notifications > 0
      ? plural(counts.notifications, "notification record", "notification records")
      : "",
    counts.events > 0 ? plural(counts.events, "history entry", "history entries") : "",
  ].filter(Boolean);
  return parts.length === 0 ? "nothing" : parts.join(", ");
}

export const privacyCopy = {
  title: "Privacy",
  intro:
    "When someone asks what the firm holds about them, or asks for it to be erased (DPDP Act 2023, GDPR), find their e-mail address here. Erasing removes every lead, job application, resume and matching blog comment in one step, and logs who did it and when — without keeping the address.",
  search: {
    email: "E-mail address",
    submit: "Find everything held",
  },
  results: {
    title: (email: string) => `Held about ${email}`,
    nothing: "Nothing is held about this address.",
    leads: "Leads",
    candidates: "Job applications and resumes",
    comments: "Blog comments",
    commentsNote:
      "Blog comments are stored without a name or e-mail address, so they cannot be tied to a person. Listed here are comments whose text contains this address; they are erased with the rest.",
    noComments: "No comment mentions this address.",
    noLeads: "None.",
    blocklisted:
      "This address is on the suspect-e-mail blocklist. The entry guards the forms and is not erased here; remove it on the Blocklist page if the request covers it.",
    erasedBefore: (when: string, by: string, what: string) =>
      `Erased before on ${when} by ${by}: ${what}.`,
    outsideDatabase:
      "Lead notification e-mails already delivered to the firm's mailbox, and copies sent to the webhook, are outside this database: delete them there too.",
  },
  columns: {
    lead: "Lead",
    date: "Date (UTC)",
    kind: "Kind",
    name: "Name",
    company: "Company",
    phone: "Phone",
    optIn: "Marketing e-mail",
    job: "Applied for",
    resume: "Resume",
    article: "Article",
    comment: "Comment",
  },
  optIn: {
    yes: (at: string | null) => (at === null ? "Yes" : `Yes, since ${at}`),
    no: "No",
  },
  noResume: "None uploaded",
  resumeSize: (fileName: string, size: number) => `${fileName} (${Math.ceil(size / 1024)} KB)`,
  erase: {
    title: "Erase",
    confirm:
      "I have checked that this request comes from the person this address belongs to, and I want to erase everything listed above. This cannot be undone.",
    submit: "Erase everything listed",
    mustConfirm: "Tick the box to confirm the erasure.",
    done: (what: string) => `Erased ${what}. The erasure is in the log below.`,
  },
  log: {
    title: "Erasure log",
    intro:
      "Each erasure, on request or by the retention period, with the number of records removed. The log keeps a keyed hash of an erased address, never the address.",
    empty: "Nothing has been erased yet.",
    columns: { when: "When (UTC)", reason: "Reason", by: "By", removed: "Removed" },
    reasons: { request: "Request", retention: "Retention period" },
    system: "Server",
  },
  errors: {
    required: "Enter an e-mail address.",
    invalid: "Enter an address such as name@example.com.",
  },
} as const;
