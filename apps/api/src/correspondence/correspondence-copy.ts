/** Every word staff read about e-mail from the console: compose, the timeline and templates. */
export const correspondenceCopy = {
  compose: {
    heading: (firstName: string) => `Write to ${firstName}`,
    to: "To",
    template: "Template",
    noTemplate: "No template",
    useTemplate: "Use template",
    templateHint: "Fills the subject and the text for this person. Anything you typed is kept.",
    subject: "Subject",
    body: "Message",
    send: "Send",
    from: "Sent from the firm's address under your name; replies come to you.",
    keptHeading: "What you had typed (kept, not sent)",
    keptHint: "The template replaced your text above; copy back anything you want to keep.",
    attached: (fileName: string) => `Attached: ${fileName}`,
    noEmail: "This lead has no e-mail address, so there is nobody to write to.",
    sent: "E-mail queued. It goes out in a moment; the timeline shows when it was sent.",
    templateApplied: (name: string) => `Template “${name}” filled in for this person.`,
  },

  fill: {
    // Read in a sentence where the person left a field empty.
    firstNameFallback: "there",
    companyFallback: "your organisation",
    referenceFallback: "your request",
  },

  errors: {
    subjectEmpty: "Enter a subject.",
    subjectTooLong: (max: number) => `The subject must be at most ${max} characters.`,
    bodyEmpty: "Write the message.",
    bodyTooLong: (max: number) =>
      `The message must be at most ${max.toLocaleString("en-IN")} characters.`,
    templateNotChosen: "Pick the template to use.",
    templateUnknown: "That template no longer exists. Pick another one.",
    noEmail: "This lead has no e-mail address, so the e-mail cannot be sent.",
    quoteUnknown: "That quotation is not one of this lead's.",
  },

  status: {
    queued: "queued",
    retrying: (error: string) => `queued, the last try failed (${error}); trying again`,
    sentAt: (when: string) => `sent ${when}`,
    failed: (reason: string) => `failed: ${reason}`,
  },

  timeline: {
    sent: (who: string, subject: string) => `E-mail sent by ${who}: ${subject}`,
    withQuote: (number: string, total: string) => `quotation ${number} attached, total ${total}`,
    someone: "someone",
  },

  templates: {
    nav: "E-mail templates",
    title: "E-mail templates",
    intro:
      "Texts staff can start an e-mail to a lead from. Placeholders in double braces are filled for each person when the template is used.",
    placeholders: "Placeholders you can use",
    placeholderHelp: {
      first_name: "the person's first name",
      name: "the person's full name",
      company: "their company, as they wrote it",
      request_reference: "the reference they were given, e.g. KF-7Q4M-2PXR",
      staff_name: "your colleague's name",
      staff_email: "your colleague's e-mail address",
      quote_number: "the quotation's number (when one is attached)",
      quote_total: "the quotation's total in rupees",
      quote_valid_until: "the date the quotation is valid until",
    } as Record<string, string>,
    none: "No templates yet.",
    columns: { name: "Name", subject: "Subject", changed: "Last changed", actions: "Actions" },
    changedBy: (when: string, who: string) => `${when} by ${who}`,
    changedBySetup: (when: string) => `${when} (set up with the console)`,
    edit: "Edit",
    editLabel: (name: string) => `Edit “${name}”`,
    delete: "Delete",
    deleteLabel: (name: string) => `Delete “${name}”`,
    addHeading: "Add a template",
    editHeading: (name: string) => `Edit “${name}”`,
    name: "Name",
    subject: "Subject",
    body: "Text",
    save: "Save template",
    add: "Add template",
    cancel: "Back to the templates",
    added: "Template added.",
    saved: "Template saved.",
    deleted: "Template deleted.",
    quotationTemplate: "Opens with each new quotation",
    errors: {
      nameEmpty: "Enter a name.",
      nameTooLong: (max: number) => `The name must be at most ${max} characters.`,
      nameTaken: "Another template already has this name.",
      subjectEmpty: "Enter a subject.",
      subjectTooLong: (max: number) => `The subject must be at most ${max} characters.`,
      bodyEmpty: "Write the text.",
      bodyTooLong: (max: number) =>
        `The text must be at most ${max.toLocaleString("en-IN")} characters.`,
      unknownPlaceholder: (names: string[], known: string[]) =>
        `Unknown placeholder${names.length === 1 ? "" : "s"} ${names.map((name) => `{{${name}}}`).join(", ")}. Use only ${known.map((name) => `{{${name}}}`).join(", ")}.`,
    },
  },
} as const;
