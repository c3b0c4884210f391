import {
  calculateEstimate,
  ESTIMATE_COUNT_FIELDS,
  type EstimateCountField,
  formatInr,
  PLATFORMS,
  type Platform,
} from "@site/contracts";
import type { Kysely } from "kysely";
import type { DialectName } from "../../infrastructure/database/database-url";
import type { Database } from "../../infrastructure/database/schema";
import type { LeadCursor, LeadFilters } from "../inbox/lead-filters";
import { findLeadPage, type LeadListRow, LIST_COLUMNS } from "../inbox/lead-query";
import type { LeadViewer } from "../inbox/lead-views";

// Rows per query: an export holds one batch in memory whatever the total.
const EXPORT_BATCH_SIZE = 500;

/** What the person wrote, read from the stored payload, after the list's columns. */
export const PAYLOAD_COLUMNS = ["message", "project", "estimate_parts"] as const;
export const EXPORT_COLUMNS = [...LIST_COLUMNS, ...PAYLOAD_COLUMNS] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** A lead as both exports write it: the list's columns and the payload's readable parts. */
export type ExportLead = LeadListRow & {
  message: string | null;
  project: string | null;
  estimate_parts: string | null;
};

const COUNT_FIELDS: readonly EstimateCountField[] = [
  ...ESTIMATE_COUNT_FIELDS.web,
  ...ESTIMATE_COUNT_FIELDS.mobile,
  ...ESTIMATE_COUNT_FIELDS.addOns,
];

const isPlatform = (value: unknown): value is Platform =>
  typeof value === "string" && (PLATFORMS as readonly string[]).includes(value);

const textField = (payload: Record<string, unknown>, ...fields: string[]) => {
  for (const field of fields) {
    const value = payload[field];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return null;
};

/**
 * The estimate's parts as a person reads them ("Project setup (web): ₹72,000; …"). The payload
 * keeps the counts, not the priced lines, so they are priced again from the builder's table.
 */
function estimateParts(payload: Record<string, unknown>): string | null {
  if (!isPlatform(payload.platform)) return null;
  const counts: Partial<Record<EstimateCountField, number>> = {};
  for (const field of COUNT_FIELDS) {
    const value = payload[field];
    if (typeof value === "number") counts[field] = value;
  }
  const { breakdown } = calculateEstimate({ ...counts, platform: payload.platform });
  return breakdown.map((line) => `${line.label}: ${formatInr(line.amount)}`).join("; ");
}

function payloadColumns(details: string | undefined) {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(details ?? "{}");
    if (typeof parsed === "object" && parsed !== null) payload = parsed as Record<string, unknown>;
  } catch {
    // A payload that is not JSON has nothing to show.
  }
  return {
    // The contact form's message; a candidate's details and a partner's profile read as one.
    message: textField(payload, "request", "message", "canddet", "profile"),
    project: textField(payload, "project"),
    estimate_parts: estimateParts(payload),
  };
}

/**
 * Every lead matching `filters`, newest first, batch by batch in keyset order, with the
 * payload's message, project and estimate parts.
 */
export async function* exportLeads(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: LeadFilters,
  viewer: LeadViewer,
): AsyncGenerator<ExportLead[]> {
  let before: LeadCursor | undefined;
  for (;;) {
    const { rows, hasMore } = await findLeadPage(db, dialect, {
      filters,
      viewer,
      before,
      limit: EXPORT_BATCH_SIZE,
    });
    const ids = rows.map((row) => row.id);
    const payloads =
      ids.length === 0
        ? []
        : await db.selectFrom("leads").select(["id", "details"]).where("id", "in", ids).execute();
    const detailsById = new Map(payloads.map((row) => [row.id, row.details]));
    yield rows.map((row) => ({ ...row, ...payloadColumns(detailsById.get(row.id)) }));
    const last = rows.at(-1);
    if (!hasMore || last === undefined) return;
    before = { createdAt: last.created_at, id: last.id };
  }
}
