import type { Attribution } from "@site/contracts";
import type { Kysely } from "kysely";
import type { Database, LeadKind, OutboxChannel } from "../db/schema";

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
}

const orNull = (value: string | null | undefined) => value || null;

/**
 * Inserts one lead and one outbox row per notification channel, returning the lead's id. Pass a
 * transaction: the lead and its notifications must commit together or not at all.
 */
export async function insertLead(
  db: Kysely<Database>,
  lead: NewLead,
  channels: readonly OutboxChannel[],
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("leads")
    .values({
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
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  if (channels.length > 0) {
    await db
      .insertInto("outbox")
      .values(
        channels.map((channel) => ({
          lead_id: id,
          channel,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .execute();
  }
  return id;
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
