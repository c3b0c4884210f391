import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { field } from "../../console/form-body";
import { idParams, noticeFlag, typed } from "../../console/route-input";
import { sendNotFound, sendStaffPage } from "../../console/views/send-page";
import type { DialectName } from "../../infrastructure/database/database-url";
import type { Database } from "../../infrastructure/database/schema";
import { staffOf } from "../../staff/auth/staff-request";
import { filtersToParams, parseLeadFilters } from "../inbox/lead-filters";
import { isLeadStatus } from "../inbox/lead-labels";
import { listStaffChoices } from "../inbox/lead-owners";
import { leadViewer } from "../inbox/lead-views";
import { describeChangesSince, saveLeadWork } from "../inbox/lead-work";
import { boardCopy } from "./board-copy";
import { BoardPage } from "./board-page";
import { boardFilters, findBoardColumns } from "./board-query";

/**
 * The pipeline board: leads by status in columns. Moving a lead is a plain form post, so the
 * console still runs no script; the move is the lead page's status change, timeline entry and all,
 * and like the lead page it sends the lead's version it showed: a lead changed since the board
 * was loaded is not moved.
 */
// Loose: the board's filters come in the same query and are read by the filter parser.
const boardQuery = z.looseObject({ moved: noticeFlag });

export async function boardRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; dialect: DialectName; firmTimeZone: string; now: () => Date },
) {
  const { db, dialect, firmTimeZone, now } = options;
  const routes = typed(app);

  const sendBoard = async (
    reply: FastifyReply,
    query: unknown,
    message: { notice?: string; error?: string } = {},
    statusCode?: number,
  ) => {
    const filters = boardFilters(parseLeadFilters(query));
    const viewer = leadViewer(staffOf(reply.request), now(), firmTimeZone);
    const page = {
      filters,
      columns: await findBoardColumns(db, dialect, filters, viewer),
      staff: await listStaffChoices(db),
      now: viewer.now,
      timeZone: firmTimeZone,
      ...message,
    };
    return sendStaffPage(reply, BoardPage, page, statusCode);
  };

  routes.get("/board", { schema: { querystring: boardQuery } }, async (request, reply) => {
    const { moved } = request.query;
    const notice = moved === undefined ? {} : { notice: boardCopy.moved };
    return sendBoard(reply, request.query, notice);
  });

  routes.post("/board/:id/move", { schema: { params: idParams } }, async (request, reply) => {
    const staff = staffOf(request);
    const { id } = request.params;
    const status = field(request.body, "status");
    // The hidden filter fields bring the mover back to the board as they saw it.
    const back = filtersToParams(boardFilters(parseLeadFilters(request.body)));
    if (!isLeadStatus(status)) {
      return sendBoard(reply, request.body, { error: boardCopy.errors.status }, 400);
    }
    const lead = await db
      .selectFrom("leads")
      .select(["name", "status"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (lead === undefined) return sendNotFound(reply);
    const version = field(request.body, "version").slice(0, 20);
    const openedAt = field(request.body, "opened_at").slice(0, 40);
    const saved = /^\d{1,9}$/.test(version)
      ? await saveLeadWork(db, {
          leadId: id,
          version: Number(version),
          changes: lead.status === status ? {} : { status },
          staff,
          now: now(),
        })
      : "no_version";
    if (saved === "not_found") return sendNotFound(reply);
    if (saved === "no_version") {
      return sendBoard(reply, request.body, { error: boardCopy.errors.noVersion(lead.name) }, 409);
    }
    if (saved === "stale") {
      const since = await describeChangesSince(db, id, openedAt, firmTimeZone);
      const error = `${boardCopy.errors.stale(lead.name)} ${since.message}`;
      return sendBoard(reply, request.body, { error }, 409);
    }
    back.set("moved", "1");
    return reply.redirect(`/admin/board?${back}#lead-${id}`, 303);
  });
}
