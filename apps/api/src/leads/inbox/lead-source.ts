import {
  type ChecklistValue,
  EARLY_ACCESS_OFFERS,
  PRODUCT_NAMES,
  type ProductName,
  SUPPORT_TYPES,
  type SupportType,
} from "@site/contracts";
import type { LeadsTable } from "../../infrastructure/database/schema";
import { ENTRY_CHANNELS, entryCopy } from "../entry/entry-copy";
import { STAFF_ENTRY_CALL } from "../entry/entry-limits";
import { LEAD_KIND_LABELS } from "./lead-labels";

/** The stored fields that tell where a lead came from. */
export type LeadSourceFields = Pick<
  LeadsTable,
  "kind" | "source_call" | "lead_code" | "offer" | "landing_page"
>;

// What each SaveLead page sends as `checklist`, in the words staff use for that page.
const SAVE_LEAD_OFFERS: Record<ChecklistValue, string> = {
  "Healthcare Checklist": "Healthcare checklist",
  "Data Visibility Checklist": "Data visibility checklist",
  "Vendor Support And Stability Audit": "Vendor support and stability audit",
  "EMR-lite App Architecture Review Checklist": "EMR-lite app architecture review checklist",
  "System Cost Checklist": "System cost checklist",
  "Logistics Checklist": "Logistics checklist",
  "Ecommerce Checklist": "E-commerce checklist",
  "Legacy Checklist": "Legacy systems checklist",
  "Vendor Onboarding Checklist": "Vendor onboarding checklist",
  "SaaS Tech Health Checklist": "SaaS tech health checklist",
  "Top 5 Tech Mistakes Checklist": "Top 5 tech mistakes checklist",
  "SRS Template": "SRS template",
  "ROI Calculator": "ROI calculator",
  [EARLY_ACCESS_OFFERS.agenticAi.checklist]: "Early access: Agentic AI services",
  [EARLY_ACCESS_OFFERS.commTool.checklist]: "Early access: Corporate communication tool",
  "Voice Agent Demo Call-back": "Voice agent demo call-back",
};

const PRODUCT_DEMOS: Record<ProductName, string> = {
  [PRODUCT_NAMES.hrPayroll]: "HR & Payroll demo request",
  [PRODUCT_NAMES.lexemaRpa]: "Lexema RPA demo request",
  [PRODUCT_NAMES.qualeticsAi]: "Qualetics AI demo request",
};

const AI_SUPPORT_PAGES: Record<SupportType, string> = {
  [SUPPORT_TYPES.medical]: "Medical clinic AI support",
  [SUPPORT_TYPES.manufacturing]: "Manufacturing AI support",
};

// The contact form sits on the home page, which the site serves at /index (and / redirects there).
const HOME_PATHS = new Set(["/", "/index"]);

const lookup = <T extends string>(table: Record<T, string>, key: string | null) =>
  key !== null && Object.hasOwn(table, key) ? table[key as T] : undefined;

/** The path of a stored landing page, without its query or fragment ("/index?utm_source=x"). */
function landingPath(landingPage: string | null): string | undefined {
  if (landingPage === null) return undefined;
  const trimmed = landingPage.trim();
  if (trimmed === "") return undefined;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      return new URL(trimmed).pathname;
    } catch {
      return undefined;
    }
  }
  const end = trimmed.search(/[?#]/);
  return end === -1 ? trimmed : trimmed.slice(0, end);
}

/** What staff see when the stored values are not ones this site's forms send. */
function fallback(lead: LeadSourceFields, code: string | null): string {
  const kind = LEAD_KIND_LABELS[lead.kind] ?? lead.source_call;
  return code === null || code.trim() === "" ? kind : `${kind}: ${code}`;
}

/**
 * Where a lead came from, in words ("Contact form on the home page", "Healthcare checklist",
 * "Job application: Sales Intern", "Phone enquiry — entered by Asha Menon"), from the call that
 * saved it and what its page sent. Who entered a lead by hand is in its payload, which lists do
 * not read: without `enteredBy` such a lead reads "entered by staff".
 */
export function describeLeadSource(lead: LeadSourceFields, enteredBy?: string): string {
  if (lead.source_call === STAFF_ENTRY_CALL) {
    const channel = lookup(ENTRY_CHANNELS, lead.lead_code) ?? lead.lead_code ?? "Entered";
    return entryCopy.source(channel, enteredBy);
  }
  switch (lead.kind) {
    case "contact": {
      const path = landingPath(lead.landing_page);
      if (path === undefined) return "Contact form";
      return HOME_PATHS.has(path) ? "Contact form on the home page" : `Contact form on ${path}`;
    }
    case "estimate":
      return "Cost estimate";
    case "checklist":
      return lookup(SAVE_LEAD_OFFERS, lead.offer) ?? fallback(lead, lead.offer ?? lead.lead_code);
    case "product_demo":
      return lookup(PRODUCT_DEMOS, lead.offer) ?? fallback(lead, lead.lead_code);
    case "ai_support":
      return lookup(AI_SUPPORT_PAGES, lead.lead_code) ?? fallback(lead, lead.lead_code);
    case "partner":
      return "Partner registration";
    case "candidate":
      return lead.offer === null || lead.offer.trim() === ""
        ? "Job application"
        : `Job application: ${lead.offer}`;
    default:
      return fallback(lead, lead.offer ?? lead.lead_code);
  }
}
