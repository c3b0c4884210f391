import type { LeadEventAction } from "../../infrastructure/database/schema";
import { meetingWhen } from "../meeting-times";
import { meetingsCopy } from "./meetings-copy";

const copy = meetingsCopy.timeline;

export type MeetingEventAction = Extract<
  LeadEventAction,
  | "meeting_booked"
  | "meeting_moved"
  | "meeting_cancelled"
  | "meeting_reminder"
  | "meeting_held"
  | "meeting_no_show"
>;

const MEETING_ACTIONS: readonly string[] = [
  "meeting_booked",
  "meeting_moved",
  "meeting_cancelled",
  "meeting_reminder",
  "meeting_held",
  "meeting_no_show",
] satisfies MeetingEventAction[];

export const isMeetingEvent = (action: string): action is MeetingEventAction =>
  MEETING_ACTIONS.includes(action);

/**
 * A meeting's timeline entry in a sentence: what happened, to the meeting starting at `dueAt`
 * (its start, on the firm's clock), and who did it. `staffName` is undefined when no staff member
 * acted: the visitor did, on the booking page or through an e-mailed link, or the reminder job.
 */
export function meetingEventText(
  event: { action: MeetingEventAction; due_at: string | null },
  staffName: string | undefined,
  firmTimeZone: string,
): string {
  const when = event.due_at === null ? copy.unknownTime : meetingWhen(event.due_at, firmTimeZone);
  const who = staffName ?? copy.visitor;
  switch (event.action) {
    case "meeting_booked":
      return copy.booked(when, who);
    case "meeting_moved":
      return copy.moved(when, who);
    case "meeting_cancelled":
      return copy.cancelled(when, who);
    case "meeting_reminder":
      return copy.reminder(when);
    case "meeting_held":
      return copy.held(when, staffName ?? copy.someone);
    case "meeting_no_show":
      return copy.noShow(when, staffName ?? copy.someone);
  }
}
