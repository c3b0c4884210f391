import { randomUUID } from "node:crypto";
import { BOOKING_HORIZON_DAYS } from "@site/contracts";
import { type Kysely, SqliteAdapter, type Transaction } from "kysely";
import type { AppConfig } from "../../config";
import { firmDay } from "../../console/views/firm-time";
import { staffName } from "../../console/views/staff-name";
import {
  isTransactionConflict,
  isUniqueViolation,
} from "../../infrastructure/database/database-errors";
import type { Database, LeadKind, NotificationChannel } from "../../infrastructure/database/schema";
import { lockTurnClock, takeTurn } from "../../leads/assignment/round-robin";
import { recordLeadEvent } from "../../leads/inbox/lead-events";
import { insertLeads, type NewLead, type SavedLead } from "../../leads/lead-repository";
import { loadHostAvailability } from "../availability/availability-repository";
import { visitorCanChange } from "../change-notice";
import { type MeetingChange, queueMeetingMail } from "../invites/meeting-mail";
import { findMeeting, type MeetingView, upcomingMeetingOfLead } from "../meeting-repository";
import {
  checkSlot,
  claimedCells,
  type FreeSlotsQuery,
  freeSlots,
  type HostAvailability,
  type HostBusy,
  type SlotRefusal,
} from "../slots/free-slots";

// Booking, moving and cancelling a first call. Each change is one transaction that re-checks the
// time, writes the meeting with its claims and its timeline entry, and queues its mail. The
// claims' primary keys decide between two bookings of one time: the loser's insert fails, its
// transaction rolls back whole, and it is answered with the next free times.

/** The firm's clock; the public address names the calendar UIDs' host when given. */
export type BookingConfig = Pick<AppConfig, "firmTimeZone"> &
  Partial<Pick<AppConfig, "publicBaseUrl">>;

/** Free start times (UTC ISO) for a lead (its owner, else the round robin of its kind). */
export interface LeadSlots {
  title: string;
  minutes: number;
  /** The one person offered, or null when several share the slots. */
  hostName: string | null;
  slots: string[];
}

/**
 * Why a change was refused, besides the time itself: the lead holds a booked call already, the
 * meeting is cancelled, it starts too soon for a visitor to change it, or (`changed`) it changed
 * since the link the visitor used was sent.
 */
export type BookingRefusal =
  | SlotRefusal
  | "already_booked"
  | "cancelled"
  | "too_late_to_change"
  | "changed";

export type BookingOutcome =
  | { ok: true; meeting: MeetingView }
  | {
      ok: false;
      refusal: BookingRefusal;
      /** The next free starts, offered instead (for a taken time; empty otherwise). */
      alternatives: string[];
    };

/** Who acts: the visitor through a link or the page, or a staff member in the console. */
export type MeetingActor = { by: "visitor" } | { by: "staff"; staffUserId: number };

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** How many free starts a refusal of a taken time offers instead. */
export const ALTERNATIVE_COUNT = 6;

// A transaction that lost a race is tried again this often: the second try sees the winner's
// rows and answers "taken" itself, or takes another day seat.
const MAX_TRIES = 3;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The kind of first call each lead kind books. */
export function meetingTypeOf(kind: LeadKind): string {
  if (kind === "estimate") return "estimate";
  if (kind === "product_demo") return "demo";
  return "intro";
}

// Used if an admin removed a meeting type: the call can still be booked.
const FALLBACK_TYPE = { title: "Introductory call", minutes: 30 };

async function meetingType(db: Db, code: string): Promise<{ title: string; minutes: number }> {
  const row = await db
    .selectFrom("meeting_types")
    .select(["title", "minutes"])
    .where("code", "=", code)
    .executeTakeFirst();
  return row ?? FALLBACK_TYPE;
}

/**
 * Who is offered to a lead: its owner when they can be booked; else the active staff who take
 * its kind in the round robin; when nobody takes the kind, every active account, so a fresh
 * install with one admin still offers times. Only those who take bookings are answered.
 */
async function offeredHosts(
  db: Db,
  lead: { kind: LeadKind; ownerId: number | null },
): Promise<HostAvailability[]> {
  if (lead.ownerId !== null) {
    const owner = await loadHostAvailability(db, [lead.ownerId]);
    if (owner.length > 0) return owner;
  }
  const takers = await db
    .selectFrom("lead_assignment_rules as rule")
    .innerJoin("staff_users as staff", "staff.id", "rule.staff_user_id")
    .select("staff.id")
    .where("rule.kind", "=", lead.kind)
    .where("staff.disabled_at", "is", null)
    .orderBy("staff.id")
    .execute();
  const ids =
    takers.length > 0
      ? takers
      : await db
          .selectFrom("staff_users")
          .select("id")
          .where("disabled_at", "is", null)
          .where("role", "in", ["admin", "sales"])
          .orderBy("id")
          .execute();
  if (ids.length === 0) return [];
  return loadHostAvailability(
    db,
    ids.map((row) => Number(row.id)),
  );
}

/**
 * What the hosts hold from two days before now to two days past the horizon: enough for the
 * buffers and the daily maximum of every day a slot may fall on. Cancelled meetings hold nothing;
 * `except` leaves out a meeting being moved.
 */
async function busyOf(
  db: Db,
  staffUserIds: readonly number[],
  now: Date,
  except?: string,
): Promise<HostBusy[]> {
  if (staffUserIds.length === 0) return [];
  let query = db
    .selectFrom("meetings")
    .select(["staff_user_id", "starts_at", "ends_at"])
    .where("staff_user_id", "in", staffUserIds)
    .where("status", "!=", "cancelled")
    .where("starts_at", ">=", new Date(now.getTime() - 2 * DAY_MS).toISOString())
    .where(
      "starts_at",
      "<=",
      new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 2) * DAY_MS).toISOString(),
    );
  if (except !== undefined) query = query.where("id", "!=", except);
  const rows = await query.orderBy("starts_at").execute();
  return staffUserIds.map((staffUserId) => ({
    staffUserId,
    meetings: rows
      .filter((row) => Number(row.staff_user_id) === staffUserId)
      .map((row) => ({ start: row.starts_at, end: row.ends_at })),
  }));
}

async function hostNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "display_name", "email"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), staffName(row)]));
}

async function leadFacts(db: Db, leadId: number) {
  const lead = await db
    .selectFrom("leads")
    .select(["id", "kind", "name", "email", "owner_id"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  return lead === undefined
    ? undefined
    : {
        ...lead,
        id: Number(lead.id),
        ownerId: lead.owner_id === null ? null : Number(lead.owner_id),
      };
}

function slotQuery(
  config: BookingConfig,
  hosts: readonly HostAvailability[],
  busy: readonly HostBusy[],
  minutes: number,
  now: Date,
): FreeSlotsQuery {
  return {
    hosts,
    busy,
    minutes,
    firmTimeZone: config.firmTimeZone,
    now,
    horizonDays: BOOKING_HORIZON_DAYS,
  };
}

/**
 * The free start times a lead can book (`id` null: a visitor of the booking page, who becomes a
 * contact lead), over the next BOOKING_HORIZON_DAYS days: the combined free time of whoever is
 * offered (see offeredHosts).
 */
export async function slotsForLead(
  db: Db,
  config: BookingConfig,
  lead: { id: number | null; kind: LeadKind },
  now: Date,
): Promise<LeadSlots> {
  const stored = lead.id === null ? undefined : await leadFacts(db, lead.id);
  const kind = stored?.kind ?? lead.kind;
  const type = await meetingType(db, meetingTypeOf(kind));
  const hosts = await offeredHosts(db, { kind, ownerId: stored?.ownerId ?? null });
  const ids = hosts.map((host) => host.staffUserId);
  const busy = await busyOf(db, ids, now);
  const slots = freeSlots(slotQuery(config, hosts, busy, type.minutes, now));
  const onlyHost = ids.length === 1 ? ids[0] : undefined;
  return {
    title: type.title,
    minutes: type.minutes,
    hostName: onlyHost === undefined ? null : ((await hostNames(db, ids)).get(onlyHost) ?? null),
    slots: slots.map((slot) => slot.start),
  };
}

/** The free start times a booked meeting can move to: its host's, its own time not in the way. */
export async function slotsForMeeting(
  db: Db,
  config: BookingConfig,
  meetingId: string,
  now: Date,
): Promise<string[]> {
  const meeting = await findMeeting(db, meetingId);
  if (meeting === undefined) return [];
  const hosts = await loadHostAvailability(db, [meeting.staffUserId]);
  const busy = await busyOf(db, [meeting.staffUserId], now, meeting.id);
  return freeSlots(slotQuery(config, hosts, busy, meeting.minutes, now)).map((slot) => slot.start);
}

/** Up to ALTERNATIVE_COUNT of `slots` after `start`; the earliest when none comes after it. */
function nextStarts(slots: readonly string[], start: Date): string[] {
  const after = slots.filter((slot) => Date.parse(slot) > start.getTime());
  return (after.length > 0 ? after : slots).slice(0, ALTERNATIVE_COUNT);
}

// Of several hosts' refusals, the one that tells the visitor most: a time every host refuses for
// the same reason says so; a time one host has taken is "taken" rather than another's hours.
const REFUSAL_ORDER: readonly SlotRefusal[] = [
  "past",
  "too_far",
  "taken",
  "day_full",
  "too_soon",
  "outside_hours",
];

function mostTelling(refusals: readonly SlotRefusal[]): SlotRefusal {
  return REFUSAL_ORDER.find((refusal) => refusals.includes(refusal)) ?? "outside_hours";
}

/** Thrown inside a transaction to roll it back and answer the refusal. */
class Refused extends Error {
  constructor(readonly refusal: BookingRefusal) {
    super(`Refused: ${refusal}`);
    this.name = "Refused";
  }
}

const isTakenRefusal = (refusal: BookingRefusal) => refusal === "taken" || refusal === "day_full";

/**
 * Runs a booking transaction; a refusal thrown inside rolls it back and is answered. One that
 * lost a race on a claim's key (or that PostgreSQL ended for waiting on another) is tried again:
 * the next try sees the winner and refuses, or goes through.
 */
async function bookingTransaction<T>(
  db: Db,
  work: (trx: Trx) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; refusal: BookingRefusal }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { ok: true, value: await db.transaction().execute(work) };
    } catch (error) {
      if (error instanceof Refused) return { ok: false, refusal: error.refusal };
      const lostRace = isUniqueViolation(error) || isTransactionConflict(error);
      if (!lostRace) throw error;
      if (attempt >= MAX_TRIES) return { ok: false, refusal: "taken" };
    }
  }
}

const isPostgres = (db: Db) => !(db.getExecutor().adapter instanceof SqliteAdapter);

/** The lead's row, locked on PostgreSQL so one lead's bookings and owner change go one at a time. */
async function lockedLead(trx: Trx, leadId: number) {
  let query = trx
    .selectFrom("leads")
    .select(["id", "kind", "name", "email", "owner_id"])
    .where("id", "=", leadId);
  if (isPostgres(trx)) query = query.forUpdate();
  const lead = await query.executeTakeFirst();
  if (lead === undefined) throw new Error(`No lead ${leadId} to book for`);
  return { ...lead, ownerId: lead.owner_id === null ? null : Number(lead.owner_id) };
}

/** Of the free hosts, whose round-robin turn came longest ago (never: first; then the earliest account). */
async function oldestTurn(trx: Trx, ids: readonly number[]): Promise<number> {
  const turns = await trx
    .selectFrom("lead_round_robin_turns")
    .select(["staff_user_id", "turn"])
    .where("staff_user_id", "in", ids)
    .execute();
  const turnOf = new Map(turns.map((row) => [Number(row.staff_user_id), Number(row.turn)]));
  const [first] = [...ids].sort((a, b) => (turnOf.get(a) ?? -1) - (turnOf.get(b) ?? -1) || a - b);
  if (first === undefined) throw new Error("No host to choose from");
  return first;
}

/** The meeting's claims: every cell its host is busy for, and the lowest free seat of its day. */
async function claimTime(
  trx: Trx,
  config: BookingConfig,
  meeting: { id: string; start: Date; end: Date },
  host: HostAvailability,
): Promise<void> {
  const cells = claimedCells(
    meeting.start,
    meeting.end,
    host.bufferBeforeMinutes,
    host.bufferAfterMinutes,
  );
  if (cells.length > 0) {
    await trx
      .insertInto("meeting_slot_claims")
      .values(
        cells.map((cell) => ({
          staff_user_id: host.staffUserId,
          cell_start: cell,
          meeting_id: meeting.id,
        })),
      )
      .execute();
  }
  const day = firmDay(meeting.start, config.firmTimeZone);
  const taken = new Set(
    (
      await trx
        .selectFrom("meeting_day_claims")
        .select("seat")
        .where("staff_user_id", "=", host.staffUserId)
        .where("day", "=", day)
        .execute()
    ).map((row) => Number(row.seat)),
  );
  let seat = 1;
  while (taken.has(seat)) seat++;
  if (seat > host.dailyMax) throw new Refused("day_full");
  await trx
    .insertInto("meeting_day_claims")
    .values({ staff_user_id: host.staffUserId, day, seat, meeting_id: meeting.id })
    .execute();
}

async function releaseTime(trx: Trx, meetingId: string): Promise<void> {
  await trx.deleteFrom("meeting_slot_claims").where("meeting_id", "=", meetingId).execute();
  await trx.deleteFrom("meeting_day_claims").where("meeting_id", "=", meetingId).execute();
}

/** The calendar UID's host: the site's own, so no other calendar's events clash with ours. */
function uidHost(config: BookingConfig): string {
  try {
    return config.publicBaseUrl ? new URL(config.publicBaseUrl).hostname || "meetings" : "meetings";
  } catch {
    return "meetings";
  }
}

async function actorName(trx: Trx, actor: MeetingActor): Promise<string> {
  if (actor.by === "visitor") return "the visitor";
  return (await hostNames(trx, [actor.staffUserId])).get(actor.staffUserId) ?? "staff";
}

const actorId = (actor: MeetingActor) => (actor.by === "staff" ? actor.staffUserId : null);

async function loadInTransaction(trx: Trx, meetingId: string): Promise<MeetingView> {
  const meeting = await findMeeting(trx, meetingId);
  if (meeting === undefined) throw new Error(`No meeting ${meetingId} in its own transaction`);
  return meeting;
}

/**
 * Books the lead's first call at `start` (see the file's comment). Refused when the lead already
 * holds a booked call to come, or when no offered host is free then; of those free, the owner or
 * whoever's round-robin turn it is hosts it, and a lead without an owner gets them as its owner.
 */
export async function bookMeeting(
  db: Db,
  config: BookingConfig,
  input: { leadId: number; start: Date; visitorTimeZone: string; actor: MeetingActor },
  now: Date,
): Promise<BookingOutcome> {
  const result = await bookingTransaction(db, (trx) => bookInTransaction(trx, config, input, now));
  if (result.ok) return { ok: true, meeting: result.value };
  const lead = await leadFacts(db, input.leadId);
  return refusedWith(
    db,
    config,
    result.refusal,
    { id: input.leadId, kind: lead?.kind ?? "contact" },
    input.start,
    now,
  );
}

/**
 * The booking page's booking: stores the visitor's request as a new lead (with its reference and
 * the team's notifications, as any save does) and books its call, in one transaction, so a time
 * lost to another visitor leaves no lead behind.
 */
export async function bookMeetingForNewLead(
  db: Db,
  config: BookingConfig,
  input: {
    lead: NewLead;
    channels: readonly NotificationChannel[];
    start: Date;
    visitorTimeZone: string;
  },
  now: Date,
): Promise<BookingOutcome & { lead?: SavedLead }> {
  const result = await bookingTransaction(db, async (trx) => {
    const [saved] = await insertLeads(trx, [input.lead], input.channels);
    if (saved === undefined) throw new Error("The booking page's lead was not stored");
    const meeting = await bookInTransaction(
      trx,
      config,
      {
        leadId: saved.id,
        start: input.start,
        visitorTimeZone: input.visitorTimeZone,
        actor: { by: "visitor" },
      },
      now,
    );
    return { meeting, saved };
  });
  if (result.ok) return { ok: true, meeting: result.value.meeting, lead: result.value.saved };
  return refusedWith(
    db,
    config,
    result.refusal,
    { id: null, kind: input.lead.kind },
    input.start,
    now,
  );
}

async function refusedWith(
  db: Db,
  config: BookingConfig,
  refusal: BookingRefusal,
  lead: { id: number | null; kind: LeadKind },
  start: Date,
  now: Date,
): Promise<BookingOutcome> {
  const alternatives = isTakenRefusal(refusal)
    ? nextStarts((await slotsForLead(db, config, lead, now)).slots, start)
    : [];
  return { ok: false, refusal, alternatives };
}

async function bookInTransaction(
  trx: Trx,
  config: BookingConfig,
  input: { leadId: number; start: Date; visitorTimeZone: string; actor: MeetingActor },
  now: Date,
): Promise<MeetingView> {
  // Whose turn it is must be decided under the round robin's lock, taken before the lead's row
  // as the round robin itself takes them.
  const unowned = (await leadFacts(trx, input.leadId))?.ownerId === null;
  const clock = unowned ? await lockTurnClock(trx, isPostgres(trx) ? "postgres" : "sqlite") : null;
  const lead = await lockedLead(trx, input.leadId);
  if ((await upcomingMeetingOfLead(trx, lead.id, now)) !== undefined) {
    throw new Refused("already_booked");
  }

  const typeCode = meetingTypeOf(lead.kind);
  const type = await meetingType(trx, typeCode);
  const hosts = await offeredHosts(trx, lead);
  if (hosts.length === 0) throw new Refused("outside_hours");
  const busy = await busyOf(
    trx,
    hosts.map((host) => host.staffUserId),
    now,
  );
  const query = slotQuery(config, hosts, busy, type.minutes, now);
  const refusals: SlotRefusal[] = [];
  const free: number[] = [];
  for (const host of hosts) {
    const refusal = checkSlot(query, host.staffUserId, input.start);
    if (refusal === null) free.push(host.staffUserId);
    else refusals.push(refusal);
  }
  if (free.length === 0) throw new Refused(mostTelling(refusals));

  const hostId =
    lead.ownerId !== null && free.includes(lead.ownerId)
      ? lead.ownerId
      : free.length === 1 && free[0] !== undefined
        ? free[0]
        : await oldestTurn(trx, free);
  const host = hosts.find((candidate) => candidate.staffUserId === hostId);
  if (host === undefined) throw new Error("The chosen host is not among those offered");

  const id = randomUUID();
  const start = input.start;
  const end = new Date(start.getTime() + type.minutes * MINUTE_MS);
  const at = now.toISOString();
  await trx
    .insertInto("meetings")
    .values({
      id,
      uid: `${id}@${uidHost(config)}`,
      lead_id: lead.id,
      staff_user_id: hostId,
      meeting_type: typeCode,
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      status: "booked",
      sequence: 0,
      visitor_name: lead.name,
      visitor_email: lead.email,
      visitor_time_zone: input.visitorTimeZone,
      booked_by: input.actor.by,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await claimTime(trx, config, { id, start, end }, host);

  if (lead.ownerId === null && clock !== null) {
    // The host becomes the owner, as the round robin would have made someone: it takes their turn.
    await trx
      .updateTable("leads")
      .set((eb) => ({ owner_id: hostId, version: eb("version", "+", 1) }))
      .where("id", "=", lead.id)
      .where("owner_id", "is", null)
      .execute();
    await takeTurn(trx, clock, hostId);
    await recordLeadEvent(trx, {
      leadId: lead.id,
      staffUserId: null,
      action: "assign",
      ownerId: hostId,
      at,
    });
  }
  const meeting = await loadInTransaction(trx, id);
  await recordLeadEvent(trx, {
    leadId: lead.id,
    staffUserId: actorId(input.actor),
    action: "meeting_booked",
    note: `${meeting.title} with ${meeting.hostName}, booked by ${await actorName(trx, input.actor)}`,
    dueAt: meeting.startsAt,
    at,
  });
  await queueMeetingMail(trx, id, "booked", now);
  return meeting;
}

/**
 * The meeting locked for a change, with what refuses any change: it is cancelled, it changed since
 * `sequence` (the link's), it is over, or a visitor is within the firm's notice of its start.
 */
async function changeableMeeting(
  trx: Trx,
  input: { meetingId: string; actor: MeetingActor; sequence?: number },
  now: Date,
) {
  let query = trx.selectFrom("meetings").selectAll().where("id", "=", input.meetingId);
  if (isPostgres(trx)) query = query.forUpdate();
  const meeting = await query.executeTakeFirst();
  if (meeting === undefined) throw new Error(`No meeting ${input.meetingId}`);
  if (meeting.status === "cancelled") throw new Refused("cancelled");
  if (input.sequence !== undefined && input.sequence !== Number(meeting.sequence)) {
    throw new Refused("changed");
  }
  if (meeting.status !== "booked") throw new Refused("too_late_to_change");
  if (input.actor.by === "visitor") {
    if (!(await visitorCanChange(trx, meeting.starts_at, now))) {
      throw new Refused("too_late_to_change");
    }
  }
  return meeting;
}

async function recordChange(
  trx: Trx,
  meeting: MeetingView,
  change: Exclude<MeetingChange, "booked">,
  actor: MeetingActor,
  now: Date,
): Promise<void> {
  const verb = change === "moved" ? "moved" : "cancelled";
  await recordLeadEvent(trx, {
    leadId: meeting.leadId,
    staffUserId: actorId(actor),
    action: change === "moved" ? "meeting_moved" : "meeting_cancelled",
    note: `${meeting.title} with ${meeting.hostName}, ${verb} by ${await actorName(trx, actor)}`,
    dueAt: meeting.startsAt,
    at: now.toISOString(),
  });
  await queueMeetingMail(trx, meeting.id, change, now);
}

/**
 * Moves a booked meeting to `start` with the same host, checked as a new booking is (its own
 * time does not stand in the way). Raises its sequence, so links sent before stop working.
 * `sequence`: the one the visitor's link was signed for; a meeting changed since is refused.
 */
export async function moveMeeting(
  db: Db,
  config: BookingConfig,
  input: {
    meetingId: string;
    start: Date;
    visitorTimeZone?: string;
    actor: MeetingActor;
    sequence?: number;
  },
  now: Date,
): Promise<BookingOutcome> {
  const result = await bookingTransaction(db, async (trx) => {
    const meeting = await changeableMeeting(trx, input, now);
    const hostId = Number(meeting.staff_user_id);
    await releaseTime(trx, meeting.id);

    const [host] = await loadHostAvailability(trx, [hostId]);
    if (host === undefined) throw new Refused("outside_hours");
    const minutes = Math.round(
      (Date.parse(meeting.ends_at) - Date.parse(meeting.starts_at)) / MINUTE_MS,
    );
    const busy = await busyOf(trx, [hostId], now, meeting.id);
    const refusal = checkSlot(slotQuery(config, [host], busy, minutes, now), hostId, input.start);
    if (refusal !== null) throw new Refused(refusal);

    const end = new Date(input.start.getTime() + minutes * MINUTE_MS);
    await trx
      .updateTable("meetings")
      .set((eb) => ({
        starts_at: input.start.toISOString(),
        ends_at: end.toISOString(),
        sequence: eb("sequence", "+", 1),
        ...(input.visitorTimeZone === undefined
          ? {}
          : { visitor_time_zone: input.visitorTimeZone }),
        updated_at: now.toISOString(),
      }))
      .where("id", "=", meeting.id)
      .execute();
    await claimTime(trx, config, { id: meeting.id, start: input.start, end }, host);
    const moved = await loadInTransaction(trx, meeting.id);
    await recordChange(trx, moved, "moved", input.actor, now);
    return moved;
  });
  if (result.ok) return { ok: true, meeting: result.value };
  const alternatives = isTakenRefusal(result.refusal)
    ? nextStarts(await slotsForMeeting(db, config, input.meetingId, now), input.start)
    : [];
  return { ok: false, refusal: result.refusal, alternatives };
}

/**
 * Cancels a booked meeting: its time is free again at once. Raises its sequence; `sequence` as
 * for moveMeeting.
 */
export async function cancelMeeting(
  db: Db,
  input: { meetingId: string; actor: MeetingActor; sequence?: number },
  now: Date,
): Promise<BookingOutcome> {
  const result = await bookingTransaction(db, async (trx) => {
    const meeting = await changeableMeeting(trx, input, now);
    await trx
      .updateTable("meetings")
      .set((eb) => ({
        status: "cancelled",
        sequence: eb("sequence", "+", 1),
        updated_at: now.toISOString(),
      }))
      .where("id", "=", meeting.id)
      .execute();
    await releaseTime(trx, meeting.id);
    const cancelled = await loadInTransaction(trx, meeting.id);
    await recordChange(trx, cancelled, "cancelled", input.actor, now);
    return cancelled;
  });
  if (result.ok) return { ok: true, meeting: result.value };
  return { ok: false, refusal: result.refusal, alternatives: [] };
}

/**
 * Staff record how it went: held or no-show, on the lead's timeline. A cancelled meeting stays
 * cancelled; recording the same outcome again adds nothing.
 */
export async function setMeetingOutcome(
  db: Db,
  input: { meetingId: string; outcome: "held" | "no_show"; staffUserId: number },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("meetings")
      .set({ status: input.outcome, updated_at: now.toISOString() })
      .where("id", "=", input.meetingId)
      .where("status", "not in", ["cancelled", input.outcome])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    const meeting = await loadInTransaction(trx, input.meetingId);
    await recordLeadEvent(trx, {
      leadId: meeting.leadId,
      staffUserId: input.staffUserId,
      action: input.outcome === "held" ? "meeting_held" : "meeting_no_show",
      note:
        input.outcome === "held"
          ? `${meeting.title} with ${meeting.hostName} took place`
          : `${meeting.visitorName} did not come to the ${meeting.title.toLowerCase()} with ${meeting.hostName}`,
      dueAt: meeting.startsAt,
      at: now.toISOString(),
    });
  });
}
