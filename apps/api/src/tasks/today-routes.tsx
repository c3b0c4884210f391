import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { typed } from "../console/route-input";
import { firmDayBounds } from "../console/views/firm-clock";
import { sendStaffPage } from "../console/views/send-page";
import type { Database } from "../infrastructure/database/schema";
import { listActiveStaff } from "../leads/assignment/assignment-repository";
import { meetingDay } from "../meetings/meeting-times";
import { staffOf } from "../staff/auth/staff-request";
import { taskCopy } from "./task-copy";
import { openTasksDue, untouchedNewLeads } from "./task-repository";
import { type TodayOwner, TodayPage } from "./today-page";
import { splitByWait } from "./waiting-leads";

export interface TodayRouteOptions {
  db: Kysely<Database>;
  firmTimeZone: string;
  now: () => Date;
  /** Working hours after which an untouched lead is listed as waiting for a reply. */
  waitingWorkingHours?: number;
}

/** The default of ESCALATION_WORKING_HOURS, which the server hands the console (config.ts). */
export const DEFAULT_WAITING_WORKING_HOURS = 4;

const todayQuery = z.object({ owner: z.string().optional().catch(undefined) });

/**
 * `/admin/today`: the signed-in staff member's overdue tasks, those due for the rest of the
 * firm's day, their untouched leads waiting for a reply past the working-hours threshold and the
 * newer ones nobody has touched yet. Admins choose anyone's day or everyone's
 * (`?owner=all` or `?owner=<id>`); anyone else always sees their own.
 */
export async function todayRoutes(app: FastifyInstance, options: TodayRouteOptions) {
  const { db, firmTimeZone, now } = options;
  const waitingWorkingHours = options.waitingWorkingHours ?? DEFAULT_WAITING_WORKING_HOURS;

  typed(app).get("/today", { schema: { querystring: todayQuery } }, async (request, reply) => {
    const staff = staffOf(request);
    const asked = (request.query.owner ?? "").slice(0, 12);
    const isAdmin = staff.role === "admin";
    const ownerChoices = isAdmin ? await listActiveStaff(db) : undefined;
    let owner: TodayOwner = { kind: "one", id: staff.userId };
    let error: string | undefined;
    if (isAdmin && asked === "all") owner = { kind: "everyone" };
    else if (isAdmin && asked !== "") {
      const id = Number(asked);
      // Disabled accounts are not offered, but their leftover tasks can still be looked up.
      const known = await db
        .selectFrom("staff_users")
        .select("id")
        .where("id", "=", Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : 0)
        .executeTakeFirst();
      if (known === undefined) error = taskCopy.errors.ownerFilter;
      else owner = { kind: "one", id: known.id };
    }
    const at = now();
    const { start, end } = firmDayBounds(at, firmTimeZone);
    const ownerId = owner.kind === "one" ? owner.id : undefined;
    const nowIso = at.toISOString();
    const [overdue, dueToday, untouched] = await Promise.all([
      openTasksDue(db, { ownerId, before: nowIso }),
      openTasksDue(db, { ownerId, from: nowIso, before: end.toISOString() }),
      untouchedNewLeads(db, { ownerId }),
    ]);
    const { waiting, recent } = splitByWait(untouched, {
      hours: waitingWorkingHours,
      now: at,
      timeZone: firmTimeZone,
    });
    const page = {
      day: meetingDay(start.toISOString(), firmTimeZone),
      owner,
      viewerId: staff.userId,
      ownerChoices,
      overdue,
      dueToday,
      waiting,
      waitingWorkingHours,
      newLeads: recent,
      firmTimeZone,
      error,
    };
    return sendStaffPage(reply, TodayPage, page, error === undefined ? 200 : 400);
  });
}
