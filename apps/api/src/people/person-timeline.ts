import type { Kysely } from "kysely";
import { staffName } from "../console/views/staff-name";
import type { Database } from "../infrastructure/database/schema";
import { findLeadDetail } from "../leads/inbox/lead-detail-repository";
import { buildTimeline, type TimelineEntry } from "../leads/inbox/lead-detail-timeline";
import { describeLeadSource } from "../leads/inbox/lead-source";
import { peopleCopy } from "./people-copy";
import type { PersonRequest, RecordEvent } from "./people-repository";

const copy = peopleCopy.timeline;

// Each request's timeline costs a few queries; a person's page reads this many at most.
export const MAX_TIMELINE_REQUESTS = 25;

export interface PersonTimelineEntry extends TimelineEntry {
  /** The request the entry belongs to; none for the record's own merges and splits. */
  request?: { id: number; label: string };
}

const actorOf = (event: RecordEvent) =>
  event.actor_email === null
    ? copy.someone
    : staffName({ email: event.actor_email, display_name: event.actor_display_name });

/** A merge, split or owner change of the record, as its timeline says it. */
export function recordEventEntry(
  event: RecordEvent,
  otherName: (id: number | null) => string,
): PersonTimelineEntry {
  const who = actorOf(event);
  const other = otherName(event.other_id);
  const text = (() => {
    switch (event.action) {
      case "merged":
        return copy.merged(who, other);
      case "merged_away":
        return copy.mergedAway(who, other);
      case "split":
        return copy.split(who, other);
      case "split_from":
        return copy.splitFrom(who, other);
      case "owner":
        return copy.owner(
          who,
          event.owner_email === null
            ? copy.someone
            : staffName({ email: event.owner_email, display_name: event.owner_display_name }),
        );
      default:
        return String(event.action);
    }
  })();
  return { key: `record-${event.id}`, at: event.created_at, text };
}

/**
 * One timeline of every request of a person (their newest requests, up to a bound): each
 * request's arrival, notes, tasks and meetings, with the record's own merges and splits, newest
 * first. The notification deliveries of the lead page are left out: staff act on people here.
 */
export async function personTimeline(
  db: Kysely<Database>,
  requests: readonly PersonRequest[],
  own: PersonTimelineEntry[],
  formatTime: (iso: string) => string,
  firmTimeZone: string,
): Promise<PersonTimelineEntry[]> {
  const entries: PersonTimelineEntry[] = [...own];
  for (const request of requests.slice(0, MAX_TIMELINE_REQUESTS)) {
    const detail = await findLeadDetail(db, request.id);
    if (detail === undefined) continue;
    const label = describeLeadSource(request);
    for (const entry of buildTimeline(detail, label, formatTime, firmTimeZone)) {
      if (entry.key.startsWith("outbox-")) continue;
      entries.push({
        ...entry,
        key: `lead-${request.id}-${entry.key}`,
        request: { id: request.id, label },
      });
    }
  }
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at.localeCompare(a.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
