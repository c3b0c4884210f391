import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { FormBody } from "../../console/form-body";
import { recordId, typed } from "../../console/route-input";
import { sendForbidden, sendNotFound, sendStaffPage } from "../../console/views/send-page";
import { staffName } from "../../console/views/staff-name";
import type { Database } from "../../infrastructure/database/schema";
import { staffOf } from "../../staff/auth/staff-request";
import { availabilityFormValues, parseAvailabilityForm } from "../availability/availability-form";
import {
  loadAvailabilitySettings,
  saveAvailabilitySettings,
} from "../availability/availability-repository";
import { AVAILABILITY_PATH } from "./agenda-page";
import { readAvailabilityForm } from "./availability-form";
import { AvailabilityPage, type FeedState, type StaffOption } from "./availability-page";
import { createFeedToken, feedCreatedAt, feedUrl, revokeFeed } from "./calendar-feed";
import { meetingsCopy } from "./meetings-copy";

export interface AvailabilityRouteOptions {
  db: Kysely<Database>;
  firmTimeZone: string;
  publicBaseUrl: string;
  now: () => Date;
}

const SAVED_NOTICES = { saved: meetingsCopy.availability.saved, off: meetingsCopy.feed.turnedOff };

const noticeOf = z
  .enum(["saved", "off"])
  .optional()
  .catch(undefined)
  .transform((done) => (done === undefined ? undefined : SAVED_NOTICES[done]));

// The admins' chooser sends ?staff=; anything that names nobody shows one's own page.
const ownPageQuery = z.object({ staff: recordId.optional().catch(undefined), done: noticeOf });
const staffPageParams = z.object({ staffId: recordId });
const staffPageQuery = z.object({ done: noticeOf });

/**
 * `/admin/meetings/availability`: the signed-in staff member's bookable hours and their private
 * calendar feed; `/admin/meetings/availability/:staffId` an admin's view of a colleague's hours
 * (anyone else opening it is refused, but may open their own there).
 */
export async function availabilityRoutes(app: FastifyInstance, options: AvailabilityRouteOptions) {
  const { db, firmTimeZone, publicBaseUrl, now } = options;
  const routes = typed(app);

  /** Everyone an admin may choose; undefined for anyone else, who sees only their own. */
  async function staffOptions(request: FastifyRequest): Promise<StaffOption[] | undefined> {
    if (staffOf(request).role !== "admin") return undefined;
    const rows = await db
      .selectFrom("staff_users")
      .select(["id", "email", "display_name"])
      .where("disabled_at", "is", null)
      .orderBy("id")
      .execute();
    return rows
      .map((row) => ({ id: Number(row.id), name: staffName(row) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * Whose page a request is for: the signed-in user's own (undefined `other`), or a colleague's
   * for an admin. Answers false when it was refused.
   */
  async function subjectOf(
    request: FastifyRequest,
    reply: FastifyReply,
    asked: number | undefined,
  ): Promise<{ id: number; other: StaffOption | undefined } | false> {
    const staff = staffOf(request);
    if (asked === undefined || asked === staff.userId)
      return { id: staff.userId, other: undefined };
    if (staff.role !== "admin") {
      await sendForbidden(reply);
      return false;
    }
    const row = await db
      .selectFrom("staff_users")
      .select(["id", "email", "display_name"])
      .where("id", "=", asked)
      .executeTakeFirst();
    if (row === undefined) {
      await sendNotFound(reply);
      return false;
    }
    return { id: asked, other: { id: asked, name: staffName(row) } };
  }

  async function sendAvailability(
    request: FastifyRequest,
    reply: FastifyReply,
    subject: { id: number; other: StaffOption | undefined },
    extra: {
      form?: FormBody;
      errors?: Record<string, string>;
      notice?: string;
      newFeedUrl?: string;
      status?: number;
    } = {},
  ) {
    const form =
      extra.form ?? availabilityFormValues(await loadAvailabilitySettings(db, subject.id));
    const feed: FeedState | undefined =
      subject.other === undefined
        ? { createdAt: await feedCreatedAt(db, subject.id), newUrl: extra.newFeedUrl }
        : undefined;
    const page = {
      other: subject.other,
      action:
        subject.other === undefined ? AVAILABILITY_PATH : `${AVAILABILITY_PATH}/${subject.id}`,
      form,
      errors: extra.errors,
      notice: extra.notice,
      firmTimeZone,
      staffOptions: await staffOptions(request),
      selectedStaffId: subject.id,
      feed,
    };
    return sendStaffPage(reply, AvailabilityPage, page, extra.status);
  }

  const ownPage = { schema: { querystring: ownPageQuery } };
  routes.get("/meetings/availability", ownPage, async (request, reply) => {
    const { staff: asked, done: notice } = request.query;
    // Each person's page has its own address.
    if (asked !== undefined && asked !== staffOf(request).userId) {
      return reply.redirect(`${AVAILABILITY_PATH}/${asked}`, 303);
    }
    const subject = { id: staffOf(request).userId, other: undefined };
    return sendAvailability(request, reply, subject, notice === undefined ? {} : { notice });
  });

  const staffPage = { schema: { params: staffPageParams, querystring: staffPageQuery } };
  routes.get("/meetings/availability/:staffId", staffPage, async (request, reply) => {
    const subject = await subjectOf(request, reply, request.params.staffId);
    if (subject === false) return reply;
    const notice = request.query.done;
    return sendAvailability(request, reply, subject, notice === undefined ? {} : { notice });
  });

  async function save(request: FastifyRequest, reply: FastifyReply, asked: number | undefined) {
    const subject = await subjectOf(request, reply, asked);
    if (subject === false) return reply;
    const form = readAvailabilityForm(request.body);
    const parsed = parseAvailabilityForm(form);
    if (!parsed.ok) {
      return sendAvailability(request, reply, subject, {
        form,
        errors: parsed.errors,
        status: 400,
      });
    }
    await saveAvailabilitySettings(db, subject.id, parsed.settings, now());
    const path =
      subject.other === undefined ? AVAILABILITY_PATH : `${AVAILABILITY_PATH}/${subject.id}`;
    return reply.redirect(`${path}?done=saved`, 303);
  }

  app.post("/meetings/availability", async (request, reply) => save(request, reply, undefined));

  // Each person's own feed only: its address is a secret of theirs, never an admin's to see.
  app.post("/meetings/availability/feed", async (request, reply) => {
    const staff = staffOf(request);
    const replacing = (await feedCreatedAt(db, staff.userId)) !== undefined;
    const token = await createFeedToken(db, staff.userId, now());
    // Shown in this answer only: never in a URL, a log or the database.
    return sendAvailability(
      request,
      reply,
      { id: staff.userId, other: undefined },
      {
        notice: replacing ? meetingsCopy.feed.replaced : meetingsCopy.feed.created,
        newFeedUrl: feedUrl(publicBaseUrl, token),
      },
    );
  });

  app.post("/meetings/availability/feed/off", async (request, reply) => {
    await revokeFeed(db, staffOf(request).userId);
    return reply.redirect(`${AVAILABILITY_PATH}?done=off`, 303);
  });

  const staffSave = { schema: { params: staffPageParams } };
  routes.post("/meetings/availability/:staffId", staffSave, async (request, reply) =>
    save(request, reply, request.params.staffId),
  );
}
