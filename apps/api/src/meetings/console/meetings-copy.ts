import type { MeetingStatus } from "../../infrastructure/database/schema";

/** The words of the console's meeting pages, the lead page's meetings and the timeline. */
export const meetingsCopy = {
  nav: "Meetings",
  status: {
    booked: "Booked",
    cancelled: "Cancelled",
    held: "Held",
    no_show: "No-show",
  } satisfies Record<MeetingStatus, string>,
  bookedBy: { visitor: "The visitor, online", staff: "Staff" },

  agenda: {
    title: "My meetings",
    teamTitle: "The team's meetings",
    views: "Whose meetings",
    mine: "My meetings",
    team: "Whole team",
    today: (day: string) => `Today, ${day}`,
    coming: (from: string, to: string) => `Next 7 days, ${from} to ${to}`,
    earlier: "Earlier this week, still to mark as held or no-show",
    noneToday: "No meetings today.",
    noneComing: "No meetings in the next 7 days.",
    columns: {
      time: "Time",
      visitor: "With",
      title: "Meeting",
      host: "Host",
      status: "Status",
      actions: "Actions",
    },
    held: "Held",
    noShow: "No-show",
    cancel: "Cancel",
    /** Names the meeting a button acts on, for screen readers. */
    actionFor: (action: string, name: string, when: string) => `${action}: ${name}, ${when}`,
    links: {
      availability: "My availability",
      settings: "Meeting settings",
    },
    done: {
      held: "Recorded as held.",
      no_show: "Recorded as a no-show.",
      cancelled: "Meeting cancelled. The visitor and the host are told by e-mail.",
    },
    errors: {
      notFound: "That meeting no longer exists.",
      notPast: "A meeting's outcome can be recorded once it has started.",
      notBooked: "That meeting is no longer booked.",
    },
  },

  availability: {
    title: "My availability",
    titleOf: (name: string) => `Availability of ${name}`,
    intro: "When visitors and colleagues can book a call with you. Times are on the firm's clock.",
    introOf: (name: string) =>
      `When visitors and colleagues can book a call with ${name}. Times are on the firm's clock.`,
    whose: "Staff member",
    show: "Show",
    hoursLegend: (zone: string) => `Working hours (${zone})`,
    hoursHint: "Leave both times empty for a day you do not take calls.",
    day: "Day",
    fromColumn: "From",
    toColumn: "To",
    from: (day: string) => `${day} from`,
    to: (day: string) => `${day} to`,
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    daysOff: "Days off",
    daysOffHint: "Dates you take no calls, as YYYY-MM-DD, separated by commas or new lines.",
    minNotice: "Minimum notice (hours)",
    minNoticeHint: "How long before a call it may be booked at the latest.",
    bufferBefore: "Free time before each call",
    bufferAfter: "Free time after each call",
    minutes: (count: number) => (count === 0 ? "None" : `${count} minutes`),
    dailyMax: "Most calls a day",
    takesBookings: "Take bookings",
    takesBookingsHint: "Untick to be left out of every booking, for instance while on leave.",
    save: "Save availability",
    saved: "Availability saved.",
  },

  feed: {
    heading: "Calendar feed",
    intro:
      "A private address your calendar app reads your meetings from, kept up to date on its own. Anyone with the address can read your meetings, so keep it to yourself.",
    none: "You have no calendar feed.",
    since: (at: string) => `Your calendar feed is on, created ${at}.`,
    create: "Create a feed address",
    replace: "Replace the feed address",
    replaceHint: "A new address stops the old one at once.",
    off: "Turn off",
    created: "Your new feed address is below. It is shown only this once.",
    replaced:
      "Your new feed address is below. It is shown only this once; the old address no longer works.",
    turnedOff: "Calendar feed turned off. Its address no longer works.",
    address: "Feed address",
    copyHint: "Select the whole address and copy it.",
    google: "Google Calendar",
    googleSteps: [
      "Open Google Calendar on a computer.",
      "Beside “Other calendars”, choose + and then “From URL”.",
      "Paste the address and choose “Add calendar”.",
    ],
    outlook: "Outlook",
    outlookSteps: [
      "Open Outlook on the web and go to the calendar.",
      "Choose “Add calendar” and then “Subscribe from web”.",
      "Paste the address, give the calendar a name and choose “Import”.",
    ],
    calendarName: (name: string) => `Meetings of ${name}`,
    eventSummary: (title: string, visitorName: string) => `${title} with ${visitorName}`,
    eventDescription: (visitorEmail: string, status: string, leadUrl: string) =>
      `With: ${visitorEmail}\nStatus: ${status}\nLead: ${leadUrl}`,
  },

  settings: {
    title: "Meeting settings",
    intro: "How long each kind of call lasts, and until when visitors can change a call online.",
    typesLegend: "Length of each call",
    length: (title: string) => `${title} (minutes)`,
    noticeLabel: "Online changes stop (hours before the call)",
    noticeHint:
      "Closer to the call than this, the links in the invitation no longer move or cancel it. 0 allows changes until it starts.",
    save: "Save settings",
    saved: "Saved.",
    errors: {
      minutes: "Choose a length from 15 to 120 minutes, in steps of 15.",
      notice: "Enter a whole number of hours from 0 to 72.",
    },
    audit: {
      target: "Meeting settings",
      minutes: (title: string, minutes: number) => `${title}: ${minutes} minutes`,
      notice: (hours: number) =>
        `Online changes stop ${hours} ${hours === 1 ? "hour" : "hours"} before a call`,
    },
  },

  lead: {
    heading: "Meetings",
    none: "No meetings yet.",
    columns: { time: "Time", host: "Host", status: "Status", bookedBy: "Booked by" },
    bookHeading: "Book a meeting",
    bookHint: (title: string, minutes: number, host: string | null) =>
      `${title}, ${minutes} minutes${host === null ? "" : `, with ${host}`}. Times are on the firm's clock; the person gets the invitation by e-mail.`,
    alreadyBooked: "A meeting is booked. Move or cancel it above.",
    slot: "Time",
    book: "Book",
    noSlots: "No free times in the next 14 days.",
    move: "Move",
    moveTo: (when: string) => `Move the meeting of ${when} to`,
    cancel: "Cancel meeting",
    cancelFor: (when: string) => `Cancel the meeting of ${when}`,
    done: {
      booked: "Meeting booked. The invitation is on its way.",
      moved: "Meeting moved. The updated invitation is on its way.",
      cancelled: "Meeting cancelled. The visitor and the host are told by e-mail.",
    },
  },

  /** Why the booking service refused a staff action, where the visitor's wording does not fit. */
  refusals: {
    dayFull: "The host already has as many calls that day as they take. Pick another day.",
    alreadyBooked: "This request already has a booked meeting. Move that one instead.",
    tooLateToChange: "This meeting starts too soon to change.",
  },

  timeline: {
    /** Who acted when no staff member did: the visitor, on the booking page or an e-mailed link. */
    visitor: "the visitor",
    booked: (when: string, who: string) => `Meeting booked for ${when} by ${who}`,
    moved: (when: string, who: string) => `Meeting moved to ${when} by ${who}`,
    cancelled: (when: string, who: string) => `Meeting of ${when} cancelled by ${who}`,
    reminder: (when: string) => `Reminder e-mailed for the meeting of ${when}`,
    held: (when: string, who: string) => `${who} marked the meeting of ${when} as held`,
    noShow: (when: string, who: string) => `${who} marked the meeting of ${when} as a no-show`,
    unknownTime: "an unknown time",
    someone: "Someone",
  },
} as const;
