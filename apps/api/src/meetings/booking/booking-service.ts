import type { Kysely } from "kysely";
import type { AppConfig } from "../../config";
import type { Database, LeadKind, MeetingStatus } from "../../infrastructure/database/schema";
import type { SlotRefusal } from "../slots/free-slots";

/** A meeting as the console and the mail show it. */
export interface MeetingView {
  id: string;
  uid: string;
  leadId: number;
  staffUserId: number;
  hostName: string;
  hostEmail: string;
  meetingType: string;
  title: string;
  minutes: number;
  startsAt: string;
  endsAt: string;
  status: MeetingStatus;
  sequence: number;
  visitorName: string;
  visitorEmail: string;
  visitorTimeZone: string;
  bookedBy: "visitor" | "staff";
}

export type BookingConfig = Pick<AppConfig, "firmTimeZone">;

/** Free start times (UTC ISO) for a lead (its owner, else the round robin of its kind). */
export interface LeadSlots {
  title: string;
  minutes: number;
  /** The one person offered, or null when several share the slots. */
  hostName: string | null;
  slots: string[];
}

export type BookingOutcome =
  | { ok: true; meeting: MeetingView }
  | {
      ok: false;
      refusal: SlotRefusal | "already_booked" | "cancelled" | "too_late_to_change";
      /** The next free starts, offered instead. */
      alternatives: string[];
    };

/** Who acts: the visitor through a link or the page, or a staff member in the console. */
export type MeetingActor = { by: "visitor" } | { by: "staff"; staffUserId: number };

export async function loadMeeting(
  _db: Kysely<Database>,
  _meetingId: string,
): Promise<MeetingView | undefined> {
  throw new Error("not built yet");
}

export async function meetingsOfLead(
  _db: Kysely<Database>,
  _leadId: number,
): Promise<MeetingView[]> {
  throw new Error("not built yet");
}

export async function slotsForLead(
  _db: Kysely<Database>,
  _config: BookingConfig,
  _lead: { id: number | null; kind: LeadKind },
  _now: Date,
): Promise<LeadSlots> {
  throw new Error("not built yet");
}

export async function bookMeeting(
  _db: Kysely<Database>,
  _config: BookingConfig,
  _input: { leadId: number; start: Date; visitorTimeZone: string; actor: MeetingActor },
  _now: Date,
): Promise<BookingOutcome> {
  throw new Error("not built yet");
}

export async function moveMeeting(
  _db: Kysely<Database>,
  _config: BookingConfig,
  _input: { meetingId: string; start: Date; visitorTimeZone?: string; actor: MeetingActor },
  _now: Date,
): Promise<BookingOutcome> {
  throw new Error("not built yet");
}

export async function cancelMeeting(
  _db: Kysely<Database>,
  _input: { meetingId: string; actor: MeetingActor },
  _now: Date,
): Promise<BookingOutcome> {
  throw new Error("not built yet");
}

/** Staff record how it went: held or no-show, on the lead's timeline. */
export async function setMeetingOutcome(
  _db: Kysely<Database>,
  _input: { meetingId: string; outcome: "held" | "no_show"; staffUserId: number },
  _now: Date,
): Promise<void> {
  throw new Error("not built yet");
}
