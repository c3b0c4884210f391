import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import {
  createPeriodicTask,
  type PeriodicTask,
  type RunLog,
} from "../infrastructure/periodic-task";
import { dealCopy } from "./deal-copy";

// One run's share: an import of old estimates is worked through over a few runs.
const BATCH = 200;

/**
 * Opens a deal for every estimate lead that has none yet, at the first open stage, valued at the
 * price the server computed for the estimate and owned by the lead's owner. Never in the lead's
 * save: a lead is saved whatever happens to deals. The unique source lead makes a second opening
 * of the same estimate (two servers, or the board and the timer at once) do nothing. Answers how
 * many it opened.
 */
export async function openEstimateDeals(db: Kysely<Database>, now: Date): Promise<number> {
  const first = await db
    .selectFrom("deal_stages")
    .select(["id", "name"])
    .where("kind", "=", "open")
    .orderBy("position")
    .orderBy("id")
    .executeTakeFirst();
  if (first === undefined) return 0;
  const leads = await db
    .selectFrom("leads")
    .leftJoin("deals", "deals.source_lead_id", "leads.id")
    .select(["leads.id", "leads.name", "leads.company", "leads.owner_id", "leads.estimate_cost"])
    .where("leads.kind", "=", "estimate")
    .where("leads.estimate_cost", "is not", null)
    .where("deals.id", "is", null)
    .orderBy("leads.id")
    .limit(BATCH)
    .execute();
  let opened = 0;
  const at = now.toISOString();
  for (const lead of leads) {
    const who = lead.company === null || lead.company.trim() === "" ? lead.name : lead.company;
    const inserted = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("deals")
        .values({
          lead_id: lead.id,
          source_lead_id: lead.id,
          title: dealCopy.lead.estimateTitle(who).slice(0, 200),
          value: Math.max(0, Math.round(lead.estimate_cost ?? 0)),
          expected_close_on: null,
          stage_id: first.id,
          owner_id: lead.owner_id,
          created_by: null,
          created_at: at,
          updated_at: at,
          version: 1,
        })
        .onConflict((conflict) => conflict.column("source_lead_id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (row === undefined) return false;
      await trx
        .insertInto("deal_events")
        .values({
          deal_id: row.id,
          action: "opened",
          from_stage: null,
          to_stage: first.name,
          staff_user_id: null,
          at,
        })
        .execute();
      return true;
    });
    if (inserted) opened += 1;
  }
  return opened;
}

export interface EstimateDealsOptions {
  db: Kysely<Database>;
  log: RunLog;
  now?: () => Date;
  intervalMs?: number;
}

/** Opens the deals of new estimate leads every minute. */
export function createEstimateDeals(options: EstimateDealsOptions): PeriodicTask<number> {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  return createPeriodicTask({
    work: () => openEstimateDeals(db, now()),
    intervalMs: options.intervalMs ?? 60 * 1000,
    log,
    failure: "opening deals for estimates failed",
  });
}
