import { isRowId } from "../../infrastructure/database/row-id";
import type { LeadKind, LeadStatus } from "../../infrastructure/database/schema";
import { isLeadKind, isLeadStatus } from "./lead-labels";

/** The saved views at the top of the inbox: each a filter on owner or next action. */
export const LEAD_VIEWS = ["mine", "unassigned", "overdue", "today", "waiting"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];
const isLeadView = (value: string): value is LeadView =>
  (LEAD_VIEWS as readonly string[]).includes(value);

/** The inbox's filters, shared by the list, the board and the CSV export. Unset filters are undefined. */
export interface LeadFilters {
  view?: LeadView;
  /** A staff user's id: their leads only. */
  owner?: number;
  kind?: LeadKind;
  status?: LeadStatus;
  /** YYYY-MM-DD, inclusive, a day on the firm's clock. */
  from?: string;
  /** YYYY-MM-DD, inclusive, a day on the firm's clock. */
  to?: string;
  /** Words of the name, company, e-mail, phone, message or project (full-text). */
  q?: string;
  /** Leads ticked in the inbox, for exporting a selection. */
  ids?: number[];
}

/** A position in the (created_at, id) order: the list continues after or before it. */
export interface LeadCursor {
  createdAt: string;
  id: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z)_(\d{1,15})$/;
const MAX_SEARCH = 100;
// Room for MAX_BULK_LEADS ids of ten digits and their commas.
const MAX_IDS_TEXT = 2200;

const text = (query: Record<string, unknown>, key: string) => {
  const value = query[key];
  return typeof value === "string" ? value.trim() : "";
};

const validDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(value));

/** Reads filters from a query string; values that make no sense are ignored, not errors. */
export function parseLeadFilters(query: unknown): LeadFilters {
  const input = (typeof query === "object" && query !== null ? query : {}) as Record<
    string,
    unknown
  >;
  const filters: LeadFilters = {};
  const view = text(input, "view");
  if (isLeadView(view)) filters.view = view;
  const owner = text(input, "owner");
  if (owner.length <= 9 && /^\d+$/.test(owner)) filters.owner = Number(owner);
  const kind = text(input, "kind");
  if (isLeadKind(kind)) filters.kind = kind;
  const status = text(input, "status");
  if (isLeadStatus(status)) filters.status = status;
  const from = text(input, "from");
  if (validDate(from)) filters.from = from;
  const to = text(input, "to");
  if (validDate(to)) filters.to = to;
  const q = text(input, "q").slice(0, MAX_SEARCH);
  if (q !== "") filters.q = q;
  const ids = text(input, "ids");
  if (ids.length <= MAX_IDS_TEXT && /^\d{1,10}(,\d{1,10})*$/.test(ids)) {
    const valid = [...new Set(ids.split(",").map(Number))].filter(isRowId);
    if (valid.length > 0) filters.ids = valid;
  }
  return filters;
}

export function parseCursor(value: unknown): LeadCursor | undefined {
  const match = typeof value === "string" ? CURSOR.exec(value) : null;
  if (match?.[1] === undefined || match[2] === undefined) return undefined;
  return { createdAt: match[1], id: Number(match[2]) };
}

export const formatCursor = (cursor: LeadCursor) => `${cursor.createdAt}_${cursor.id}`;

/** The filters as query parameters, for links that keep them (paging, export). */
export function filtersToParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined)
      params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return params;
}
