import { facts } from "./facts";
import type { Feature } from "./sections";

// The booking island's own words, beside the messages the API shares with it (bookingMessages in
// @site/contracts/booking), and the copy of the /book and /book/manage pages.

export const bookingCopy = {
  loading: "Loading free times…",
  retry: "Try again",
  /** Before the zone's name and its IANA id: "Times in India Standard Time (Asia/Kolkata)". */
  timesIn: "Times in",
  changeZone: "Change",
  changeZoneName: "Change time zone",
  zoneLabel: "Your time zone",
  zoneDone: "Done",
  daysLabel: "Day",
  /** Before the day: "Free times on Tuesday 1 December". */
  timesOn: "Free times on",
  /** How many free times a day offers, read with its button. */
  timesCount: (count: number) => (count === 1 ? "1 free time" : `${count} free times`),
  confirmHeading: "Confirm your call",
  duration: (minutes: number) => `${minutes} minutes`,
  /** Before the host's name when one person is offered. */
  with: "with",
  invitationTo: "Invitation to",
  labels: {
    name: "Name",
    email: "E-mail",
    company: "Company (optional)",
    note: "Anything we should know before the call? (optional)",
  },
  noteHint: "Your project, your timeline or the questions you want answered.",
  confirm: "Confirm booking",
  confirming: "Booking…",
  chooseAnother: "Choose another time",
  alternativesLabel: "Next free times",
  bookedHeading: "You're booked",
  /** Before the visitor's address: "An invitation is on its way to asha@example.com". */
  invitationSent: "An invitation is on its way to",
  addToCalendar: {
    label: "Add to calendar:",
    text: "open the invitation and choose Accept or Add to calendar. It also holds the links to move or cancel the call.",
  },
  bookPageLink: { href: "/book", label: "Open our booking page" },
} as const;

/** What a visitor can expect from the first call, beside the booking panel on /book. */
export const firstCallCopy = {
  heading: "What the first call covers",
  intro:
    "A free, no-obligation video call with a consultant who has delivered projects like yours. No sales script: we listen first.",
  points: [
    {
      title: "Your goals and constraints",
      text: "What you want to change, for whom, by when and within which budget.",
    },
    {
      title: "Where you are today",
      text: "The systems, spreadsheets and data you already have, and what gets in the way.",
    },
    {
      title: "Options that fit",
      text: "Custom software, an off-the-shelf product, an AI agent or automation: what we would try first, and why.",
    },
    {
      title: "Clear next steps",
      text: `If there is a fit, a discovery workshop and a written scope, timeline and price within ${facts.responseTimes.proposal} of it.`,
    },
  ] satisfies readonly Feature[],
  prepare:
    "Nothing to prepare. If you have a brief, screenshots or a list of requirements, keep them at hand or mention them in the note.",
} as const;

export const manageBookingCopy = {
  title: "Manage Your Booked Call | Kaizen Fusion",
  description:
    "Move or cancel the first call you booked with Kaizen Fusion, using the link in your invitation e-mail.",
  heading: "Your call with us",
  loading: "Loading your booking…",
  when: "When",
  host: "With",
  where: "Where",
  cancelledBadge: "Cancelled",
  moveHeading: "Move your call",
  moveIntro: "Pick a new time. We will send you an updated invitation at once.",
  moveConfirmHeading: "Move your call to",
  move: "Move my call",
  moving: "Moving…",
  moved: "Your call is moved",
  movedSent: "An updated invitation is on its way to",
  movedHint:
    "Your calendar updates the same event. Use the links in the new e-mail if you need to change it again.",
  cancelHeading: "Cancel your call?",
  cancelIntro:
    "We will e-mail you a cancellation for your calendar. You can book a new time whenever it suits you.",
  cancel: "Cancel the call",
  cancelling: "Cancelling…",
  cancelled: "Your call is cancelled",
  cancelledSent: "A cancellation is on its way to",
  bookAgain: { href: "/book", label: "Book a new time" },
  /** Offered when the link names neither action, or to switch from one to the other. */
  chooseMove: "Move it to another time",
  chooseCancel: "Cancel it instead",
  keep: "Keep my call",
  kept: "Your call stays as it is. See you then.",
} as const;
