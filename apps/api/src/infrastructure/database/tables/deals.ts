// The tables of deals (migration 0029), part of the Database interface in ../schema.ts.
import type { Generated } from "kysely";

/** "won" and "lost" close a deal; every other stage is an "open" one. */
export type DealStageKind = "open" | "won" | "lost";

/** A column of the deals board, in `position` order; admins rename it and change its odds. */
export interface DealStagesTable {
  id: Generated<number>;
  name: string;
  /** Percent, 0 to 100: the share of a deal's value the weighted total counts. */
  probability: number;
  position: number;
  kind: DealStageKind;
}

/** Why a deal was lost, as reps pick it; retired reasons stay for the deals that name them. */
export interface DealLostReasonsTable {
  id: Generated<number>;
  label: string;
  position: number;
  /** 1 while reps may pick it. */
  active: number;
}

export interface DealsTable {
  id: Generated<number>;
  /** The request the deal came from; the person is reached through it. */
  lead_id: number;
  /** The estimate lead a deal was opened for by itself; unique, NULL for deals staff add. */
  source_lead_id: number | null;
  title: string;
  /** Whole rupees. */
  value: number;
  /** YYYY-MM-DD on the firm's clock; NULL while nobody has said. */
  expected_close_on: string | null;
  stage_id: number;
  lost_reason_id: number | null;
  lost_note: string | null;
  owner_id: number | null;
  created_by: number | null;
  /** ISO 8601 UTC. */
  created_at: string;
  updated_at: string;
  /** When it entered the won or lost stage; NULL while open. */
  closed_at: string | null;
  /** Raised by every change, so an edit from a page opened before another is refused. */
  version: number;
}

/** A deal's history: opened, moved between stages, edited. Stage names as they were then. */
export interface DealEventsTable {
  id: Generated<number>;
  deal_id: number;
  action: "opened" | "moved" | "edited";
  from_stage: string | null;
  to_stage: string | null;
  /** NULL when the server opened it for an estimate. */
  staff_user_id: number | null;
  at: string;
}

export interface DealTables {
  deal_stages: DealStagesTable;
  deal_lost_reasons: DealLostReasonsTable;
  deals: DealsTable;
  deal_events: DealEventsTable;
}
