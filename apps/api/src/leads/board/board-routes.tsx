import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { field } from "../../console/form-body";
import { sendNotFound, sendStaffPage } from "../../console/views/send-page";
import type { DialectName } from "../../infrastructure/database/database-url";
import type { Database } from "../../infrastructure/database/schema";
import { staffOf } from "../../staff/auth/staff-request";
import { filtersToParams, parseLeadFilters } from "../inbox/lead-filters";
import { isLeadStatus } from "../inbox/lead-labels";
import { listStaffChoices } from "../inbox/lead-owners";
import { updateLeadStatus } from "../inbox/lead-status";
import { leadViewer } from "../inbox/lead-views";
import { leadIdParam } from "../lead-id-param";
import { boardCopy } from "./board-copy";
import { BoardPage } from "./board-page";
import { boardFilters, findBoardColumns } from "./board-query";

/**
 * The pipeline board: leads by status in columns. Moving a lead is a plain form post, so the
 * console still runs no script; the move is the lead page's status change, timeline entry and all.
 */
export async function boardRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; dialect: DialectName; firmTimeZone: string; now: () => Date },
) {
  const { db, dialect, firmTimeZone, now } = options;

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

  app.get("/board", async (request, reply) => {
    const { moved } = request.query as { moved?: string };
    const notice = moved === undefined ? {} : { notice: boardCopy.moved };
    return sendBoard(reply, request.query, notice);
  });

  app.post("/board/:id/move", async (request, reply) => {
    const staff = staffOf(request);
    const id = leadIdParam(request.params);
    const status = field(request.body, "status");
    // The hidden filter fields bring the mover back to the board as they saw it.
    const back = filtersToParams(boardFilters(parseLeadFilters(request.body)));
    if (!isLeadStatus(status)) {
      return sendBoard(reply, request.body, { error: boardCopy.errors.status }, 400);
    }
    const moved =
      id !== undefined && (await updateLeadStatus(db, { leadId: id, status, staff, now: now() }));
    if (!moved) return sendNotFound(reply);
    back.set("moved", "1");
    return reply.redirect(`/admin/board?${back}#lead-${id}`, 303);
  });
}
