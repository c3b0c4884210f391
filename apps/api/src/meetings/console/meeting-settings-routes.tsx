import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { field } from "../../console/form-body";
import { noticeFlag, typed } from "../../console/route-input";
import { sendStaffPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { staffOf } from "../../staff/auth/staff-request";
import { MEETING_SETTINGS_PATH } from "./agenda-page";
import {
  loadMeetingSettings,
  type MeetingSettingsForm,
  minutesField,
  NOTICE_FIELD,
  parseMeetingSettingsForm,
  saveMeetingSettings,
} from "./meeting-settings";
import { MeetingSettingsPage } from "./meeting-settings-page";
import { meetingsCopy } from "./meetings-copy";

// Longer than any length or hour count; anything beyond is cut before it is checked or shown.
const MAX_TYPED = 10;

const savedQuery = z.object({ saved: noticeFlag });

/**
 * `/admin/settings/meetings` (admins only: every path under /admin/settings is, see
 * require-staff.ts): how long each kind of call lasts and until when visitors may change one
 * online. Each change is kept in the staff audit log.
 */
export async function meetingSettingsRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; now: () => Date },
) {
  const { db, now } = options;

  const routes = typed(app);
  routes.get(
    "/settings/meetings",
    { schema: { querystring: savedQuery } },
    async (request, reply) => {
      const { saved } = request.query;
      const settings = await loadMeetingSettings(db);
      const form: MeetingSettingsForm = {
        minutes: Object.fromEntries(
          settings.types.map((type) => [type.code, String(type.minutes)]),
        ),
        changeNoticeHours: String(settings.changeNoticeHours),
      };
      const notice = saved === undefined ? undefined : meetingsCopy.settings.saved;
      return sendStaffPage(reply, MeetingSettingsPage, { types: settings.types, form, notice });
    },
  );

  app.post("/settings/meetings", async (request, reply) => {
    const { types } = await loadMeetingSettings(db);
    const form: MeetingSettingsForm = {
      minutes: Object.fromEntries(
        types.map((type) => [
          type.code,
          field(request.body, minutesField(type.code)).slice(0, MAX_TYPED),
        ]),
      ),
      changeNoticeHours: field(request.body, NOTICE_FIELD).slice(0, MAX_TYPED),
    };
    const parsed = parseMeetingSettingsForm(
      form,
      types.map((type) => type.code),
    );
    if (!parsed.ok) {
      const props = { types, form, errors: parsed.errors };
      return sendStaffPage(reply, MeetingSettingsPage, props, 400);
    }
    await saveMeetingSettings(db, {
      minutes: parsed.minutes,
      changeNoticeHours: parsed.changeNoticeHours,
      actor: staffOf(request),
      now: now(),
    });
    return reply.redirect(`${MEETING_SETTINGS_PATH}?saved=1`, 303);
  });
}
