import type { Attribution, Consent } from "@site/contracts";
import type { Insertable, Kysely } from "kysely";
import type {
  Database,
  JobsTable,
  LeadKind,
  LeadsTable,
  NotificationChannel,
} from "../infrastructure/database/schema";
import { notificationJob } from "../notifications/notification-channels";
import { toStoredPhone } from "./normalize-phone";
import { drawRequestReference } from "./request-reference";

/**
 * A lead as a route hands it over: the columns it knows, and its payload as an object. Optional
 * text left out or blank is stored as NULL.
 */
export interface NewLead {
  kind: LeadKind;
  /** The API call that received it, e.g. "SaveLead". */
  sourceCall: string;
  name: string;
  company?: string | null;
  email: string;
  phone?: string | null;
  /** The lead type or support type the page sent. */
  leadCode?: string | null;
  /** The checklist or product asked for. */
  offer?: string | null;
  /** The whole validated payload; stored as JSON. */
  details: Record<string, unknown>;
  /** Whole rupees, estimates only. */
  estimateCost?: number | null;
  /** The address the server saw (see clientIp). */
  clientIp: string;
  /** The address the browser reported (`ipadd` / `ip`). */
  reportedIp?: string | null;
  userAgent?: string | null;
  /** Landing page, referrer and utm_* values, when the browser sent them; other keys are ignored. */
  attribution: Attribution;
  /** The marketing opt-in and privacy notice version the form sent; absent means no opt-in. */
  consent?: Consent;
  /**
   * The Idempotency-Key the client sent (see requestFacts). A lead whose key is already stored is
   * not stored again: the save answers the stored lead's id.
   */
  idempotencyKey?: string | null;
}

/** The key that makes this lead a repeat of a stored one, or null when none applies. */
export function idempotencyKeyOf(lead: NewLead): string | null {
  return lead.idempotencyKey || null;
}

/** The id and reference of the lead saved with this Idempotency-Key, if any. */
export async function findLeadByIdempotencyKey(
  db: Kysely<Database>,
  key: string,
): Promise<SavedLead | undefined> {
  const found = await db
    .selectFrom("leads")
    .select(["id", "reference"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return found === undefined ? undefined : { id: Number(found.id), reference: found.reference };
}

const orNull = (value: string | null | undefined) => value || null;

/** The columns a new lead fills; leadRow names a value for each, checked by the type checker. */
export const LEAD_COLUMNS = [
  "kind",
  "source_call",
  "name",
  "company",
  "email",
  "phone",
  "lead_code",
  "offer",
  "details",
  "estimate_cost",
  "client_ip",
  "reported_ip",
  "user_agent",
  "landing_page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "marketing_opt_in",
  "privacy_notice_version",
  "marketing_opt_in_at",
  "created_at",
  "idempotency_key",
  "reference",
] as const satisfies readonly (keyof Insertable<LeadsTable>)[];

type LeadColumn = (typeof LEAD_COLUMNS)[number];

/**
 * A new lead's row: a value for every one of LEAD_COLUMNS, by name. Kysely's insert refuses it at
 * compile time when the table gains a column it requires and LEAD_COLUMNS leaves out.
 */
export type NewLeadRow = { [Column in LeadColumn]-?: Insertable<LeadsTable>[Column] };

/** A saved lead: its id, and the reference the visitor is given for it. */
export interface SavedLead {
  id: number;
  /** Null only for a repeat of a lead stored without one (see LeadsTable.reference). */
  reference: string | null;
}

function leadRow(lead: NewLead, now: string): NewLeadRow {
  const optedIn = lead.consent?.marketing_opt_in === true;
  return {
    kind: lead.kind,
    source_call: lead.sourceCall,
    name: lead.name,
    company: orNull(lead.company),
    email: lead.email.toLowerCase(),
    phone: orNull(
      lead.phone === undefined || lead.phone === null ? lead.phone : toStoredPhone(lead.phone),
    ),
    lead_code: orNull(lead.leadCode),
    offer: orNull(lead.offer),
    details: JSON.stringify(lead.details),
    estimate_cost: lead.estimateCost ?? null,
    client_ip: lead.clientIp,
    reported_ip: orNull(lead.reportedIp),
    user_agent: orNull(lead.userAgent),
    landing_page: orNull(lead.attribution.landing_page),
    referrer: orNull(lead.attribution.referrer),
    utm_source: orNull(lead.attribution.utm_source),
    utm_medium: orNull(lead.attribution.utm_medium),
    utm_campaign: orNull(lead.attribution.utm_campaign),
    utm_term: orNull(lead.attribution.utm_term),
    utm_content: orNull(lead.attribution.utm_content),
    marketing_opt_in: optedIn ? 1 : 0,
    privacy_notice_version: orNull(lead.consent?.privacy_notice_version),
    marketing_opt_in_at: optedIn ? now : null,
    created_at: now,
    idempotency_key: idempotencyKeyOf(lead),
    reference: drawRequestReference(),
  };
}

/** The columns of a lead's notification job; the save thread binds notificationJobRow by these names. */
export const NOTIFICATION_JOB_COLUMNS = [
  "lead_id",
  "kind",
  "payload",
  "run_at",
  "created_at",
] as const satisfies readonly (keyof Insertable<JobsTable>)[];

/** A notification job before its lead has an id: its kind, payload fields besides leadId, times. */
export interface NotificationValues {
  kind: string;
  fields: Record<string, string>;
  runAt: string;
  createdAt: string;
}

/** The rows a batch of new leads adds, for whichever connection inserts them. */
export interface NewLeadRows {
  leads: NewLeadRow[];
  /** Each new lead's notification jobs, one per channel. */
  notifications: NotificationValues[];
}

export function newLeadRows(
  leads: readonly NewLead[],
  channels: readonly NotificationChannel[],
): NewLeadRows {
  const now = new Date().toISOString();
  return {
    leads: leads.map((lead) => leadRow(lead, now)),
    notifications: channels.map((channel) => {
      const { kind, fields } = notificationJob(channel);
      return { kind, fields, runAt: now, createdAt: now };
    }),
  };
}

/** One notification job's row; the save thread builds the same. */
export function notificationJobRow(
  leadId: number,
  { kind, fields, runAt, createdAt }: NotificationValues,
): { [Column in (typeof NOTIFICATION_JOB_COLUMNS)[number]]: Insertable<JobsTable>[Column] } {
  return {
    lead_id: leadId,
    kind,
    payload: JSON.stringify({ leadId, ...fields }),
    run_at: runAt,
    created_at: createdAt,
  };
}

/**
 * Inserts leads, and one notification job per new lead and channel, returning the leads'
 * ids and references in the order given. Pass a transaction: a lead and its notifications must commit together
 * or not at all. Each table gets one multi-row INSERT per batch, not one per lead: a statement per
 * lead would cost more than the rows themselves when the group-commit writer saves a batch.
 *
 * A lead whose Idempotency-Key is already stored, by an earlier save or earlier in this batch, is
 * skipped by the unique index (`ON CONFLICT DO NOTHING`, so of two racing saves one row wins and
 * neither fails), gets no notification jobs, and answers the stored lead's id and reference. A drawn
 * reference already taken fails the batch (see isReferenceClash): the caller draws again.
 */
export async function insertLeads(
  db: Kysely<Database>,
  leads: readonly NewLead[],
  channels: readonly NotificationChannel[],
): Promise<SavedLead[]> {
  const rows = newLeadRows(leads, channels);
  const ids: (number | undefined)[] = [];
  const newIds: number[] = [];
  const idByKey = new Map<string, number>();
  // Each lead's reference: the one drawn for a new row; for a repeat, the stored lead's.
  const references = new Map<number, string | null>();
  let offset = 0;
  for (const chunk of statementSizedChunks(LEAD_COLUMNS, rows.leads)) {
    const inserted = await db
      .insertInto("leads")
      .values(chunk)
      .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
      .returning(["id", "idempotency_key"])
      .execute();
    // One INSERT numbers its rows in increasing order, in the order they are listed (SQLite's
    // AUTOINCREMENT and PostgreSQL's identity sequence alike), but RETURNING promises no order.
    // Matched in id order, a listed row is new when the next new row carries its key (or, without
    // a key, always: only a key can conflict).
    const created = inserted
      .map((row) => ({ id: Number(row.id), key: row.idempotency_key }))
      .sort((a, b) => a.id - b.id);
    let next = 0;
    chunk.forEach((lead, index) => {
      const key = lead.idempotency_key ?? null;
      const row = created[next];
      if (row !== undefined && row.key === key) {
        next += 1;
        ids[offset + index] = row.id;
        newIds.push(row.id);
        references.set(row.id, lead.reference ?? null);
        if (key !== null) idByKey.set(key, row.id);
      } else if (key === null) {
        throw new Error("A lead without an idempotency key was not inserted");
      } else {
        ids[offset + index] = idByKey.get(key);
      }
    });
    if (next !== created.length) throw new Error("More lead ids came back than new rows");
    offset += chunk.length;
  }

  // Repeats of leads committed before this batch answer those leads' ids.
  const missing = rows.leads.flatMap((lead, index) =>
    ids[index] === undefined && typeof lead.idempotency_key === "string"
      ? [lead.idempotency_key]
      : [],
  );
  if (missing.length > 0) {
    const stored = await db
      .selectFrom("leads")
      .select(["id", "idempotency_key", "reference"])
      .where("idempotency_key", "in", missing)
      .execute();
    for (const row of stored) {
      if (row.idempotency_key !== null) idByKey.set(row.idempotency_key, Number(row.id));
      references.set(Number(row.id), row.reference);
    }
  }
  const answered = rows.leads.map((lead, index): SavedLead => {
    const id = ids[index] ?? idByKey.get(lead.idempotency_key ?? "");
    if (id === undefined) throw new Error("A repeated lead's stored id was not found");
    return { id, reference: references.get(id) ?? null };
  });

  const notifications = newIds.flatMap((leadId) =>
    rows.notifications.map((notification) => notificationJobRow(leadId, notification)),
  );
  for (const chunk of statementSizedChunks(NOTIFICATION_JOB_COLUMNS, notifications)) {
    await db.insertInto("jobs").values(chunk).execute();
  }
  return answered;
}

// SQLite takes at most 32,766 parameters in one statement (PostgreSQL 65,535).
const MAX_PARAMETERS = 32_766;

/** Splits rows into runs small enough for one statement each. */
function* statementSizedChunks<Row>(
  columns: readonly string[],
  rows: readonly Row[],
): Generator<Row[]> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    yield rows.slice(start, start + perStatement);
  }
}
