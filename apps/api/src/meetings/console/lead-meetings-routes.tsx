import { bookingMessages } from "@site/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { field } from "../../console/form-body";
import { idParams, recordId, typed } from "../../console/route-input";
import { sendNotFound, sendStaffPage } from "../../console/views/send-page";
import type { Database, LeadKind } from "../../infrastructure/database/schema";
import { LeadDetailPage } from "../../leads/inbox/lead-detail-page";
import { findLeadDetail } from "../../leads/inbox/lead-detail-repository";
import { staffOf } from "../../staff/auth/staff-request";
import {
  type BookingOutcome,
  bookMeeting,
  cancelMeeting,
  moveMeeting,
  slotsForLead,
  slotsForMeeting,
} from "../booking/booking-service";
import { meetingsOfLead } from "../meeting-repository";
import { isChangeable, type LeadMeetings } from "./lead-meetings";
import { meetingIdParam, meetingOfPath } from "./meeting-of-path";
import { meetingsCopy } from "./meetings-copy";
import { refusalMessage } from "./refusal-message";

type Db = Kysely<Database>;

export interface LeadMeetingsRouteOptions {
  db: Db;
  firmTimeZone: string;
  publicBaseUrl: string;
  now: () => Date;
}

/**
 * What the lead page's Meetings section needs: the lead's meetings, the free times to book one
 * when none is booked to come, and the times each booked one can move to.
 */
export async function loadLeadMeetings(
  db: Db,
  config: { firmTimeZone: string; publicBaseUrl?: string },
  lead: { id: number; kind: LeadKind },
  now: Date,
  error?: string,
): Promise<LeadMeetings> {
  const meetings = await meetingsOfLead(db, lead.id);
  const nowIso = now.toISOString();
  const changeable = meetings.filter((meeting) => isChangeable(meeting, nowIso));
  const [booking, moves] = await Promise.all([
    changeable.length > 0 ? undefined : slotsForLead(db, config, lead, now),
    Promise.all(
      changeable.map(
        async (meeting) =>
          [meeting.id, await slotsForMeeting(db, config, meeting.id, now)] as const,
      ),
    ),
  ]);
  return { meetings, booking, moveSlots: Object.fromEntries(moves), error, now: nowIso };
}

type Done = keyof typeof meetingsCopy.lead.done;
const DONE: readonly Done[] = ["booked", "moved", "cancelled"];

/** The flash a lead page shows after a booking action, from its `?meeting=` query. */
export function leadMeetingNotice(query: unknown): string | undefined {
  const done = DONE.find((entry) => entry === (query as { meeting?: unknown })?.meeting);
  return done === undefined ? undefined : meetingsCopy.lead.done[done];
}

// A start as the slot lists send it: UTC ISO, to the minute or the millisecond.
const START_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/;
const MAX_START_LENGTH = 30;

/** `/leads/:id/meetings/:meetingId/…`: a lead and one of its meetings. */
const meetingParams = z.object({ id: recordId, meetingId: meetingIdParam });

function startOf(body: unknown): Date | undefined {
  const typed = field(body, "start");
  if (typed.length > MAX_START_LENGTH || !START_PATTERN.test(typed)) return undefined;
  const start = new Date(typed);
  return Number.isNaN(start.getTime()) ? undefined : start;
}

/**
 * The staff side of booking on a lead's page: book a call for the person, move or cancel one.
 * Each posts, calls the booking service as the signed-in staff member, and goes back to the
 * lead's page with what was done, or shows the page again with why it was refused.
 */
export async function leadMeetingsRoutes(app: FastifyInstance, options: LeadMeetingsRouteOptions) {
  const { db, firmTimeZone, publicBaseUrl, now } = options;
  const config = { firmTimeZone, publicBaseUrl };
  const routes = typed(app);

  /** The lead's page again, with the reason the action was refused beside its meetings. */
  async function sendRefused(reply: FastifyReply, leadId: number, error: string, status: number) {
    const detail = await findLeadDetail(db, leadId);
    if (detail === undefined) return sendNotFound(reply);
    const meetings = await loadLeadMeetings(db, config, detail.lead, now(), error);
    return sendStaffPage(reply, LeadDetailPage, { detail, firmTimeZone, meetings }, status);
  }

  async function answer(reply: FastifyReply, leadId: number, outcome: BookingOutcome, done: Done) {
    if (!outcome.ok) return sendRefused(reply, leadId, refusalMessage(outcome.refusal), 409);
    return reply.redirect(`/admin/leads/${leadId}?meeting=${done}`, 303);
  }

  /** The lead and, for a change, its meeting, from the path; undefined when either is not there. */
  async function target(leadId: number, meetingId?: string) {
    if (meetingId === undefined) {
      const lead = await db
        .selectFrom("leads")
        .select("id")
        .where("id", "=", leadId)
        .executeTakeFirst();
      return lead === undefined ? undefined : { leadId, meetingId: "" };
    }
    const meeting = await meetingOfPath(db, meetingId);
    // A meeting is changed only from the page of its own lead.
    if (meeting === undefined || meeting.leadId !== leadId) return undefined;
    return { leadId, meetingId: meeting.id };
  }

  routes.post("/leads/:id/meetings", { schema: { params: idParams } }, async (request, reply) => {
    const found = await target(request.params.id);
    if (found === undefined) return sendNotFound(reply);
    const start = startOf(request.body);
    if (start === undefined) {
      return sendRefused(reply, found.leadId, bookingMessages.badStart, 400);
    }
    const staff = staffOf(request);
    const outcome = await bookMeeting(
      db,
      config,
      {
        leadId: found.leadId,
        start,
        // The person's own zone is not known here; the invitation names the firm's.
        visitorTimeZone: firmTimeZone,
        actor: { by: "staff", staffUserId: staff.userId },
      },
      now(),
    );
    return answer(reply, found.leadId, outcome, "booked");
  });

  const changeSchema = { schema: { params: meetingParams } };
  routes.post("/leads/:id/meetings/:meetingId/move", changeSchema, async (request, reply) => {
    const found = await target(request.params.id, request.params.meetingId);
    if (found === undefined) return sendNotFound(reply);
    const start = startOf(request.body);
    if (start === undefined) {
      return sendRefused(reply, found.leadId, bookingMessages.badStart, 400);
    }
    const outcome = await moveMeeting(
      db,
      config,
      {
        meetingId: found.meetingId,
        start,
        actor: { by: "staff", staffUserId: staffOf(request).userId },
      },
      now(),
    );
    return answer(reply, found.leadId, outcome, "moved");
  });

  routes.post("/leads/:id/meetings/:meetingId/cancel", changeSchema, async (request, reply) => {
    const found = await target(request.params.id, request.params.meetingId);
    if (found === undefined) return sendNotFound(reply);
    const outcome = await cancelMeeting(
      db,
      {
        meetingId: found.meetingId,
        actor: { by: "staff", staffUserId: staffOf(request).userId },
      },
      now(),
    );
    return answer(reply, found.leadId, outcome, "cancelled");
  });
}
