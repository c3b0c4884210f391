import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { firmDay } from "../console/views/firm-time";
import { sendNotFound, sendStaffPage } from "../console/views/send-page";
import type { Database } from "../infrastructure/database/schema";
import { LeadDetailPage } from "../leads/inbox/lead-detail-page";
import { findLeadDetail } from "../leads/inbox/lead-detail-repository";
import { leadIdParam } from "../leads/lead-id-param";
import { loadLeadMeetings } from "../meetings/console/lead-meetings-routes";
import { staffOf } from "../staff/auth/staff-request";
import { dealCopy } from "./deal-copy";
import { rupees } from "./deal-fields";
import {
  addDeal,
  changeDeal,
  type DealRow,
  findDeal,
  listBoardDeals,
  listLostReasons,
  listStages,
} from "./deal-repository";
import {
  boundedField,
  type DealForm,
  type DealFormErrors,
  parseDealForm,
  parseId,
  parseStageChoice,
  readDealForm,
  type Stage,
} from "./deal-rules";
import { boardHref, DealsBoardPage, LostReasonPage } from "./deals-board-page";
import { DEALS_BOARD_SCRIPT } from "./deals-board-script";
import { openEstimateDeals } from "./estimate-deals";
import { type LeadDealsView, loadLeadDeals } from "./lead-deals";

export interface DealRouteOptions {
  db: Kysely<Database>;
  firmTimeZone: string;
  now: () => Date;
}

const errors = dealCopy.errors;

/** A deal id from the path, when it is one. */
const dealIdParam = (params: unknown) => {
  const { dealId } = params as { dealId?: string };
  return typeof dealId === "string" ? parseId(dealId) : undefined;
};

/** The version a form was opened at, when it sent one. */
const versionOf = (body: unknown) => parseId(boundedField(body, "version", 12));

/** The owner filter a board form or address carries, when it names one. */
const ownerOf = (source: unknown) => parseId(boundedField(source, "owner", 12));

/** Whether the request came from the board's script, which reads JSON answers. */
const wantsJson = (request: FastifyRequest) =>
  (request.headers.accept ?? "").slice(0, 200).includes("application/json");

// The board runs its own script, served from the console itself; every other console page runs
// none. The console's policy gains script and fetch from this origin for this page only.
async function allowBoardScript(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy === "string" && policy.startsWith("default-src 'none';")) {
    reply.header(
      "content-security-policy",
      policy.replace(
        "default-src 'none';",
        "default-src 'none'; script-src 'self'; connect-src 'self';",
      ),
    );
  }
  return payload;
}

/** The message for a move refused because the deal changed since the card was drawn. */
function staleMessage(deal: DealRow, stages: readonly Stage[]) {
  const stage = stages.find((entry) => entry.id === deal.stageId);
  return errors.stale(stage?.name ?? "", rupees(deal.value));
}

/**
 * Deals: the lead page's add and edit forms, the board with its move form (also the script's
 * endpoint, answering JSON to it), the reason a lost deal needs, and the board's script.
 */
export async function dealRoutes(app: FastifyInstance, options: DealRouteOptions) {
  const { db, firmTimeZone, now } = options;

  async function sendLeadPage(
    reply: FastifyReply,
    leadId: number,
    forms: Pick<LeadDealsView, "addForm" | "editForm">,
    status: number,
  ) {
    const detail = await findLeadDetail(db, leadId);
    if (detail === undefined) return sendNotFound(reply);
    const meetings = await loadLeadMeetings(db, { firmTimeZone }, detail.lead, now());
    const deals = await loadLeadDeals(db, { firmTimeZone, now: now() }, detail.lead, forms);
    return sendStaffPage(reply, LeadDetailPage, { detail, firmTimeZone, meetings, deals }, status);
  }

  app.post("/leads/:id/deals", async (request, reply) => {
    const leadId = leadIdParam(request.params);
    const lead =
      leadId === undefined
        ? undefined
        : await db.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
    if (lead === undefined) return sendNotFound(reply);
    const form = readDealForm(request.body);
    const [stages, reasons] = await Promise.all([listStages(db), listLostReasons(db)]);
    const parsed = parseDealForm(form, stages, reasons);
    if ("errors" in parsed) {
      return sendLeadPage(reply, lead.id, { addForm: { typed: form, errors: parsed.errors } }, 400);
    }
    const stage = stages.find((entry) => entry.id === parsed.deal.stageId);
    if (stage === undefined) return sendNotFound(reply);
    const id = await addDeal(db, {
      leadId: lead.id,
      deal: parsed.deal,
      stage,
      staffUserId: staffOf(request).userId,
      now: now(),
    });
    if (id === undefined) return sendNotFound(reply);
    return reply.redirect(`/admin/leads/${lead.id}?deal=added#deal-${id}`, 303);
  });

  app.post("/leads/:id/deals/:dealId", async (request, reply) => {
    const leadId = leadIdParam(request.params);
    const dealId = dealIdParam(request.params);
    const deal = dealId === undefined ? undefined : await findDeal(db, dealId);
    // A deal is edited only from the page of its own lead.
    if (leadId === undefined || deal === undefined || deal.leadId !== leadId) {
      return sendNotFound(reply);
    }
    const form = readDealForm(request.body);
    const [stages, reasons] = await Promise.all([listStages(db), listLostReasons(db)]);
    const refuse = (formErrors: DealFormErrors, status: number, conflict?: string) =>
      sendLeadPage(
        reply,
        leadId,
        {
          editForm: {
            dealId: deal.id,
            typed: form,
            errors: formErrors,
            ...(conflict === undefined ? {} : { conflict }),
          },
        },
        status,
      );
    const parsed = parseDealForm(form, stages, reasons);
    if ("errors" in parsed) return refuse(parsed.errors, 400);
    const version = versionOf(request.body);
    const result =
      version === undefined
        ? "stale"
        : await changeDeal(db, {
            dealId: deal.id,
            version,
            changes: parsed.deal,
            stages,
            staffUserId: staffOf(request).userId,
            now: now(),
          });
    if (result === "not_found") return sendNotFound(reply);
    if (result === "stale") {
      const fresh = (await findDeal(db, deal.id)) ?? deal;
      return refuse({}, 409, staleMessage(fresh, stages));
    }
    return reply.redirect(`/admin/leads/${leadId}?deal=saved#deal-${deal.id}`, 303);
  });

  async function sendBoard(
    reply: FastifyReply,
    extra: { owner: number | undefined; notice?: string; error?: string },
    status = 200,
  ) {
    await openEstimateDeals(db, now());
    const [stages, deals, reasons, staff] = await Promise.all([
      listStages(db),
      listBoardDeals(db, extra.owner),
      listLostReasons(db),
      db
        .selectFrom("staff_users")
        .select(["id", "email", "display_name"])
        .where("disabled_at", "is", null)
        .orderBy("email")
        .execute(),
    ]);
    return sendStaffPage(
      reply,
      DealsBoardPage,
      {
        stages,
        deals,
        reasons,
        staff,
        owner: extra.owner,
        today: firmDay(now(), firmTimeZone),
        notice: extra.notice,
        error: extra.error,
      },
      status,
    );
  }

  app.get("/deals", { onSend: allowBoardScript }, async (request, reply) => {
    const { moved } = request.query as { moved?: string };
    return sendBoard(reply, {
      owner: ownerOf(request.query),
      ...(moved === undefined ? {} : { notice: dealCopy.board.moved }),
    });
  });

  // The board's move: the plain form (answered with a redirect back, or the page asking why a
  // deal was lost) and the script's fetch of the same form (answered with JSON).
  app.post("/deals/:dealId/move", { onSend: allowBoardScript }, async (request, reply) => {
    const json = wantsJson(request);
    const dealId = dealIdParam(request.params);
    const deal = dealId === undefined ? undefined : await findDeal(db, dealId);
    if (deal === undefined) {
      return json ? reply.code(404).send({ error: errors.notFound }) : sendNotFound(reply);
    }
    const owner = ownerOf(request.body);
    const form: Pick<DealForm, "stage_id" | "lost_reason_id" | "lost_note"> = {
      stage_id: boundedField(request.body, "stage_id", 12),
      lost_reason_id: boundedField(request.body, "lost_reason_id", 12),
      lost_note: boundedField(request.body, "lost_note", 2000),
    };
    const [stages, reasons] = await Promise.all([listStages(db), listLostReasons(db)]);
    const lostStage = stages.find((stage) => stage.kind === "lost");
    const version = versionOf(request.body);
    const choice = parseStageChoice(form, stages, reasons);
    if ("errors" in choice) {
      const message =
        choice.errors.stage_id ?? choice.errors.lost_reason_id ?? choice.errors.lost_note ?? "";
      if (json) return reply.code(400).send({ error: message, deal: dealState(deal) });
      if (choice.errors.stage_id !== undefined) {
        return sendBoard(reply, { owner, error: message }, 400);
      }
      // The plain form has no reason to send: the page asking it comes next, then the move.
      const asked = boundedField(request.body, "asked", 2) === "1";
      if (lostStage === undefined) return sendNotFound(reply);
      const props = {
        deal,
        lostStage,
        reasons,
        owner,
        version: String(version ?? deal.version),
        ...(asked ? { typed: form, errors: choice.errors } : {}),
      };
      return sendStaffPage(reply, LostReasonPage, props, asked ? 400 : 200);
    }
    const result =
      version === undefined
        ? "stale"
        : await changeDeal(db, {
            dealId: deal.id,
            version,
            changes: {
              stageId: choice.stage.id,
              lostReasonId: choice.lostReasonId,
              lostNote: choice.lostNote,
            },
            stages,
            staffUserId: staffOf(request).userId,
            now: now(),
          });
    if (result === "not_found") {
      return json ? reply.code(404).send({ error: errors.notFound }) : sendNotFound(reply);
    }
    if (result === "stale") {
      const fresh = (await findDeal(db, deal.id)) ?? deal;
      const message = staleMessage(fresh, stages);
      if (json) return reply.code(409).send({ error: message, deal: dealState(fresh) });
      return sendBoard(reply, { owner, error: message }, 409);
    }
    if (json) {
      const moved = (await findDeal(db, deal.id)) ?? deal;
      return reply.send({
        message: dealCopy.board.movedTo(moved.title, choice.stage.name),
        deal: dealState(moved),
      });
    }
    return reply.redirect(`${boardHref(owner, "moved=1")}#deal-${deal.id}`, 303);
  });

  app.get("/assets/deals-board.js", async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(DEALS_BOARD_SCRIPT),
  );
}

/** What the script needs to redraw a card after an answer: where it stands, at which version. */
const dealState = (deal: DealRow) => ({
  id: deal.id,
  stageId: deal.stageId,
  version: deal.version,
  value: deal.value,
});
