import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { field } from "../../console/form-body";
import { noticeFlag, typed } from "../../console/route-input";
import { sendStaffPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { staffOf } from "../auth/staff-request";
import {
  EXPORT_SCOPES,
  type ExportScope,
  loadSalesSettings,
  saveSalesSettings,
} from "./role-settings";
import { roleSettingsCopy as copy } from "./role-settings-copy";
import { ROLE_SETTINGS_PATH, RoleSettingsPage } from "./role-settings-page";

const isExportScope = (value: string): value is ExportScope =>
  (EXPORT_SCOPES as readonly string[]).includes(value);

/**
 * `/admin/settings/roles` (admins only, see require-staff.ts): what the sales role may do beyond
 * working leads. A change applies from the next request on and is kept in the staff audit log.
 */
export async function roleSettingsRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; now: () => Date },
) {
  const { db, now } = options;

  const settingsPage = { schema: { querystring: z.object({ saved: noticeFlag }) } };
  typed(app).get("/settings/roles", settingsPage, async (request, reply) => {
    const { saved } = request.query;
    const settings = await loadSalesSettings(db);
    const notice = saved === undefined ? undefined : copy.saved;
    return sendStaffPage(reply, RoleSettingsPage, { settings, notice });
  });

  app.post("/settings/roles", async (request, reply) => {
    // An unticked checkbox sends nothing; a ticked one "on".
    const openResumes = field(request.body, "sales_resumes").slice(0, 10) === "on";
    const exportScope = field(request.body, "sales_export").slice(0, 10);
    if (!isExportScope(exportScope)) {
      const settings = { openResumes, exportScope: undefined };
      const props = { settings, exportError: copy.errors.export };
      return sendStaffPage(reply, RoleSettingsPage, props, 400);
    }
    await saveSalesSettings(db, {
      settings: { openResumes, exportScope },
      actor: staffOf(request),
      now: now(),
    });
    return reply.redirect(`${ROLE_SETTINGS_PATH}?saved=1`, 303);
  });
}
