import type { LeadKind, LeadStatus } from "../../infrastructure/database/schema";

/** How the console names each lead kind and status, in the order the filters list them. */
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: "Contact",
  estimate: "Estimate",
  checklist: "Checklist",
  product_demo: "Product demo",
  ai_support: "AI support",
  partner: "Partner",
  candidate: "Candidate",
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

export const LEAD_KINDS = Object.keys(LEAD_KIND_LABELS) as LeadKind[];
export const LEAD_STATUSES = Object.keys(LEAD_STATUS_LABELS) as LeadStatus[];

export const isLeadKind = (value: string): value is LeadKind =>
  (LEAD_KINDS as string[]).includes(value);
export const isLeadStatus = (value: string): value is LeadStatus =>
  (LEAD_STATUSES as string[]).includes(value);
