import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { sendStaffPage } from "../console/views/send-page";
import type { Database } from "../infrastructure/database/schema";
import { dealCopy } from "./deal-copy";
import { listLostReasons, listStages } from "./deal-repository";
import {
  parseReasonsForm,
  parseStagesForm,
  type SettingsErrors,
  type SettingsTyped,
  saveReasons,
  saveStages,
} from "./deal-settings";
import { DEAL_SETTINGS_PATH, DealSettingsPage } from "./deal-settings-page";

/**
 * `/admin/settings/deals` (admins only, as everything under /admin/settings, see
 * require-staff.ts): rename, reorder and re-weigh the board's stages; keep the lost reasons.
 */
export async function dealSettingsRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;

  async function sendSettings(
    reply: FastifyReply,
    extra: {
      notice?: string;
      refused?: "stages" | "reasons";
      typed?: SettingsTyped;
      errors?: SettingsErrors;
    },
    status = 200,
  ) {
    const [stages, reasons] = await Promise.all([listStages(db), listLostReasons(db)]);
    return sendStaffPage(reply, DealSettingsPage, { stages, reasons, ...extra }, status);
  }

  app.get("/settings/deals", async (request, reply) => {
    const { saved } = request.query as { saved?: string };
    return sendSettings(reply, saved === undefined ? {} : { notice: dealCopy.settings.saved });
  });

  app.post("/settings/deals/stages", async (request, reply) => {
    const parsed = parseStagesForm(request.body, await listStages(db));
    if ("errors" in parsed) {
      return sendSettings(reply, { refused: "stages", ...parsed }, 400);
    }
    await saveStages(db, parsed.stages);
    return reply.redirect(`${DEAL_SETTINGS_PATH}?saved=1`, 303);
  });

  app.post("/settings/deals/reasons", async (request, reply) => {
    const parsed = parseReasonsForm(request.body, await listLostReasons(db));
    if ("errors" in parsed) {
      return sendSettings(reply, { refused: "reasons", ...parsed }, 400);
    }
    await saveReasons(db, parsed);
    return reply.redirect(`${DEAL_SETTINGS_PATH}?saved=1#deal-lost-reasons`, 303);
  });
}
