import {
  calculateEstimate,
  type Estimate,
  formatInr,
  PLATFORMS,
  type Platform,
} from "@site/contracts";
import type { LeadKind, LeadsTable } from "../../infrastructure/database/schema";
import { phoneTelHref } from "../normalize-phone";
import { leadDetailCopy } from "./lead-detail-copy";

const copy = leadDetailCopy.asked;

/** The stored payload as an object; anything else (a damaged row) reads as empty. */
export function parseDetails(details: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(details);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const textOf = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

type Lead = Pick<
  LeadsTable,
  "kind" | "lead_code" | "offer" | "estimate_cost" | "details" | "email" | "phone"
> & { kind: LeadKind };

/** One labelled answer of the form, in the order a salesperson reads them. */
export type AskedEntry = [label: string, value: string];

// Which payload fields say what the person asked for, by kind; the rest of the payload is
// contact details, attribution and form internals, kept under the stored fields.
const ASKED_FIELDS: Record<LeadKind, [label: string, key: string][]> = {
  contact: [
    [copy.message, "request"],
    [copy.message, "message"],
  ],
  estimate: [[copy.project, "project"]],
  checklist: [],
  product_demo: [[copy.website, "website"]],
  ai_support: [],
  partner: [
    [copy.country, "country"],
    [copy.city, "city"],
    [copy.pincode, "pincode"],
    [copy.companyPhone, "companyphone"],
    [copy.website, "website"],
    [copy.employees, "noofemp"],
    [copy.profile, "profile"],
  ],
  candidate: [
    [copy.experience, "totexp"],
    [copy.candidateDetails, "canddet"],
  ],
};

/** What the person asked for: the message, project, checklist, product or job, as labelled text. */
export function askedFor(lead: Lead, details: Record<string, unknown>): AskedEntry[] {
  const entries: AskedEntry[] = [];
  const add = (label: string, value: unknown) => {
    const text = textOf(value);
    // The first field with a value wins a label (old contact rows say "message", new ones "request").
    if (text !== "" && !entries.some(([known]) => known === label)) entries.push([label, text]);
  };
  if (lead.kind === "checklist") add(copy.checklist, lead.offer);
  if (lead.kind === "product_demo") add(copy.product, lead.offer ?? lead.lead_code);
  if (lead.kind === "ai_support") add(copy.supportFor, lead.lead_code);
  if (lead.kind === "candidate") add(copy.job, lead.offer);
  if (lead.kind === "checklist") add(copy.leadType, lead.lead_code);
  for (const [label, key] of ASKED_FIELDS[lead.kind]) add(label, details[key]);
  if (lead.kind === "estimate" && isPlatform(details.platform)) {
    add(copy.platform, { web: "Web", mobile: "Mobile", both: "Web and mobile" }[details.platform]);
  }
  return entries;
}

const isPlatform = (value: unknown): value is Platform =>
  typeof value === "string" && (PLATFORMS as readonly string[]).includes(value);

export interface EstimateView {
  /** What the visitor was shown, in rupees with Indian grouping ("₹17,78,400"). */
  total: string;
  lines: { label: string; hours: number; amount: string }[];
  /** True when today's price table no longer adds up to the stored total. */
  repriced: boolean;
}

/**
 * The estimate with its parts. The payload keeps the counts, not the priced lines, so the lines
 * are priced again from the same table the estimate builder uses.
 */
export function estimateOf(lead: Lead, details: Record<string, unknown>): EstimateView | undefined {
  if (lead.kind !== "estimate" || lead.estimate_cost === null) return undefined;
  let estimate: Estimate | undefined;
  if (isPlatform(details.platform)) {
    const counts = Object.fromEntries(
      Object.entries(details).filter(
        (entry): entry is [string, number] => typeof entry[1] === "number",
      ),
    );
    estimate = calculateEstimate({ ...counts, platform: details.platform });
  }
  return {
    total: formatInr(lead.estimate_cost),
    lines: (estimate?.breakdown ?? []).map((line) => ({
      label: line.label,
      hours: line.hours,
      amount: formatInr(line.amount),
    })),
    repriced: estimate !== undefined && estimate.cost !== lead.estimate_cost,
  };
}

// A phone field may hold spaces, dashes, brackets and a leading +; links need the digits.
const MAX_PHONE_TEXT = 40;

/** `tel:` with the country code: "+91" before an Indian number written without it. */
export function telHref(phone: string | null): string | undefined {
  if (phone === null || phone.length > MAX_PHONE_TEXT) return undefined;
  return phoneTelHref(phone);
}

/**
 * wa.me wants the full international number as digits. The firm's visitors mostly give Indian
 * mobiles without the country code ("98100 12345" or "098100 12345"): those get India's 91.
 */
export function whatsAppHref(phone: string | null): string | undefined {
  if (phone === null || phone.length > MAX_PHONE_TEXT) return undefined;
  const international = phone.trim().startsWith("+") || phone.trim().startsWith("00");
  let digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("00")) digits = digits.slice(2);
  if (!international) {
    if (digits.length === 11 && digits.startsWith("0")) digits = `91${digits.slice(1)}`;
    else if (digits.length === 10) digits = `91${digits}`;
  }
  if (digits.length < 8 || digits.length > 15) return undefined;
  return `https://wa.me/${digits}`;
}

/** A mailto: link; the characters that would start a query or fragment are encoded. */
export const mailtoHref = (email: string) =>
  `mailto:${email.replace(/[?#&%]/g, (char) => encodeURIComponent(char))}`;

type Attribution = Pick<
  LeadsTable,
  "utm_source" | "utm_medium" | "utm_campaign" | "landing_page" | "referrer"
>;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * One line on where the lead came from, with only what is known:
 * "Came from google / cpc, campaign diwali-sale, landing on /estimate-builder".
 */
export function attributionSummary(lead: Attribution): string | undefined {
  const present = (value: string | null) =>
    value === null || value.trim() === "" ? undefined : value.trim();
  const from =
    [present(lead.utm_source), present(lead.utm_medium)].filter(Boolean).join(" / ") ||
    (present(lead.referrer) === undefined ? undefined : hostOf(present(lead.referrer) ?? ""));
  const campaign = present(lead.utm_campaign);
  const landing = present(lead.landing_page);
  const parts = [
    from === undefined ? undefined : `came from ${from}`,
    campaign === undefined ? undefined : `campaign ${campaign}`,
    landing === undefined ? undefined : `landing on ${landing}`,
  ].filter((part): part is string => part !== undefined);
  if (parts.length === 0) return undefined;
  const line = parts.join(", ");
  return line.charAt(0).toUpperCase() + line.slice(1);
}
