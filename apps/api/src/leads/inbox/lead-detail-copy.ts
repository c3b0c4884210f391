/** Words of one lead's page and its timeline. */
export const leadDetailCopy = {
  allRequests: (count: number) => `All ${count} requests from this person`,
  received: (at: string) => `Received ${at}`,
  /** Before the reference the visitor was given on the thank-you screen. */
  reference: "Reference",
  contact: {
    heading: "Contact",
    email: "E-mail",
    phone: "Phone",
    call: "Call",
    whatsApp: "WhatsApp",
    noPhone: "No phone number given.",
  },
  work: {
    heading: "Work this lead",
    status: "Status",
    note: "Note (optional)",
    activity: "What happened",
    activities: {
      note: "Just a note",
      call: "A call",
      email: "An e-mail sent",
      meeting: "A meeting",
    },
    save: "Save",
  },
  contactEdit: {
    heading: "Contact details",
    hint: "Correct a detail here; the old and the new value are kept on the timeline.",
    labels: { name: "Name", phone: "Phone", company: "Company", email: "E-mail" },
    /** The same, inside a sentence. */
    inSentence: { name: "name", phone: "phone", company: "company", email: "e-mail" },
  },
  asked: {
    heading: "What they asked for",
    message: "Message",
    project: "Project",
    platform: "Platform",
    estimate: "Estimate",
    estimateTotal: "Total",
    estimateHours: "Hours",
    estimateAmount: "Amount",
    estimatePart: "Part",
    estimateRepriced:
      "The parts are priced with today's price table; the total above is what the visitor was shown.",
    checklist: "Checklist",
    product: "Product",
    leadType: "Lead type",
    supportFor: "Support for",
    job: "Job applied for",
    experience: "Experience (years)",
    candidateDetails: "About them",
    resume: "Resume",
    downloadResume: (fileName: string, size: number) =>
      `Download ${fileName} (${Math.ceil(size / 1024)} KB)`,
    noResume: "No resume was uploaded.",
    country: "Country",
    city: "City",
    pincode: "PIN code",
    companyPhone: "Company phone",
    website: "Website",
    employees: "Employees",
    profile: "Company profile",
    nothing: "The form held nothing more than the contact details.",
  },
  source: {
    heading: "Where it came from",
    source: "Source",
    attribution: "Attribution",
    referrer: "Referrer",
  },
  privacy: {
    heading: "Consent and privacy",
    marketingOptIn: "Marketing e-mail",
    optedIn: (at: string | null) => (at === null ? "Yes, opted in" : `Yes, opted in on ${at}`),
    notOptedIn: "No",
    noticeVersion: "Privacy notice shown",
    noNoticeVersion: "Not recorded (sent before notice versions were kept)",
    noticeVersionNotSent: "None: the request was sent without a notice version",
    enteredByStaff: "None: entered by staff, so no notice was shown",
    findAllHeld: "Find everything held about this address",
  },
  timeline: {
    heading: "Timeline",
    automatic: "Automatically",
    arrived: (source: string) => `The request arrived: ${source}`,
    statusChange: (who: string, from: string, to: string) =>
      `${who} moved it from ${from} to ${to}`,
    note: (who: string) => `${who} added a note`,
    earlierNote: (who: string) => `${who} wrote a note`,
    contact: {
      call: (who: string) => `${who} logged a call`,
      email: (who: string) => `${who} sent an e-mail`,
      meeting: (who: string) => `${who} had a meeting`,
    },
    assigned: (who: string, owner: string) => `${who} assigned it to ${owner}`,
    assignedAutomatically: (owner: string) => `Assigned to ${owner} in turn`,
    assignedToPersonOwner: (owner: string) =>
      `Assigned to ${owner}: ${owner} already works with this person`,
    movedFromDisabled: (who: string, owner: string) =>
      `${who} gave it to ${owner} when its owner's account was disabled`,
    contactEdited: (label: string, from: string, to: string, who: string) =>
      `${label}: ${from} → ${to} — by ${who}`,
    emptyValue: "(none)",
    unassigned: (who: string) => `${who} left it without an owner`,
    followUp: (who: string, due: string) => `${who} planned a follow-up for ${due}`,
    followUpCleared: (who: string) => `${who} cleared the follow-up`,
    escalated: "Flagged as waiting too long for a first response; an admin was told",
    notificationSent: (channel: string) => `${channel} sent`,
    notificationQueued: (channel: string, next: string) => `${channel} queued, first try ${next}`,
    notificationFailing: (channel: string, attempts: number, next: string) =>
      `${channel} failing after ${attempts} ${attempts === 1 ? "try" : "tries"}, next try ${next}`,
    notificationGaveUp: (channel: string, attempts: number) =>
      `${channel} not sent: given up after ${attempts} ${attempts === 1 ? "try" : "tries"}`,
    resume: (fileName: string, size: number) =>
      `Resume uploaded: ${fileName} (${Math.ceil(size / 1024)} KB)`,
    someone: "A former staff member",
  },
  channels: {
    email: "E-mail notification",
    webhook: "Webhook notification",
  } as Record<string, string>,
  otherChannel: (channel: string) => `${channel} notification`,
  stored: {
    summary: "Stored fields (as received)",
    columns: "Columns",
    payload: "Submitted form",
  },
  nothingChanged: "Nothing to save: the form was as the lead stands.",
  stale: {
    status: (who: string, status: string, at: string) =>
      `${who} changed the status to ${status} at ${at} after you opened this page.`,
    owner: (who: string, owner: string, at: string) =>
      `${who} gave it to ${owner} at ${at} after you opened this page.`,
    followUp: (who: string, due: string, at: string) =>
      `${who} planned the next action for ${due} at ${at} after you opened this page.`,
    followUpCleared: (who: string, at: string) =>
      `${who} cleared the next action at ${at} after you opened this page.`,
    contact: (who: string, field: string, at: string) =>
      `${who} corrected the ${field} at ${at} after you opened this page.`,
    automatically: "The round robin",
    someone: "Someone changed this lead after you opened this page.",
    notSaved: "Your changes were not saved; review and submit again.",
  },
  errors: {
    status: "Choose one of the statuses.",
    noteTooLong: (max: number) => `The note may be at most ${max} characters.`,
    noteEmpty: "Write the note before adding it.",
    nameEmpty: "Enter the person's name.",
    emailEmpty: "Enter the person's e-mail address.",
  },
} as const;
