import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { field } from "../../console/form-body";
import { typed } from "../../console/route-input";
import { firmWallTimeToUtc, nextDay } from "../../console/views/firm-clock";
import { firmDay } from "../../console/views/firm-time";
import { sendStaffPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { addDays } from "../../insights/insights-range";
import type { StaffSession } from "../../staff/auth/session-store";
import { staffOf } from "../../staff/auth/staff-request";
import { cancelMeeting, setMeetingOutcome } from "../booking/booking-service";
import { meetingsStarting } from "../meeting-repository";
import { meetingDay } from "../meeting-times";
import { AGENDA_PATH, AgendaPage, type AgendaSection, type AgendaView } from "./agenda-page";
import { meetingIdParam, meetingOfPath } from "./meeting-of-path";
import { meetingsCopy } from "./meetings-copy";
import { refusalMessage } from "./refusal-message";

const copy = meetingsCopy.agenda;

type Done = keyof typeof copy.done;
const DONE = ["held", "no_show", "cancelled"] as const satisfies readonly Done[];

const agendaQuery = z.object({
  who: z.string().optional().catch(undefined),
  done: z.enum(DONE).optional().catch(undefined),
});

// A meeting that is not there is said on the agenda itself, not on the console's 404 page.
const meetingParams = z.object({ meetingId: meetingIdParam.optional().catch(undefined) });

export interface AgendaRouteOptions {
  db: Kysely<Database>;
  firmTimeZone: string;
  now: () => Date;
}

/** The Monday (YYYY-MM-DD) of the week a firm day falls in. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Only admins see the whole team; anyone else asking for it sees their own. */
const viewOf = (staff: StaffSession, asked: string): AgendaView =>
  asked === "team" && staff.role === "admin" ? "team" : "mine";

/**
 * `/admin/meetings`: today's meetings and the next seven days' on the firm's clock, and those earlier
 * this week (Monday on) still waiting to be marked held or no-show, with the buttons that record how
 * a call went or cancel one to come. Every signed-in staff member has one; admins switch to the
 * whole team's.
 */
export async function agendaRoutes(app: FastifyInstance, options: AgendaRouteOptions) {
  const { db, firmTimeZone, now } = options;
  const routes = typed(app);

  async function sendAgenda(
    reply: FastifyReply,
    view: AgendaView,
    extra: { notice?: string; error?: string; status?: number } = {},
  ) {
    const staff = staffOf(reply.request);
    const at = now();
    const today = firmDay(at, firmTimeZone);
    const monday = mondayOf(today);
    const lastDay = addDays(today, 7);
    const startOf = (day: string) => firmWallTimeToUtc(day, "00:00", firmTimeZone).toISOString();
    const meetings = await meetingsStarting(db, {
      from: startOf(monday),
      to: startOf(nextDay(lastDay)),
      staffUserId: view === "team" ? undefined : staff.userId,
    });
    const todayStart = startOf(today);
    const todayEnd = startOf(nextDay(today));
    const dayName = (day: string) => meetingDay(startOf(day), firmTimeZone);
    const unmarked = meetings.filter(
      (meeting) => meeting.startsAt < todayStart && meeting.status === "booked",
    );
    const sections: AgendaSection[] = [
      {
        heading: copy.today(dayName(today)),
        empty: copy.noneToday,
        meetings: meetings.filter(
          (meeting) => meeting.startsAt >= todayStart && meeting.startsAt < todayEnd,
        ),
        withDay: false,
      },
      {
        heading: copy.coming(dayName(nextDay(today)), dayName(lastDay)),
        empty: copy.noneComing,
        meetings: meetings.filter((meeting) => meeting.startsAt >= todayEnd),
        withDay: true,
      },
      // Only when a call before today still waits for its outcome.
      ...(unmarked.length === 0
        ? []
        : [{ heading: copy.earlier, empty: "", meetings: unmarked, withDay: true }]),
    ];
    const page = {
      view,
      canSeeTeam: staff.role === "admin",
      sections,
      firmTimeZone,
      now: at.toISOString(),
      notice: extra.notice,
      error: extra.error,
    };
    return sendStaffPage(reply, AgendaPage, page, extra.status);
  }

  routes.get("/meetings", { schema: { querystring: agendaQuery } }, async (request, reply) => {
    const { done } = request.query;
    const who = (request.query.who ?? "").slice(0, 10);
    const view = viewOf(staffOf(request), who);
    return sendAgenda(reply, view, done === undefined ? {} : { notice: copy.done[done] });
  });

  /** Who posts a meeting's button, from which agenda, and the meeting its path names. */
  async function posted(request: FastifyRequest, meetingId: string | undefined) {
    const staff = staffOf(request);
    const view = viewOf(staff, field(request.body, "who").slice(0, 10));
    return { staff, view, meeting: await meetingOfPath(db, meetingId) };
  }

  const sendNoSuchMeeting = (reply: FastifyReply, view: AgendaView) =>
    sendAgenda(reply, view, { error: copy.errors.notFound, status: 404 });

  /** Back to the agenda the form was on, with what was done. */
  const doneRedirect = (reply: FastifyReply, view: AgendaView, done: Done) =>
    reply.redirect(`${AGENDA_PATH}?${view === "team" ? "who=team&" : ""}done=${done}`, 303);

  for (const [path, outcome] of [
    ["held", "held"],
    ["no-show", "no_show"],
  ] as const) {
    const route = `/meetings/:meetingId/${path}`;
    routes.post(route, { schema: { params: meetingParams } }, async (request, reply) => {
      const { staff, view, meeting } = await posted(request, request.params.meetingId);
      if (meeting === undefined) return sendNoSuchMeeting(reply, view);
      // Marked once: a call that is not booked any more, or has not begun, has no outcome to record.
      if (meeting.status !== "booked" && meeting.status !== outcome) {
        return sendAgenda(reply, view, { error: copy.errors.notBooked, status: 409 });
      }
      const at = now();
      if (meeting.startsAt > at.toISOString()) {
        return sendAgenda(reply, view, { error: copy.errors.notPast, status: 409 });
      }
      await setMeetingOutcome(
        db,
        { meetingId: meeting.id, outcome, staffUserId: staff.userId },
        at,
      );
      return doneRedirect(reply, view, outcome);
    });
  }

  const cancelSchema = { schema: { params: meetingParams } };
  routes.post("/meetings/:meetingId/cancel", cancelSchema, async (request, reply) => {
    const { staff, view, meeting } = await posted(request, request.params.meetingId);
    if (meeting === undefined) return sendNoSuchMeeting(reply, view);
    const outcome = await cancelMeeting(
      db,
      { meetingId: meeting.id, actor: { by: "staff", staffUserId: staff.userId } },
      now(),
    );
    if (!outcome.ok) {
      return sendAgenda(reply, view, { error: refusalMessage(outcome.refusal), status: 409 });
    }
    return doneRedirect(reply, view, "cancelled");
  });
}
