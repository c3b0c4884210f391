import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS } from "../leads/inbox/lead-labels";
import type { InsightsReport } from "./insights-report";

/** How a column's values read: the page formats them, the CSV keeps plain numbers. */
export type ColumnType = "text" | "count" | "rate" | "minutes" | "rupees";
export type Cell = string | number | undefined;

export interface InsightsTable {
  /** Its CSV's name: /admin/insights/<id>.csv */
  id: string;
  title: string;
  /** What the page shows instead of a table without rows. */
  empty: string;
  columns: { name: string; type: ColumnType }[];
  rows: Cell[][];
}

export const TABLE_IDS = [
  "weekly-leads",
  "daily-visitors",
  "pages",
  "referrers",
  "sources",
  "campaigns",
  "funnel",
  "response-times",
  "won-value",
  "meetings-by-page",
  "meetings-by-campaign",
  "meetings-by-form",
] as const;
export type TableId = (typeof TABLE_IDS)[number];

export const isTableId = (value: string): value is TableId =>
  (TABLE_IDS as readonly string[]).includes(value);

const NONE = "(none)";
const NO_LEADS = "No leads in this range.";
const NO_MEETINGS = "No leads or booked calls in this range.";
const MEETINGS_BOOKED = "Meetings booked";

type Column = InsightsTable["columns"][number];
const columnOf =
  (type: ColumnType) =>
  (name: string): Column => ({ name, type });
const text = columnOf("text");
const count = columnOf("count");
const rate = columnOf("rate");

const VISITS_AND_LEADS = [count("Visits"), count("Leads")];
const visitsAndLeads = (rows: { name: string; visits: number; leads: number }[]) =>
  rows.map((row) => [row.name, row.visits, row.leads]);

/** Every table of the dashboard, by id, from one report. */
export function insightsTables(report: InsightsReport): Record<TableId, InsightsTable> {
  const kinds = LEAD_KINDS;
  const tables: Record<TableId, Omit<InsightsTable, "id">> = {
    "weekly-leads": {
      title: "Leads per week by kind",
      empty: NO_LEADS,
      columns: [
        text("Week starting"),
        ...kinds.map((kind) => count(LEAD_KIND_LABELS[kind])),
        count("All leads"),
      ],
      rows: report.weeks.map((week) => [
        week.week,
        ...kinds.map((kind) => week.counts[kind]),
        week.total,
      ]),
    },
    "daily-visitors": {
      title: "Visitors per day",
      empty: "No visits in this range.",
      columns: [text("Day"), count("Visitors"), count("Page views")],
      rows: report.days.map((day) => [day.day, day.visitors, day.pageViews]),
    },
    pages: {
      title: "Visits, leads and conversion by page",
      empty: "No page had visits or leads in this range.",
      columns: [
        text("Page"),
        count("Visits"),
        count("Page views"),
        count("Leads"),
        rate("Leads per 100 visits"),
      ],
      rows: report.pages.map((page) => [
        page.path,
        page.visits,
        page.pageViews,
        page.leads,
        page.conversion,
      ]),
    },
    referrers: {
      title: "Referring sites",
      empty: "No visitor came from another site in this range.",
      columns: [text("Site"), ...VISITS_AND_LEADS],
      rows: visitsAndLeads(report.referrers),
    },
    sources: {
      title: "Campaign sources (utm_source)",
      empty: "No visit or lead carried a utm_source in this range.",
      columns: [text("Source"), ...VISITS_AND_LEADS],
      rows: visitsAndLeads(report.sources),
    },
    campaigns: {
      title: "Campaigns (utm_campaign)",
      empty: "No visit or lead carried a utm_campaign in this range.",
      columns: [text("Campaign"), text("Source"), ...VISITS_AND_LEADS],
      rows: report.campaigns.map((row) => [row.name, row.source || NONE, row.visits, row.leads]),
    },
    funnel: {
      title: "Status funnel",
      empty: NO_LEADS,
      columns: [text("Status"), count("Leads that reached it"), rate("Share of the step before")],
      rows: [
        ...report.funnel.map((step) => [
          LEAD_STATUS_LABELS[step.status],
          step.reached,
          step.conversion,
        ]),
        [`${LEAD_STATUS_LABELS.lost} (now)`, report.lost, undefined],
      ],
    },
    "response-times": {
      title: "Time to first contact, per owner",
      empty: NO_LEADS,
      columns: [
        text("Owner"),
        count("Leads contacted"),
        count("Leads waiting"),
        columnOf("minutes")("Median time to first contact"),
      ],
      rows: report.responseTimes.map((row) => [
        row.owner,
        row.contacted,
        row.waiting,
        row.medianMinutes,
      ]),
    },
    "won-value": {
      title: "Estimate value of won leads",
      empty: NO_LEADS,
      columns: [
        count("Won leads"),
        count("Won leads with an estimate"),
        columnOf("rupees")("Estimate value"),
      ],
      rows: [[report.won.leads, report.won.withEstimate, report.won.estimateValue]],
    },
    "meetings-by-page": {
      title: "Meetings booked by page",
      empty: NO_MEETINGS,
      columns: [text("Page"), count("Leads"), count(MEETINGS_BOOKED)],
      rows: report.meetings.pages.map((row) => [row.path, row.leads, row.meetings]),
    },
    "meetings-by-campaign": {
      title: "Meetings booked by campaign",
      empty: NO_MEETINGS,
      columns: [text("Campaign"), text("Source"), count("Leads"), count(MEETINGS_BOOKED)],
      rows: report.meetings.campaigns.map((row) => [
        row.name,
        row.source || NONE,
        row.leads,
        row.meetings,
      ]),
    },
    "meetings-by-form": {
      title: "Meetings booked by form",
      empty: NO_MEETINGS,
      columns: [text("Form"), count("Leads"), count(MEETINGS_BOOKED)],
      rows: report.meetings.forms.map((row) => [
        LEAD_KIND_LABELS[row.kind],
        row.leads,
        row.meetings,
      ]),
    },
  };
  return Object.fromEntries(TABLE_IDS.map((id) => [id, { id, ...tables[id] }])) as Record<
    TableId,
    InsightsTable
  >;
}

/** A cell as the page shows it. */
export function displayCell(value: Cell, type: ColumnType): string {
  if (value === undefined) return "–";
  if (typeof value === "string") return value === "" ? NONE : value;
  switch (type) {
    case "rate":
      return value.toLocaleString("en-IN", { maximumFractionDigits: 1 });
    case "minutes":
      return readableMinutes(value);
    case "rupees":
      return `₹${value.toLocaleString("en-IN", { maximumFractionDigits: 0 })}`;
    default:
      return value.toLocaleString("en-IN");
  }
}

/** A cell as the CSV holds it: numbers plain, rates to one decimal, minutes whole. */
export function csvCell(value: Cell, type: ColumnType): string | number | undefined {
  if (typeof value !== "number") return value;
  if (type === "rate") return Math.round(value * 10) / 10;
  if (type === "minutes") return Math.round(value);
  return value;
}

function readableMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 48) return `${hours} h ${whole % 60} min`;
  return `${Math.floor(hours / 24)} days ${hours % 24} h`;
}
