import {
  calculateEstimate,
  ESTIMATE_COUNT_FIELDS,
  type EstimateCountField,
  formatInr,
  PLATFORMS,
  type Platform,
} from "@site/contracts";
import type { Kysely } from "kysely";
import { staffName } from "../../console/views/staff-name";
import type { DialectName } from "../../infrastructure/database/database-url";
import type { Database } from "../../infrastructure/database/schema";
import { taskCopy } from "../../tasks/task-copy";
import { CONTACT_ACTIONS } from "../inbox/lead-events";
import type { LeadCursor, LeadFilters } from "../inbox/lead-filters";
import { findLeadPage, type LeadListRow, LIST_COLUMNS } from "../inbox/lead-query";
import type { LeadViewer } from "../inbox/lead-views";

// Rows per query: an export holds one batch in memory whatever the total.
const EXPORT_BATCH_SIZE = 500;

/** Who works the lead and what comes next, after the list's columns. */
export const WORK_EXPORT_COLUMNS = [
  "owner",
  "next_action_at",
  "next_action_text",
  "next_task",
  "next_task_at",
  "deal_stage",
  "deal_value",
  "last_note",
] as const;
/** What the person wrote, read from the stored payload. */
export const PAYLOAD_COLUMNS = ["message", "project", "estimate_parts"] as const;
export const EXPORT_COLUMNS = [
  ...LIST_COLUMNS,
  ...WORK_EXPORT_COLUMNS,
  ...PAYLOAD_COLUMNS,
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** The columns holding times: both exports write them on the firm's clock. */
export const DATE_COLUMNS = new Set<ExportColumn>([
  "created_at",
  "marketing_opt_in_at",
  "next_action_at",
  "next_task_at",
]);

/** Column headings: the column's name, and the zone for times. */
export const exportHeading = (column: ExportColumn, timeZone: string) =>
  DATE_COLUMNS.has(column) ? `${column} (${timeZone})` : column;

/** A lead as both exports write it: the list's columns, its work and the payload's parts. */
export type ExportLead = LeadListRow & {
  owner: string | null;
  /** The open task due first: "Call: Call about the demo". */
  next_task: string | null;
  next_task_at: string | null;
  /** The newest open deal opened from this lead, or its newest closed one. */
  deal_stage: string | null;
  deal_value: number | null;
  last_note: string | null;
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

/** The owners' names of a batch, by account id. */
async function ownerNames(db: Kysely<Database>, rows: LeadListRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.owner_id === null ? [] : [row.owner_id])))];
  const staff =
    ids.length === 0
      ? []
      : await db
          .selectFrom("staff_users")
          .select(["id", "email", "display_name"])
          .where("id", "in", ids)
          .execute();
  return new Map(staff.map((member) => [member.id, staffName(member)]));
}

/**
 * The latest note of each lead of a batch, by lead id: a note on its own or one written with a
 * logged call, e-mail or meeting, which is where reps write most of theirs.
 */
async function lastNotes(db: Kysely<Database>, ids: number[]) {
  const notes =
    ids.length === 0
      ? []
      : await db
          .selectFrom("lead_events")
          .select(["lead_id", "note"])
          .where("lead_id", "in", ids)
          .where("action", "in", ["note", ...CONTACT_ACTIONS])
          .where("note", "is not", null)
          .orderBy("created_at")
          .orderBy("id")
          .execute();
  // Oldest first, so each lead's last note is the one left in the map.
  return new Map(notes.map((row) => [row.lead_id, row.note]));
}

/** The open task due first on each lead of a batch, by lead id. */
async function nextTasks(db: Kysely<Database>, ids: number[]) {
  const tasks =
    ids.length === 0
      ? []
      : await db
          .selectFrom("lead_tasks")
          .select(["lead_id", "kind", "title", "due_at"])
          .where("lead_id", "in", ids)
          .where("completed_at", "is", null)
          .orderBy("due_at", "desc")
          .execute();
  // Latest due first, so each lead's soonest task is the one left in the map.
  return new Map(tasks.map((task) => [task.lead_id, task]));
}

/** Each lead's deal, its open one first, then its newest: stage name and value. */
async function leadDeals(db: Kysely<Database>, ids: number[]) {
  const deals =
    ids.length === 0
      ? []
      : await db
          .selectFrom("deals")
          .innerJoin("deal_stages", "deal_stages.id", "deals.stage_id")
          .select(["deals.lead_id", "deals.value", "deals.closed_at", "deal_stages.name"])
          .where("deals.lead_id", "in", ids)
          .orderBy("deals.id")
          .execute();
  // Oldest first: a newer deal replaces an older one, but a closed deal never replaces an open one.
  const byLead = new Map<number, { stage: string; value: number; open: boolean }>();
  for (const deal of deals) {
    const open = deal.closed_at === null;
    if (!open && byLead.get(deal.lead_id)?.open === true) continue;
    byLead.set(deal.lead_id, { stage: deal.name, value: deal.value, open });
  }
  return byLead;
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
    const owners = await ownerNames(db, rows);
    const notes = await lastNotes(db, ids);
    const tasks = await nextTasks(db, ids);
    const deals = await leadDeals(db, ids);
    yield rows.map((row) => {
      const task = tasks.get(row.id);
      const deal = deals.get(row.id);
      return {
        ...row,
        owner: row.owner_id === null ? null : (owners.get(row.owner_id) ?? null),
        next_task: task === undefined ? null : `${taskCopy.kinds[task.kind]}: ${task.title}`,
        next_task_at: task?.due_at ?? null,
        deal_stage: deal?.stage ?? null,
        deal_value: deal?.value ?? null,
        last_note: notes.get(row.id) ?? null,
        ...payloadColumns(detailsById.get(row.id)),
      };
    });
    const last = rows.at(-1);
    if (!hasMore || last === undefined) return;
    before = { createdAt: last.created_at, id: last.id };
  }
}
