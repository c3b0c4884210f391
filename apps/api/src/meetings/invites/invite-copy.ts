import { consoleCopy } from "../../console/views/console-copy";

/** The words of the invitation and reminder e-mails a visitor and a host read. */
export const inviteCopy = {
  firmName: consoleCopy.firmName,
  /** The calendar entry's title, the same for both invitees. */
  eventTitle: (title: string) => `${title} with ${consoleCopy.firmName}`,
  subject: {
    invitation: (what: string, when: string) => `Invitation: ${what}, ${when}`,
    updated: (what: string, when: string) => `Updated invitation: ${what}, ${when}`,
    cancelled: (what: string, when: string) => `Cancelled: ${what}, ${when}`,
    reminder24h: (what: string, time: string) => `Reminder: ${what} tomorrow at ${time}`,
    reminder1h: (what: string, time: string) => `Reminder: ${what} in one hour, at ${time}`,
  },
  /** "Introductory call with Kaizen Fusion" for the visitor, "... with Asha Rao" for the host. */
  what: (title: string, withWhom: string) => `${title} with ${withWhom}`,
  greeting: (name: string) => `Hello ${name},`,
  lead: {
    invitation: "Your call is booked. The invitation is attached for your calendar.",
    updated: "Your call has moved. The updated invitation is attached for your calendar.",
    cancelled: "This call is cancelled. The attached update takes it out of your calendar.",
    hostInvitation: "A call has been booked with you.",
    hostUpdated: "A call booked with you has moved.",
    hostCancelled: "A call booked with you is cancelled.",
    reminder24h: "A reminder: your call is tomorrow.",
    reminder1h: "A reminder: your call starts in one hour.",
    hostReminder24h: "A reminder: you have this call tomorrow.",
    hostReminder1h: "A reminder: you have this call in one hour.",
  },
  labels: {
    what: "What",
    when: "When",
    with: "With",
    where: "Where",
  },
  hostFor: (hostName: string) => `${hostName}, ${consoleCopy.firmName}`,
  manageIntro: "Need another time? Use these links:",
  reschedule: "Choose another time",
  cancel: "Cancel the call",
  replyHint: "You can also reply to this e-mail.",
  /** The host's link to the lead in the console. */
  openLead: "Open the lead in the console",
  signOff: `${consoleCopy.firmName}`,
  /** The calendar entry's description for the host, who gets no manage links. */
  hostDescription: (visitorName: string, visitorEmail: string) =>
    `Booked by ${visitorName} (${visitorEmail}).`,
  /** The timeline row a sent reminder leaves on the lead's page. */
  reminderEventNote: {
    "24h": "Reminder sent 24 hours before",
    "1h": "Reminder sent 1 hour before",
  },
} as const;
