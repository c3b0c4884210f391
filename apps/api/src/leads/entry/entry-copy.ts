import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "./entry-limits";

/** How a lead staff enter came in; the keys are stored as the lead's code. */
export const ENTRY_CHANNELS = {
  phone: "Phone enquiry",
  walk_in: "Walk-in",
  referral: "Referral",
} as const;

export type EntryChannel = keyof typeof ENTRY_CHANNELS;

export const entryCopy = {
  newLead: {
    title: "New lead",
    intro:
      "For a phone enquiry, a walk-in or a referral the site's forms never saw. The same rules as the site's contact form apply.",
    link: "New lead",
    channel: "How it came in",
    channelPick: "Choose…",
    name: "Name",
    company: "Company (optional)",
    email: "E-mail",
    phone: "Phone (optional)",
    request: "What they asked for",
    referrer: "Referred by (optional)",
    referrerHint: "Only for a referral: who sent them to us.",
    owner: "Owner",
    roundRobin: "Round robin (leave unassigned)",
    save: "Save lead",
  },
  source: (channel: string, staff: string | undefined) =>
    `${channel} — entered by ${staff ?? "staff"}`,
  enteredNote: (channel: string) => `Entered this lead by hand: ${channel.toLowerCase()}.`,
  importedNote: (channel: string, file: string) =>
    `Imported this lead from ${file} (${channel.toLowerCase()}).`,
  errors: {
    channel: "Choose how the lead came in: phone enquiry, walk-in or referral",
    owner: "Choose an owner from the list",
    ownerEmail: (email: string) => `No active staff account has the e-mail ${email}`,
  },
  import: {
    title: "Import leads",
    link: "Import leads from a CSV file",
    intro: `Upload a CSV file (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows) with a header row. You see every row's fate before anything is saved.`,
    headersHeading: "Columns, by their header",
    headers: [
      ["name", "Name (required). Also: full name, contact name."],
      ["email", "E-mail (required). Also: e-mail, email address, e-mail address."],
      ["phone", "Phone (optional). Also: mobile, phone number, mobile number, contact number."],
      ["company", "Company (optional). Also: company name, organisation, organization."],
      ["message", "What they asked for (required). Also: request, enquiry, inquiry, notes."],
      [
        "channel",
        "How it came in (required): phone, phone enquiry, walk-in or referral. Also: source.",
      ],
      [
        "owner email",
        "Owner's e-mail (optional): an active staff account; left empty, the round robin assigns it. Also: owner.",
      ],
      ["referrer", "Who referred them (optional). Also: referred by."],
    ] as [string, string][],
    headersNote: "Headers are matched without regard to case, spaces, dashes or underscores.",
    file: "CSV file",
    preview: "Preview",
    previewTitle: "Import preview",
    counts: (good: number, bad: number, flagged: number) =>
      `${good} ${good === 1 ? "row" : "rows"} will be added, ${bad} ${bad === 1 ? "row has" : "rows have"} errors${flagged === 0 ? "" : `, ${flagged} flagged as possible duplicates`}. Nothing has been saved yet.`,
    confirm: (count: number) => `Import ${count} ${count === 1 ? "lead" : "leads"}`,
    includeDuplicates: (count: number) =>
      `Also import the ${count} ${count === 1 ? "row" : "rows"} flagged as possible duplicates`,
    nothingToImport: "No row can be imported. Correct the file and upload it again.",
    uploadAnother: "Upload another file",
    columns: { row: "Row", name: "Name", email: "E-mail", phone: "Phone", fate: "Fate" },
    willAdd: "Will be added",
    rowError: (row: number, message: string) => `Row ${row}: ${message}`,
    alreadyLead: (reference: string) => `Already a lead: ${reference}`,
    alreadyLeadLabel: "Already a lead:",
    alreadyLeadNoReference: "Already an open lead with this e-mail",
    duplicateInFile: (row: number) => `Same e-mail as row ${row}`,
    imported: (count: number) =>
      `${count} ${count === 1 ? "lead was" : "leads were"} imported; they are at the top of the leads list.`,
    errors: {
      noFile: "Choose a CSV file to upload.",
      notCsv:
        "The file is not a CSV file. Save the sheet as CSV (comma-separated) and upload that.",
      notUtf8:
        "The file is not saved as UTF-8 text. In Excel, save it as “CSV UTF-8 (Comma delimited)” and upload that.",
      tooLarge: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
      tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows. Split it into smaller files.`,
      unreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
      empty: "The file has no rows under its header.",
      missingHeaders: (missing: string[]) =>
        `The header row has no column for: ${missing.join(", ")}. See the accepted headers below.`,
      malformed: "The upload is not a valid form. Upload the file again.",
    },
  },
} as const;
