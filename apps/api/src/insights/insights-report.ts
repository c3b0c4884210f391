import { type Kysely, sql } from "kysely";
import { firmWallTimeToUtc, nextDay } from "../console/views/firm-clock";
import { firmDay } from "../console/views/firm-time";
import type { Database, LeadKind, LeadStatus } from "../infrastructure/database/schema";
import { LEAD_KINDS } from "../leads/inbox/lead-labels";
import { listStaffChoices, ownerNames } from "../leads/inbox/lead-owners";
import { addDays, daysBetween, type InsightsRange } from "./insights-range";
import { countMeetingsBooked } from "./meetings-booked";
import { hostOf } from "./page-view";

export interface WeekOfLeads {
  /** The Monday the week starts on (firm days). */
  week: string;
  counts: Record<LeadKind, number>;
  total: number;
}

export interface DayOfVisits {
  day: string;
  visitors: number;
  pageViews: number;
}

export interface PageConversion {
  path: string;
  /** Visitors who saw the page, each counted once a day. */
  visits: number;
  pageViews: number;
  /** Leads sent from a form on the page. */
  leads: number;
  /** Leads per 100 visits; undefined without visits. */
  conversion: number | undefined;
}

export interface SourceRow {
  /** A referring host, UTM source or campaign; '' for none. */
  name: string;
  /** Visits that started from it. */
  visits: number;
  leads: number;
}

export interface CampaignRow extends SourceRow {
  source: string;
}

export interface FunnelStep {
  status: Exclude<LeadStatus, "lost">;
  /** Leads that reached this step or a later one, whatever they are now. */
  reached: number;
  /** Share of the previous step's leads that reached this one (0-100); undefined for the first. */
  conversion: number | undefined;
}

export interface ResponseTimeRow {
  owner: string;
  /** Leads whose first contact happened. */
  contacted: number;
  /** Leads still waiting for one. */
  waiting: number;
  /** Median minutes from arrival to first contact; undefined when none was contacted. */
  medianMinutes: number | undefined;
}

/** Leads that arrived and calls booked in the range, from one page, campaign or form. */
export interface MeetingsBookedRow {
  leads: number;
  meetings: number;
}

export interface MeetingsReport {
  /** Calls booked in the range and not cancelled. */
  total: number;
  pages: (MeetingsBookedRow & { path: string })[];
  campaigns: (MeetingsBookedRow & { name: string; source: string })[];
  forms: (MeetingsBookedRow & { kind: LeadKind })[];
}

export interface InsightsReport {
  range: InsightsRange;
  leads: number;
  visitors: number;
  weeks: WeekOfLeads[];
  days: DayOfVisits[];
  pages: PageConversion[];
  referrers: SourceRow[];
  sources: SourceRow[];
  campaigns: CampaignRow[];
  funnel: FunnelStep[];
  lost: number;
  responseTimes: ResponseTimeRow[];
  won: { leads: number; withEstimate: number; estimateValue: number };
  meetings: MeetingsReport;
}

const FUNNEL: FunnelStep["status"][] = ["new", "contacted", "qualified", "won"];
const funnelRank = (status: LeadStatus | null): number =>
  status === null || status === "lost" ? -1 : FUNNEL.indexOf(status);
const NO_OWNER = "No owner";
const MINUTE_MS = 60_000;

/**
 * Everything the insights page shows for a range of firm days, counted from `leads`,
 * `lead_events` and `site_visits`. A lead belongs to the day it arrived; its landing page is the
 * page its form was on, its referrer and campaign what the browser reported with it.
 */
export async function buildInsightsReport(
  db: Kysely<Database>,
  options: { range: InsightsRange; timeZone: string; publicBaseUrl: string },
): Promise<InsightsReport> {
  const { range, timeZone } = options;
  const start = firmWallTimeToUtc(range.from, "00:00", timeZone).toISOString();
  const end = firmWallTimeToUtc(nextDay(range.to), "00:00", timeZone).toISOString();
  const inRange = db
    .selectFrom("leads")
    .where("created_at", ">=", start)
    .where("created_at", "<", end);
  const visitsInRange = db
    .selectFrom("site_visits")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to);

  const [leads, statusMoves, visitDays, visitPages, arrivals, staff, booked] = await Promise.all([
    inRange
      .select([
        "id",
        "kind",
        "status",
        "created_at",
        "landing_page",
        "referrer",
        "utm_source",
        "utm_campaign",
        "owner_id",
        "first_touched_at",
        "estimate_cost",
      ])
      .execute(),
    db
      .selectFrom("lead_events")
      .innerJoin("leads", "leads.id", "lead_events.lead_id")
      .where("leads.created_at", ">=", start)
      .where("leads.created_at", "<", end)
      .where("lead_events.action", "=", "status")
      .select(["lead_events.lead_id", "lead_events.from_status", "lead_events.to_status"])
      .execute(),
    visitsInRange
      .select((eb) => [
        "day",
        sql<number>`count(distinct ${eb.ref("visitor_hash")})`.as("visitors"),
        eb.fn.sum<number>("page_views").as("page_views"),
      ])
      .groupBy("day")
      .execute(),
    db
      .selectFrom(
        visitsInRange
          .select((eb) => [
            "path",
            "day",
            "visitor_hash",
            eb.fn.sum<number>("page_views").as("views"),
          ])
          .groupBy(["path", "day", "visitor_hash"])
          .as("visits"),
      )
      .select((eb) => [
        "path",
        eb.fn.countAll<number>().as("visits"),
        eb.fn.sum<number>("views").as("page_views"),
      ])
      .groupBy("path")
      .execute(),
    visitsInRange
      .where("entries", ">", 0)
      .select((eb) => [
        "referrer_host",
        "utm_source",
        "utm_campaign",
        eb.fn.sum<number>("entries").as("entries"),
      ])
      .groupBy(["referrer_host", "utm_source", "utm_campaign"])
      .execute(),
    listStaffChoices(db),
    countMeetingsBooked(db, { start, end, pathOf: landingPath }),
  ]);

  const publicHost = hostOf(options.publicBaseUrl);
  const externalHost = (url: string | null) => {
    const host = hostOf(url);
    return host === publicHost ? undefined : host;
  };

  // Leads per week by kind, every week of the range listed even when empty.
  const weekOf = (day: string) =>
    addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  const weeks = new Map<string, WeekOfLeads>();
  for (let week = weekOf(range.from); week <= range.to; week = addDays(week, 7)) {
    weeks.set(week, { week, counts: emptyKindCounts(), total: 0 });
  }
  for (const lead of leads) {
    const entry = weeks.get(weekOf(firmDay(new Date(lead.created_at), timeZone)));
    if (!entry) continue;
    entry.counts[lead.kind] += 1;
    entry.total += 1;
  }

  // Visits per day, every day of the range listed.
  const visitsByDay = new Map(visitDays.map((row) => [row.day, row]));
  const days: DayOfVisits[] = [];
  for (let offset = 0; offset <= daysBetween(range.from, range.to); offset += 1) {
    const day = addDays(range.from, offset);
    const row = visitsByDay.get(day);
    days.push({
      day,
      visitors: Number(row?.visitors ?? 0),
      pageViews: Number(row?.page_views ?? 0),
    });
  }

  // Pages: visits from the counter, leads by the page their form was on.
  const pages = new Map<string, PageConversion>();
  const pageRow = (counted: string) => {
    // The home page is served at / and /index: one page, counted as /index.
    const path = counted === "/" ? HOME_PAGE : counted;
    let row = pages.get(path);
    if (!row) {
      row = { path, visits: 0, pageViews: 0, leads: 0, conversion: undefined };
      pages.set(path, row);
    }
    return row;
  };
  for (const row of visitPages) {
    const page = pageRow(row.path);
    page.visits += Number(row.visits);
    page.pageViews += Number(row.page_views);
  }
  for (const lead of leads) {
    const path = landingPath(lead.landing_page);
    if (path !== undefined) pageRow(path).leads += 1;
  }
  for (const page of pages.values()) {
    page.conversion = page.visits > 0 ? (page.leads / page.visits) * 100 : undefined;
  }

  // Referrers, sources and campaigns: visits that started from them, and their leads.
  const referrers = new Tally();
  const sources = new Tally();
  const campaigns = new Tally();
  for (const row of arrivals) {
    const entries = Number(row.entries);
    if (row.referrer_host !== "") referrers.add(row.referrer_host, "visits", entries);
    if (row.utm_source !== "") sources.add(row.utm_source, "visits", entries);
    if (row.utm_campaign !== "") {
      campaigns.add(campaignKey(row.utm_source, row.utm_campaign), "visits", entries);
    }
  }
  for (const lead of leads) {
    const host = externalHost(lead.referrer);
    if (host !== undefined) referrers.add(host, "leads", 1);
    if (lead.utm_source) sources.add(lead.utm_source, "leads", 1);
    if (lead.utm_campaign) {
      campaigns.add(campaignKey(lead.utm_source ?? "", lead.utm_campaign), "leads", 1);
    }
  }

  // The funnel: how far each lead got, by its status now and every status it was moved through.
  const furthest = new Map(leads.map((lead) => [lead.id, funnelRank(lead.status)]));
  for (const move of statusMoves) {
    const reached = Math.max(funnelRank(move.from_status), funnelRank(move.to_status));
    furthest.set(move.lead_id, Math.max(furthest.get(move.lead_id) ?? -1, reached));
  }
  const funnel = FUNNEL.map((status, rank): FunnelStep => {
    // Every lead starts as new, lost ones included.
    const reached =
      rank === 0 ? leads.length : [...furthest.values()].filter((value) => value >= rank).length;
    return { status, reached, conversion: undefined };
  });
  funnel.forEach((step, index) => {
    const previous = funnel[index - 1];
    if (previous)
      step.conversion = previous.reached > 0 ? (step.reached / previous.reached) * 100 : undefined;
  });

  // Time to first contact, per owner.
  const nameOf = ownerNames(staff);
  const waits = new Map<string, { minutes: number[]; waiting: number }>();
  for (const lead of leads) {
    const owner = nameOf(lead.owner_id) ?? NO_OWNER;
    const entry = waits.get(owner) ?? { minutes: [], waiting: 0 };
    waits.set(owner, entry);
    if (lead.first_touched_at === null) entry.waiting += 1;
    else {
      entry.minutes.push(
        (Date.parse(lead.first_touched_at) - Date.parse(lead.created_at)) / MINUTE_MS,
      );
    }
  }
  const responseTimes = [...waits.entries()]
    .map(([owner, { minutes, waiting }]) => ({
      owner,
      contacted: minutes.length,
      waiting,
      medianMinutes: median(minutes),
    }))
    .sort((a, b) =>
      a.owner === NO_OWNER ? 1 : b.owner === NO_OWNER ? -1 : a.owner.localeCompare(b.owner),
    );

  // Calls booked beside the leads of each page, campaign and form.
  const meetingPages = [...pages.values()]
    .map((page) => ({
      path: page.path,
      leads: page.leads,
      meetings: booked.byPage.get(page.path) ?? 0,
    }))
    .filter((row) => row.leads > 0 || row.meetings > 0);
  for (const [path, meetings] of booked.byPage) {
    if (!pages.has(path)) meetingPages.push({ path, leads: 0, meetings });
  }
  const campaignLeads = new Map(
    campaigns.rows().map((row) => [row.name, { leads: row.leads, visits: row.visits }]),
  );
  const meetingCampaigns = [...campaignLeads.entries()]
    .filter(([, row]) => row.leads > 0)
    .map(([key, row]) => {
      const [source = "", name = ""] = key.split("\n");
      return {
        name,
        source,
        leads: row.leads,
        meetings: booked.byCampaign.get(key)?.meetings ?? 0,
      };
    });
  for (const [key, entry] of booked.byCampaign) {
    if ((campaignLeads.get(key)?.leads ?? 0) === 0) {
      meetingCampaigns.push({
        name: entry.campaign,
        source: entry.source,
        leads: 0,
        meetings: entry.meetings,
      });
    }
  }
  const kindLeads = emptyKindCounts();
  for (const lead of leads) kindLeads[lead.kind] += 1;
  const meetingForms = LEAD_KINDS.map((kind) => ({
    kind,
    leads: kindLeads[kind],
    meetings: booked.byKind.get(kind) ?? 0,
  })).filter((row) => row.leads > 0 || row.meetings > 0);
  const byMeetings = <Row extends MeetingsBookedRow>(rows: Row[], name: (row: Row) => string) =>
    rows.sort(
      (a, b) => b.meetings - a.meetings || b.leads - a.leads || name(a).localeCompare(name(b)),
    );

  const wonLeads = leads.filter((lead) => lead.status === "won");
  const estimates = wonLeads.filter((lead) => lead.estimate_cost !== null);

  return {
    range,
    leads: leads.length,
    visitors: days.reduce((sum, day) => sum + day.visitors, 0),
    weeks: [...weeks.values()],
    days,
    pages: [...pages.values()].sort(
      (a, b) => b.leads - a.leads || b.visits - a.visits || a.path.localeCompare(b.path),
    ),
    referrers: referrers.rows(),
    sources: sources.rows(),
    campaigns: campaigns.rows().map((row) => {
      const [source = "", name = ""] = row.name.split("\n");
      return { ...row, source, name };
    }),
    funnel,
    lost: leads.filter((lead) => lead.status === "lost").length,
    responseTimes,
    won: {
      leads: wonLeads.length,
      withEstimate: estimates.length,
      estimateValue: estimates.reduce((sum, lead) => sum + Number(lead.estimate_cost), 0),
    },
    meetings: {
      total: booked.total,
      pages: byMeetings(meetingPages, (row) => row.path),
      campaigns: byMeetings(meetingCampaigns, (row) => `${row.name}\n${row.source}`),
      forms: meetingForms,
    },
  };
}

function emptyKindCounts(): Record<LeadKind, number> {
  return Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;
}

const campaignKey = (source: string, campaign: string) => `${source}\n${campaign}`;

/** The home page's one name in the counts: it is served at / and at /index. */
const HOME_PAGE = "/index";

/** The path part of a lead's landing page, as the visit counter writes paths. */
function landingPath(landingPage: string | null): string | undefined {
  if (!landingPage) return undefined;
  const path = landingPage.split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/")) return undefined;
  if (path === "/") return HOME_PAGE;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Visits and leads per name, most leads first. */
class Tally {
  private readonly counts = new Map<string, SourceRow>();

  add(name: string, what: "visits" | "leads", amount: number) {
    const row = this.counts.get(name) ?? { name, visits: 0, leads: 0 };
    row[what] += amount;
    this.counts.set(name, row);
  }

  rows(): SourceRow[] {
    return [...this.counts.values()].sort(
      (a, b) => b.leads - a.leads || b.visits - a.visits || a.name.localeCompare(b.name),
    );
  }
}
