import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS } from "../leads/inbox/lead-labels";
import type { InsightsReport } from "./insights-report";

/** How a column's values read: the page formats them, the CSV keeps plain numbers. */
export type ColumnType = "text" | "count" | "rate" | "minutes" | "rupees";
export type Cell = string | number | undefined;

export interface InsightsTable {
  /** Its CSV's name: /admin/insights/<id>.csv */
  id: string;
  title: string;
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
] as const;
export type TableId = (typeof TABLE_IDS)[number];

export const isTableId = (value: string): value is TableId =>
  (TABLE_IDS as readonly string[]).includes(value);

const NONE = "(none)";

/** Every table of the dashboard, by id, from one report. */
export function insightsTables(report: InsightsReport): Record<TableId, InsightsTable> {
  const kinds = LEAD_KINDS;
  return {
    "weekly-leads": {
      id: "weekly-leads",
      title: "Leads per week by kind",
      columns: [
        { name: "Week starting", type: "text" },
        ...kinds.map((kind) => ({ name: LEAD_KIND_LABELS[kind], type: "count" as const })),
        { name: "All leads", type: "count" },
      ],
      rows: report.weeks.map((week) => [
        week.week,
        ...kinds.map((kind) => week.counts[kind]),
        week.total,
      ]),
    },
    "daily-visitors": {
      id: "daily-visitors",
      title: "Visitors per day",
      columns: [
        { name: "Day", type: "text" },
        { name: "Visitors", type: "count" },
        { name: "Page views", type: "count" },
      ],
      rows: report.days.map((day) => [day.day, day.visitors, day.pageViews]),
    },
    pages: {
      id: "pages",
      title: "Visits, leads and conversion by page",
      columns: [
        { name: "Page", type: "text" },
        { name: "Visits", type: "count" },
        { name: "Page views", type: "count" },
        { name: "Leads", type: "count" },
        { name: "Leads per 100 visits", type: "rate" },
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
      id: "referrers",
      title: "Referring sites",
      columns: [
        { name: "Site", type: "text" },
        { name: "Visits", type: "count" },
        { name: "Leads", type: "count" },
      ],
      rows: report.referrers.map((row) => [row.name, row.visits, row.leads]),
    },
    sources: {
      id: "sources",
      title: "Campaign sources (utm_source)",
      columns: [
        { name: "Source", type: "text" },
        { name: "Visits", type: "count" },
        { name: "Leads", type: "count" },
      ],
      rows: report.sources.map((row) => [row.name, row.visits, row.leads]),
    },
    campaigns: {
      id: "campaigns",
      title: "Campaigns (utm_campaign)",
      columns: [
        { name: "Campaign", type: "text" },
        { name: "Source", type: "text" },
        { name: "Visits", type: "count" },
        { name: "Leads", type: "count" },
      ],
      rows: report.campaigns.map((row) => [row.name, row.source || NONE, row.visits, row.leads]),
    },
    funnel: {
      id: "funnel",
      title: "Status funnel",
      columns: [
        { name: "Status", type: "text" },
        { name: "Leads that reached it", type: "count" },
        { name: "Share of the step before", type: "rate" },
      ],
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
      id: "response-times",
      title: "Time to first contact, per owner",
      columns: [
        { name: "Owner", type: "text" },
        { name: "Leads contacted", type: "count" },
        { name: "Leads waiting", type: "count" },
        { name: "Median time to first contact", type: "minutes" },
      ],
      rows: report.responseTimes.map((row) => [
        row.owner,
        row.contacted,
        row.waiting,
        row.medianMinutes,
      ]),
    },
    "won-value": {
      id: "won-value",
      title: "Estimate value of won leads",
      columns: [
        { name: "Won leads", type: "count" },
        { name: "Won leads with an estimate", type: "count" },
        { name: "Estimate value", type: "rupees" },
      ],
      rows: [[report.won.leads, report.won.withEstimate, report.won.estimateValue]],
    },
  };
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

export function readableMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 48) return `${hours} h ${whole % 60} min`;
  return `${Math.floor(hours / 24)} days ${hours % 24} h`;
}
