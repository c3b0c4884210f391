import { type Kysely, sql } from "kysely";
import { staffName } from "../console/views/staff-name";
import type { Database } from "../infrastructure/database/schema";
import { sameAddress } from "../leads/inbox/lead-detail-repository";
import type { DealInput, LostReason, Stage } from "./deal-rules";

type Db = Kysely<Database>;

// More deals than one board or one person's page ever shows; the page stays bounded.
const MAX_DEALS_SHOWN = 1000;

/** One deal as the board and the lead page show it. */
export interface DealRow {
  id: number;
  leadId: number;
  title: string;
  value: number;
  closeOn: string | null;
  stageId: number;
  lostReasonId: number | null;
  lostReason: string | null;
  lostNote: string | null;
  ownerId: number | null;
  ownerName: string | null;
  personName: string;
  company: string | null;
  version: number;
  updatedAt: string;
}

/** The stages in board order. */
export async function listStages(db: Db): Promise<Stage[]> {
  return db
    .selectFrom("deal_stages")
    .select(["id", "name", "probability", "position", "kind"])
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** Every lost reason in list order, retired ones too (old deals name them). */
export async function listLostReasons(db: Db): Promise<LostReason[]> {
  const rows = await db
    .selectFrom("deal_lost_reasons")
    .select(["id", "label", "active"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, label: row.label, active: row.active === 1 }));
}

function selectDeals(db: Db) {
  return db
    .selectFrom("deals")
    .innerJoin("leads", "leads.id", "deals.lead_id")
    .leftJoin("staff_users as owner", "owner.id", "deals.owner_id")
    .leftJoin("deal_lost_reasons as reason", "reason.id", "deals.lost_reason_id")
    .select([
      "deals.id",
      "deals.lead_id",
      "deals.title",
      "deals.value",
      "deals.expected_close_on",
      "deals.stage_id",
      "deals.lost_reason_id",
      "deals.lost_note",
      "deals.owner_id",
      "deals.version",
      "deals.updated_at",
      "leads.name as person_name",
      "leads.company",
      "owner.email as owner_email",
      "owner.display_name as owner_display_name",
      "reason.label as lost_reason",
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectDeals>["execute"]>>[number];

function toDealRow(row: Selected): DealRow {
  return {
    id: row.id,
    leadId: row.lead_id,
    title: row.title,
    value: row.value,
    closeOn: row.expected_close_on,
    stageId: row.stage_id,
    lostReasonId: row.lost_reason_id,
    lostReason: row.lost_reason,
    lostNote: row.lost_note,
    ownerId: row.owner_id,
    ownerName:
      row.owner_email === null
        ? null
        : staffName({ email: row.owner_email, display_name: row.owner_display_name }),
    personName: row.person_name,
    company: row.company,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/** The deals of the board, optionally one owner's, by close date (undated last), then newest. */
export async function listBoardDeals(db: Db, ownerId: number | undefined): Promise<DealRow[]> {
  let query = selectDeals(db);
  if (ownerId !== undefined) query = query.where("deals.owner_id", "=", ownerId);
  const rows = await query
    .orderBy(sql`case when ${sql.ref("deals.expected_close_on")} is null then 1 else 0 end`)
    .orderBy("deals.expected_close_on")
    .orderBy("deals.id", "desc")
    .limit(MAX_DEALS_SHOWN)
    .execute();
  return rows.map(toDealRow);
}

/** The deals of the person who sent lead `leadId`: every lead from the same address. */
export async function listPersonDeals(db: Db, email: string): Promise<DealRow[]> {
  const rows = await selectDeals(db)
    .where(sameAddress(email))
    .orderBy("deals.id", "desc")
    .limit(MAX_DEALS_SHOWN)
    .execute();
  return rows.map(toDealRow);
}

export async function findDeal(db: Db, dealId: number): Promise<DealRow | undefined> {
  const row = await selectDeals(db).where("deals.id", "=", dealId).executeTakeFirst();
  return row === undefined ? undefined : toDealRow(row);
}

/** Adds a deal to a lead, owned by the lead's owner or else by whoever adds it; answers its id. */
export async function addDeal(
  db: Db,
  input: { leadId: number; deal: DealInput; stage: Stage; staffUserId: number; now: Date },
): Promise<number | undefined> {
  const at = input.now.toISOString();
  const { deal } = input;
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select("owner_id")
      .where("id", "=", input.leadId)
      .executeTakeFirst();
    if (lead === undefined) return undefined;
    const inserted = await trx
      .insertInto("deals")
      .values({
        lead_id: input.leadId,
        title: deal.title,
        value: deal.value,
        expected_close_on: deal.closeOn,
        stage_id: deal.stageId,
        lost_reason_id: deal.lostReasonId,
        lost_note: deal.lostNote,
        owner_id: lead.owner_id ?? input.staffUserId,
        created_by: input.staffUserId,
        created_at: at,
        updated_at: at,
        closed_at: input.stage.kind === "open" ? null : at,
        version: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("deal_events")
      .values({
        deal_id: inserted.id,
        action: "opened",
        from_stage: null,
        to_stage: input.stage.name,
        staff_user_id: input.staffUserId,
        at,
      })
      .execute();
    return inserted.id;
  });
}

export type ChangeResult = "saved" | "stale" | "not_found";

/**
 * Changes a deal if it still has the version the page was opened at; a stage change is kept in
 * its history with who moved it, and entering the won or lost stage records when it closed.
 */
export async function changeDeal(
  db: Db,
  input: {
    dealId: number;
    version: number;
    changes: Partial<DealInput> & {
      stageId: number;
      lostReasonId: number | null;
      lostNote: string | null;
    };
    stages: readonly Stage[];
    staffUserId: number;
    now: Date;
  },
): Promise<ChangeResult> {
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("deals")
      .select(["stage_id", "version", "closed_at", "title"])
      .where("id", "=", input.dealId)
      .executeTakeFirst();
    if (current === undefined) return "not_found";
    if (current.version !== input.version) return "stale";
    const from = input.stages.find((stage) => stage.id === current.stage_id);
    const to = input.stages.find((stage) => stage.id === input.changes.stageId);
    if (to === undefined) return "not_found";
    const { changes } = input;
    const updated = await trx
      .updateTable("deals")
      .set({
        ...(changes.title === undefined ? {} : { title: changes.title }),
        ...(changes.value === undefined ? {} : { value: changes.value }),
        ...(changes.closeOn === undefined ? {} : { expected_close_on: changes.closeOn }),
        stage_id: to.id,
        lost_reason_id: changes.lostReasonId,
        lost_note: changes.lostNote,
        // Closed when it enters the won or lost stage; staying there keeps the day it closed.
        closed_at: to.kind === "open" ? null : from?.id === to.id ? current.closed_at : at,
        updated_at: at,
        version: input.version + 1,
      })
      .where("id", "=", input.dealId)
      .where("version", "=", input.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return "stale";
    const moved = current.stage_id !== to.id;
    const edited =
      (changes.title !== undefined && changes.title !== current.title) ||
      changes.value !== undefined ||
      changes.closeOn !== undefined;
    if (moved) {
      await trx
        .insertInto("deal_events")
        .values({
          deal_id: input.dealId,
          action: "moved",
          from_stage: from?.name ?? null,
          to_stage: to.name,
          staff_user_id: input.staffUserId,
          at,
        })
        .execute();
    } else if (edited) {
      await trx
        .insertInto("deal_events")
        .values({
          deal_id: input.dealId,
          action: "edited",
          from_stage: null,
          to_stage: null,
          staff_user_id: input.staffUserId,
          at,
        })
        .execute();
    }
    return "saved";
  });
}

/** The history of deals `dealIds`, oldest first: what happened, to which stage, who, when. */
export async function listDealEvents(db: Db, dealIds: readonly number[]) {
  if (dealIds.length === 0) return [];
  const rows = await db
    .selectFrom("deal_events")
    .innerJoin("deals", "deals.id", "deal_events.deal_id")
    .leftJoin("staff_users as actor", "actor.id", "deal_events.staff_user_id")
    .select([
      "deal_events.id",
      "deal_events.action",
      "deal_events.from_stage",
      "deal_events.to_stage",
      "deal_events.at",
      "deal_events.deal_id",
      "actor.email as actor_email",
      "actor.display_name as actor_display_name",
    ])
    .where("deal_events.deal_id", "in", dealIds)
    .orderBy("deal_events.at")
    .orderBy("deal_events.id")
    .limit(MAX_DEALS_SHOWN)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    fromStage: row.from_stage,
    toStage: row.to_stage,
    at: row.at,
    dealId: row.deal_id,
    who:
      row.actor_email === null
        ? null
        : staffName({ email: row.actor_email, display_name: row.actor_display_name }),
  }));
}

export type DealEvent = Awaited<ReturnType<typeof listDealEvents>>[number];
