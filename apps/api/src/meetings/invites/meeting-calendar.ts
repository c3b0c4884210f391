import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { MeetingView } from "../meeting-repository";
import { inviteCopy } from "./invite-copy";

export type CalendarMethod = "REQUEST" | "CANCEL";

/** A cancelled meeting is withdrawn from calendars; any other state keeps it there. */
export const calendarMethod = (meeting: Pick<MeetingView, "status">): CalendarMethod =>
  meeting.status === "cancelled" ? "CANCEL" : "REQUEST";

// A name is quoted in CN="..."; a quote or line break typed into a form must not end it early.
const calendarName = (name: string) =>
  name
    .replace(/["\p{Cc}\s]+/gu, " ")
    .trim()
    .slice(0, 200);

/**
 * The iCalendar text of the meeting as it stands: one event whose UID never changes and whose
 * SEQUENCE is the meeting's, so calendars replace the entry they hold on every change, and drop
 * it on a CANCEL. Times are UTC; each calendar shows them in its owner's zone.
 */
export function meetingCalendar(
  meeting: MeetingView,
  options: { location: string; description: string; now: Date },
): { method: CalendarMethod; content: string } {
  const method = calendarMethod(meeting);
  const calendar = ical({
    prodId: { company: inviteCopy.firmName, product: "Booking", language: "EN" },
    method: method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    stamp: options.now,
    start: new Date(meeting.startsAt),
    end: new Date(meeting.endsAt),
    summary: inviteCopy.eventTitle(meeting.title),
    description: options.description,
    location: options.location,
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: calendarName(meeting.hostName), email: meeting.hostEmail },
    attendees: [
      {
        name: calendarName(meeting.visitorName),
        email: meeting.visitorEmail,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
      {
        name: calendarName(meeting.hostName),
        email: meeting.hostEmail,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return { method, content: calendar.toString() };
}
