import { staffName } from "../../console/views/staff-name";
import { emailTimelineEntries } from "../../correspondence/email-timeline";
import { isMeetingEvent, meetingEventText } from "../../meetings/console/meeting-timeline";
import { taskTimelineEntries } from "../../tasks/task-timeline";
import { displayPhone } from "../normalize-phone";
import { leadDetailCopy } from "./lead-detail-copy";
import type { LeadDetail, LeadTimelineEvent } from "./lead-detail-repository";
import { LEAD_STATUS_LABELS } from "./lead-labels";

const copy = leadDetailCopy.timeline;

export interface TimelineEntry {
  /** Stable within the page, for React. */
  key: string;
  /** ISO 8601 UTC. */
  at: string;
  /** What happened, in a sentence naming who did it. */
  text: string;
  /** A note's own words, shown as written. */
  body?: string;
  /** A failing delivery's last error. */
  error?: string;
}

const nameOr = (email: string | null, displayName: string | null, fallback: string) =>
  email === null ? fallback : staffName({ email, display_name: displayName });

function eventEntry(
  event: LeadTimelineEvent,
  formatTime: (iso: string) => string,
  firmTimeZone: string,
): TimelineEntry {
  const base = { key: `event-${event.id}`, at: event.created_at };
  if (isMeetingEvent(event.action)) {
    const actor =
      event.staff_user_id === null
        ? undefined
        : nameOr(event.actor_email, event.actor_display_name, copy.someone);
    const text = meetingEventText({ ...event, action: event.action }, actor, firmTimeZone);
    return { ...base, text, body: event.note ?? undefined };
  }
  const who =
    event.staff_user_id === null
      ? copy.automatic
      : nameOr(event.actor_email, event.actor_display_name, copy.someone);
  switch (event.action) {
    case "status":
      return {
        ...base,
        text: copy.statusChange(
          who,
          event.from_status === null ? "—" : LEAD_STATUS_LABELS[event.from_status],
          event.to_status === null ? "—" : LEAD_STATUS_LABELS[event.to_status],
        ),
      };
    case "note":
      return { ...base, text: copy.note(who), body: event.note ?? "" };
    case "assign": {
      if (event.owner_id === null) return { ...base, text: copy.unassigned(who) };
      const owner = nameOr(event.owner_email, event.owner_display_name, copy.someone);
      if (event.reason === "same_person")
        return { ...base, text: copy.assignedToPersonOwner(owner) };
      if (event.reason === "owner_disabled") {
        return { ...base, text: copy.movedFromDisabled(who, owner), body: event.note ?? undefined };
      }
      return {
        ...base,
        text:
          event.staff_user_id === null
            ? copy.assignedAutomatically(owner)
            : copy.assigned(who, owner),
      };
    }
    case "contact_edit": {
      const field = event.field ?? "name";
      const label = leadDetailCopy.contactEdit.labels[field];
      const shown = (value: string | null) =>
        value === null || value === ""
          ? copy.emptyValue
          : field === "phone"
            ? displayPhone(value)
            : value;
      return {
        ...base,
        text: copy.contactEdited(
          label,
          shown(event.from_value ?? null),
          shown(event.to_value ?? null),
          who,
        ),
      };
    }
    case "follow_up":
      return event.due_at === null
        ? { ...base, text: copy.followUpCleared(who), body: event.note ?? undefined }
        : {
            ...base,
            text: copy.followUp(who, formatTime(event.due_at)),
            body: event.note ?? undefined,
          };
    case "call":
    case "email":
    case "meeting":
      return { ...base, text: copy.contact[event.action](who), body: event.note ?? undefined };
    case "escalation":
      return { ...base, text: copy.escalated, body: event.note ?? undefined };
    default:
      return { ...base, text: String(event.action), body: event.note ?? undefined };
  }
}

/**
 * Everything that happened to a lead, newest first: staff actions from `lead_events`, the
 * notifications sent or still being retried, the resume upload and the arrival itself.
 */
export function buildTimeline(
  detail: LeadDetail,
  source: string,
  formatTime: (iso: string) => string,
  firmTimeZone: string,
): TimelineEntry[] {
  const { lead, events, notifications, resume } = detail;
  const entries: TimelineEntry[] = events.map((event) =>
    eventEntry(event, formatTime, firmTimeZone),
  );
  entries.push(...taskTimelineEntries(detail.tasks, formatTime, copy.someone));
  entries.push(...emailTimelineEntries(detail.correspondence.emails, formatTime));

  // A note written before notes became timeline entries lived only in this column; one the
  // timeline already holds (the column kept the latest note for a while) is not shown twice.
  const legacyNote = lead.staff_note;
  if (
    legacyNote !== null &&
    legacyNote !== "" &&
    !events.some((event) => event.action === "note" && event.note === legacyNote)
  ) {
    entries.push({
      key: "earlier-note",
      at: lead.status_changed_at ?? lead.created_at,
      text: copy.earlierNote(lead.status_changed_by ?? copy.someone),
      body: legacyNote,
    });
  }

  for (const row of notifications) {
    const channel =
      leadDetailCopy.channels[row.channel] ?? leadDetailCopy.otherChannel(row.channel);
    const key = `outbox-${row.id}`;
    if (row.sent_at !== null) {
      entries.push({ key, at: row.sent_at, text: copy.notificationSent(channel) });
    } else if (row.failed_at !== null) {
      entries.push({
        key,
        at: row.failed_at,
        text: copy.notificationGaveUp(channel, row.attempts),
        error: row.last_error ?? undefined,
      });
    } else if (row.attempts === 0) {
      entries.push({
        key,
        at: row.created_at,
        text: copy.notificationQueued(channel, formatTime(row.next_attempt_at)),
      });
    } else {
      entries.push({
        key,
        at: row.created_at,
        text: copy.notificationFailing(channel, row.attempts, formatTime(row.next_attempt_at)),
        error: row.last_error ?? undefined,
      });
    }
  }

  if (resume !== undefined) {
    entries.push({
      key: "resume",
      at: resume.created_at,
      text: copy.resume(resume.file_name, resume.size),
    });
  }
  entries.push({ key: "arrived", at: lead.created_at, text: copy.arrived(source) });

  // Newest first; on the same instant the order written above (staff actions before the rest).
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at.localeCompare(a.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
