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

/** The columns a new lead fills, in the order of the values leadValues gives. */
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

const KEY_INDEX = LEAD_COLUMNS.indexOf("idempotency_key");
const REFERENCE_INDEX = LEAD_COLUMNS.indexOf("reference");

/** A saved lead: its id, and the reference the visitor is given for it. */
export interface SavedLead {
  id: number;
  /** Null only for a repeat of a lead stored without one (see LeadsTable.reference). */
  reference: string | null;
}

/**
 * One new lead's values, in LEAD_COLUMNS order. Positional values rather than an object with a
 * key per column: they are cheaper to build, to hand to the save thread and to bind.
 */
function leadValues(lead: NewLead, now: string): unknown[] {
  const optedIn = lead.consent?.marketing_opt_in === true;
  return [
    lead.kind,
    lead.sourceCall,
    lead.name,
    orNull(lead.company),
    lead.email.toLowerCase(),
    orNull(
      lead.phone === undefined || lead.phone === null ? lead.phone : toStoredPhone(lead.phone),
    ),
    orNull(lead.leadCode),
    orNull(lead.offer),
    JSON.stringify(lead.details),
    lead.estimateCost ?? null,
    lead.clientIp,
    orNull(lead.reportedIp),
    orNull(lead.userAgent),
    orNull(lead.attribution.landing_page),
    orNull(lead.attribution.referrer),
    orNull(lead.attribution.utm_source),
    orNull(lead.attribution.utm_medium),
    orNull(lead.attribution.utm_campaign),
    orNull(lead.attribution.utm_term),
    orNull(lead.attribution.utm_content),
    optedIn ? 1 : 0,
    orNull(lead.consent?.privacy_notice_version),
    optedIn ? now : null,
    now,
    idempotencyKeyOf(lead),
    drawRequestReference(),
  ];
}

/**
 * The columns of a lead's notification job, in the order the inserts bind them: the lead's id,
 * then newLeadRows' notification values with the payload built from the id and the fields.
 */
export const NOTIFICATION_JOB_COLUMNS = [
  "lead_id",
  "kind",
  "payload",
  "run_at",
  "created_at",
] as const satisfies readonly (keyof Insertable<JobsTable>)[];

/** A notification job before its lead has an id: kind, payload fields besides leadId, times. */
export type NotificationValues = [
  kind: string,
  fields: Record<string, string>,
  runAt: string,
  createdAt: string,
];

/** The rows a batch of new leads adds, for whichever connection inserts them. */
export interface NewLeadRows {
  /** One row of values per lead, in order, each in LEAD_COLUMNS order. */
  leads: unknown[][];
  /** Each new lead's notification jobs, one per channel. */
  notifications: NotificationValues[];
}

export function newLeadRows(
  leads: readonly NewLead[],
  channels: readonly NotificationChannel[],
): NewLeadRows {
  const now = new Date().toISOString();
  return {
    leads: leads.map((lead) => leadValues(lead, now)),
    notifications: channels.map((channel) => {
      const { kind, fields } = notificationJob(channel);
      return [kind, fields, now, now];
    }),
  };
}

/** One notification job's values in NOTIFICATION_JOB_COLUMNS order; the save thread does the same. */
export function notificationJobValues(leadId: number, notification: NotificationValues) {
  const [kind, fields, runAt, createdAt] = notification;
  return [leadId, kind, JSON.stringify({ leadId, ...fields }), runAt, createdAt];
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
      .values(chunk.map((values) => rowOf<LeadsTable>(LEAD_COLUMNS, values)))
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
    chunk.forEach((values, index) => {
      const key = values[KEY_INDEX] as string | null;
      const row = created[next];
      if (row !== undefined && row.key === key) {
        next += 1;
        ids[offset + index] = row.id;
        newIds.push(row.id);
        references.set(row.id, values[REFERENCE_INDEX] as string);
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
  const missing = rows.leads.flatMap((values, index) =>
    ids[index] === undefined ? [values[KEY_INDEX] as string] : [],
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
  const answered = rows.leads.map((values, index): SavedLead => {
    const id = ids[index] ?? idByKey.get(values[KEY_INDEX] as string);
    if (id === undefined) throw new Error("A repeated lead's stored id was not found");
    return { id, reference: references.get(id) ?? null };
  });

  const notifications = newIds.flatMap((leadId) =>
    rows.notifications.map((notification) => notificationJobValues(leadId, notification)),
  );
  for (const chunk of statementSizedChunks(NOTIFICATION_JOB_COLUMNS, notifications)) {
    await db
      .insertInto("jobs")
      .values(chunk.map((values) => rowOf<JobsTable>(NOTIFICATION_JOB_COLUMNS, values)))
      .execute();
  }
  return answered;
}

// SQLite takes at most 32,766 parameters in one statement (PostgreSQL 65,535).
const MAX_PARAMETERS = 32_766;

/** Splits rows into runs small enough for one statement each. */
function* statementSizedChunks(
  columns: readonly string[],
  rows: readonly unknown[][],
): Generator<unknown[][]> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    yield rows.slice(start, start + perStatement);
  }
}

/** Positional values as the row object Kysely inserts. */
function rowOf<Table>(columns: readonly string[], values: readonly unknown[]): Insertable<Table> {
  return Object.fromEntries(
    columns.map((column, index) => [column, values[index]]),
  ) as Insertable<Table>;
}
