import type { Attribution, Consent } from "@site/contracts";
import { CompiledQuery, type Insertable, type Kysely, PostgresAdapter } from "kysely";
import type { Database, LeadKind, LeadsTable, OutboxChannel, OutboxTable } from "../db/schema";

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
}

const orNull = (value: string | null | undefined) => value || null;

/**
 * Every column of one new lead's row. Each key is always present, so the rows of a batch share
 * one column list.
 */
function leadRow(lead: NewLead, now: string) {
  return {
    kind: lead.kind,
    source_call: lead.sourceCall,
    name: lead.name,
    company: orNull(lead.company),
    email: lead.email.toLowerCase(),
    phone: orNull(lead.phone),
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
    // Always set, also when false: a multi-row insert would store NULL for a missing key.
    marketing_opt_in: lead.consent?.marketing_opt_in === true ? 1 : 0,
    privacy_notice_version: orNull(lead.consent?.privacy_notice_version),
    marketing_opt_in_at: lead.consent?.marketing_opt_in === true ? now : null,
    created_at: now,
  } satisfies Insertable<LeadsTable>;
}

/**
 * Inserts one lead and one outbox row per notification channel, returning the lead's id. Pass a
 * transaction: the lead and its notifications must commit together or not at all.
 */
export async function insertLead(
  db: Kysely<Database>,
  lead: NewLead,
  channels: readonly OutboxChannel[],
): Promise<number> {
  const [id] = await insertLeads(db, [lead], channels);
  if (id === undefined) throw new Error("The lead was inserted without an id");
  return id;
}

/** The rows a batch of new leads adds, for whichever connection inserts them. */
export interface NewLeadRows {
  /** One `leads` row per lead, in order, every one with the same keys. */
  leads: ReturnType<typeof leadRow>[];
  /** Each lead's `outbox` rows, one per notification channel, all but the lead's id. */
  notifications: Omit<Insertable<OutboxTable>, "lead_id">[];
}

export function newLeadRows(
  leads: readonly NewLead[],
  channels: readonly OutboxChannel[],
): NewLeadRows {
  const now = new Date().toISOString();
  return {
    leads: leads.map((lead) => leadRow(lead, now)),
    notifications: channels.map((channel) => ({
      channel,
      next_attempt_at: now,
      created_at: now,
    })),
  };
}

/**
 * Inserts leads, and one outbox row per lead and notification channel, returning the leads' ids
 * in the order given. Pass a transaction, as for insertLead. Each table gets one multi-row
 * INSERT, written here rather than built by Kysely: compiling and preparing a statement per lead
 * cost more than the rows themselves when the group-commit writer saves a batch.
 */
export async function insertLeads(
  db: Kysely<Database>,
  leads: readonly NewLead[],
  channels: readonly OutboxChannel[],
): Promise<number[]> {
  const rows = newLeadRows(leads, channels);
  const placeholders =
    db.getExecutor().adapter instanceof PostgresAdapter ? "numbered" : "question";
  const ids: number[] = [];
  for (const chunk of statementSizedChunks(rows.leads)) {
    const { rows: inserted } = await db.executeQuery<{ id: number }>(
      multiRowInsert("leads", chunk, placeholders, "RETURNING id"),
    );
    if (inserted.length !== chunk.length) throw new Error("Fewer lead ids came back than rows");
    // One INSERT numbers its rows in increasing order, in the order they are listed (SQLite's
    // AUTOINCREMENT and PostgreSQL's identity sequence alike), but RETURNING promises no order.
    ids.push(...inserted.map((row) => Number(row.id)).sort((a, b) => a - b));
  }

  const notifications = ids.flatMap((leadId) =>
    rows.notifications.map((notification) => ({ lead_id: leadId, ...notification })),
  );
  for (const chunk of statementSizedChunks(notifications)) {
    await db.executeQuery(multiRowInsert("outbox", chunk, placeholders));
  }
  return ids;
}

// SQLite takes at most 32,766 parameters in one statement (PostgreSQL 65,535).
const MAX_PARAMETERS = 32_766;

type Row = Record<string, unknown>;

/** Splits rows into runs small enough for one statement each. */
function* statementSizedChunks<R extends Row>(rows: readonly R[]): Generator<R[]> {
  const columns = rows[0] === undefined ? 1 : Object.keys(rows[0]).length;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += perStatement) {
    yield rows.slice(start, start + perStatement);
  }
}

/**
 * `INSERT INTO table (columns) VALUES (…), (…)` for rows that all have the same keys, which come
 * from this file, never from a request. `numbered` placeholders are PostgreSQL's `$1`,
 * `question` SQLite's `?`.
 */
function multiRowInsert(
  table: string,
  rows: readonly Row[],
  placeholders: "numbered" | "question",
  suffix = "",
): CompiledQuery {
  const columns = Object.keys(rows[0] ?? {});
  const parameters: unknown[] = [];
  const tuples = rows.map((row) => {
    const marks = columns.map((column) => {
      parameters.push(row[column]);
      return placeholders === "numbered" ? `$${parameters.length}` : "?";
    });
    return `(${marks.join(", ")})`;
  });
  const columnList = columns.map((column) => `"${column}"`).join(", ");
  return CompiledQuery.raw(
    `INSERT INTO "${table}" (${columnList}) VALUES ${tuples.join(", ")} ${suffix}`.trimEnd(),
    parameters,
  );
}

/** Leads saved since `sinceIso` with this lower-cased address or from this IP. */
export async function countRecentLeads(
  db: Kysely<Database>,
  query: { email: string; ip: string; sinceIso: string },
): Promise<number> {
  const { count } = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("created_at", ">=", query.sinceIso)
    .where((eb) => eb.or([eb("email", "=", query.email), eb("client_ip", "=", query.ip)]))
    .executeTakeFirstOrThrow();
  return Number(count);
}
