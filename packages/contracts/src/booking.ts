// Booking the first call: the calls, the shapes they answer and the messages a visitor reads.
// Loads no zod, so the booking island can import it; the API re-checks bodies with
// booking-payload.ts.

/** Sent with a save call's answer when the saved request may book a call on the thank-you screen. */
export const BOOKING_TOKEN_HEADER = "X-Booking-Token";

export const BOOKING_CALLS = {
  /** `?token=` (optional: none on /book) `&timeZone=` the visitor's IANA zone. */
  slots: { method: "GET", path: "/api/booking/slots" },
  book: { method: "POST", path: "/api/booking" },
  /** `?token=` a manage token from the invitation e-mail. */
  manage: { method: "GET", path: "/api/booking/manage" },
  reschedule: { method: "POST", path: "/api/booking/manage/reschedule" },
  cancel: { method: "POST", path: "/api/booking/manage/cancel" },
} as const;

/** How far ahead a visitor can book, in days. */
export const BOOKING_HORIZON_DAYS = 14;

/** The page a visitor opens from the invitation's reschedule and cancel links; the token rides in the fragment. */
export const MANAGE_BOOKING_PAGE = "/book/manage";

/** Free start times, UTC ISO strings in order, for one meeting type. */
export interface BookingSlotsAnswer {
  meeting: { title: string; minutes: number };
  /** Who the visitor meets when one person is offered; null when the round robin picks among several. */
  hostName: string | null;
  /** The firm's own zone, so the island can say so. */
  firmTimeZone: string;
  slots: string[];
  /** What the request already told us, so the visitor types nothing twice; null on /book. */
  prefill: { name: string; email: string } | null;
}

/** POST /api/booking. `token` comes from BOOKING_TOKEN_HEADER; without it name and email are required. */
export interface BookingPayload {
  token?: string;
  start: string;
  timeZone: string;
  name?: string;
  email?: string;
  company?: string;
  note?: string;
}

/** A booked meeting as the visitor sees it. */
export interface BookedMeeting {
  start: string;
  end: string;
  timeZone: string;
  title: string;
  hostName: string;
  location: string;
  email: string;
  status: "booked" | "cancelled" | "held" | "no_show";
}

export interface BookingAnswer {
  meeting: BookedMeeting;
}

/** GET /api/booking/manage. */
export interface ManageBookingAnswer {
  meeting: BookedMeeting;
  /** False once the meeting is closer than the notice the firm needs for a change online. */
  canChange: boolean;
  /** Free start times to move to, when canChange. */
  slots: string[];
}

export interface ReschedulePayload {
  token: string;
  start: string;
  timeZone: string;
}

export interface CancelPayload {
  token: string;
}

/** Every refusal answers `{ message, field? }`; a taken slot also lists the next free ones. */
export interface BookingRefusal {
  message: string;
  field?: string;
  alternatives?: string[];
}

export const bookingMessages = {
  heading: "Book your first call now",
  intro: "Pick a time that suits you. You will get a calendar invitation by e-mail at once.",
  slotTaken: "Someone booked that time a moment ago. Here are the next free times.",
  slotPast: "That time has already passed. Please pick another one.",
  outsideHours: "That time is outside our working hours. Please pick one of the times shown.",
  tooSoon: "That time is too soon for us to prepare. Please pick a later one.",
  tooFar: "We book up to 14 days ahead. Please pick an earlier time.",
  badStart: "Please pick a time from the list.",
  badTimeZone: "We do not recognise that time zone. Please choose it from the list.",
  badToken: "This booking link is not valid. Please use the link in your latest e-mail.",
  expiredToken:
    "This booking link has expired. Please send the form again or book on our booking page.",
  usedLink: "This link has already been used. Please use the link in your latest e-mail.",
  tooLateToChange:
    "This meeting starts too soon to change online. Please reply to the invitation e-mail instead.",
  alreadyCancelled: "This meeting has already been cancelled.",
  alreadyBooked:
    "You have already booked a call for this request. Use the links in its e-mail to move it.",
  noSlots: "There are no free times in the next 14 days. We will e-mail you to find one.",
  nameRequired: "Please enter your name.",
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  loadFailed: "We could not load the free times. Please try again.",
  bookFailed: "We could not book that time. Please try again.",
} as const;
