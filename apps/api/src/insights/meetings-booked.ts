import type { Kysely } from "kysely";
import type { Database, LeadKind } from "../infrastructure/database/schema";

/** Calls booked in a range, counted by where their lead came from. */
export interface MeetingsBooked {
  total: number;
  /** By the lead's landing page's path, as the pages table names pages. */
  byPage: Map<string, number>;
  /** By the lead's utm_source and utm_campaign; leads without a campaign are left out. */
  byCampaign: Map<string, { source: string; campaign: string; meetings: number }>;
  /** By the lead's form. */
  byKind: Map<LeadKind, number>;
}

/**
 * Meetings booked between `start` and `end` (UTC ISO, by when they were booked, not when they
 * take place) and not cancelled since, joined to their lead. `pathOf` turns a landing page into
 * the path the pages table counts it under.
 */
export async function countMeetingsBooked(
  db: Kysely<Database>,
  options: {
    start: string;
    end: string;
    pathOf: (landingPage: string | null) => string | undefined;
  },
): Promise<MeetingsBooked> {
  const rows = await db
    .selectFrom("meetings")
    .innerJoin("leads", "leads.id", "meetings.lead_id")
    .where("meetings.created_at", ">=", options.start)
    .where("meetings.created_at", "<", options.end)
    .where("meetings.status", "!=", "cancelled")
    .select(["leads.kind", "leads.landing_page", "leads.utm_source", "leads.utm_campaign"])
    .execute();
  const counted: MeetingsBooked = {
    total: rows.length,
    byPage: new Map(),
    byCampaign: new Map(),
    byKind: new Map(),
  };
  for (const row of rows) {
    const path = options.pathOf(row.landing_page);
    if (path !== undefined) counted.byPage.set(path, (counted.byPage.get(path) ?? 0) + 1);
    if (row.utm_campaign) {
      const source = row.utm_source ?? "";
      const key = `${source}\n${row.utm_campaign}`;
      const entry = counted.byCampaign.get(key) ?? {
        source,
        campaign: row.utm_campaign,
        meetings: 0,
      };
      entry.meetings += 1;
      counted.byCampaign.set(key, entry);
    }
    counted.byKind.set(row.kind, (counted.byKind.get(row.kind) ?? 0) + 1);
  }
  return counted;
}
