import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import type { Database, LeadKind } from "../../src/infrastructure/database/schema";
import {
  meetingLinkSecret,
  signBookingToken,
  signManageToken,
} from "../../src/meetings/meeting-links";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { basicAuth } from "../helpers/test-app";

// The booking suites' clock: Tuesday 1 December 2026, 09:00 in India (the firm's zone). With the
// default hours (Monday to Friday, 10:00 to 18:00) and four hours' notice, the first free start
// is 13:00 that day.
export const NOW = new Date("2026-12-01T03:30:00.000Z");

/** An instant given on the firm's clock (India, UTC+05:30), as UTC ISO. */
export function firmTime(day: string, time: string): string {
  return new Date(`${day}T${time}:00.000+05:30`).toISOString();
}

export const VISITOR_ZONE = "Europe/London";
/** Enough write budget for every suite's calls from the one test address. */
export const BOOKING_ENV = { RATE_LIMIT_WRITES_PER_MIN: "10000" };

export function getCall(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: "GET", url, headers: { authorization: basicAuth() } });
}

export function postCall(
  app: FastifyInstance,
  url: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url, headers: { authorization: basicAuth() }, payload });
}

/** A stored lead of `kind`, one person each, owned by `ownerId` when given. */
export async function storeLead(
  db: Kysely<Database>,
  options: { kind?: LeadKind; email?: string; name?: string; ownerId?: number | null } = {},
): Promise<number> {
  const [id] = await insertLeads(db, [
    leadRow({
      kind: options.kind ?? "contact",
      name: options.name ?? "Asha Rao",
      email: options.email ?? "asha@raotextiles.in",
      owner_id: options.ownerId ?? null,
    }),
  ]);
  if (id === undefined) throw new Error("The lead was not stored");
  return id;
}

export async function bookingToken(db: Kysely<Database>, leadId: number, at = NOW) {
  return signBookingToken(await meetingLinkSecret(db), leadId, at);
}

export async function manageToken(db: Kysely<Database>, meetingId: string, sequence: number) {
  return signManageToken(await meetingLinkSecret(db), meetingId, sequence);
}

/** Who takes new leads of `kind` in the round robin. */
export async function takeKind(db: Kysely<Database>, kind: LeadKind, staffIds: number[]) {
  await db
    .insertInto("lead_assignment_rules")
    .values(staffIds.map((staff_user_id) => ({ kind, staff_user_id })))
    .execute();
}

/** Rows of the tables a booking writes, to show a refusal stored nothing. */
export async function bookingRowCounts(db: Kysely<Database>) {
  const count = async (
    table:
      | "leads"
      | "meetings"
      | "meeting_slot_claims"
      | "meeting_day_claims"
      | "lead_events"
      | "jobs",
  ) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return {
    leads: await count("leads"),
    meetings: await count("meetings"),
    slotClaims: await count("meeting_slot_claims"),
    dayClaims: await count("meeting_day_claims"),
    events: await count("lead_events"),
    jobs: await count("jobs"),
  };
}
