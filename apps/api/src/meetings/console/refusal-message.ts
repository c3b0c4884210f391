import { bookingMessages } from "@site/contracts";
import { meetingsCopy } from "./meetings-copy";

/**
 * What a staff member reads when the booking service refuses a change: the visitor's words where
 * they fit a colleague too, clear English for the rest.
 */
export function refusalMessage(refusal: string): string {
  switch (refusal) {
    case "past":
      return bookingMessages.slotPast;
    case "too_soon":
      return bookingMessages.tooSoon;
    case "too_far":
      return bookingMessages.tooFar;
    case "outside_hours":
      return bookingMessages.outsideHours;
    case "taken":
      return bookingMessages.slotTaken;
    case "day_full":
      return meetingsCopy.refusals.dayFull;
    case "already_booked":
      return meetingsCopy.refusals.alreadyBooked;
    case "cancelled":
      return bookingMessages.alreadyCancelled;
    case "too_late_to_change":
      return meetingsCopy.refusals.tooLateToChange;
    default:
      return bookingMessages.bookFailed;
  }
}
