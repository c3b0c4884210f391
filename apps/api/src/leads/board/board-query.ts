import type { Kysely } from "kysely";
import type { DialectName } from "../../infrastructure/database/database-url";
import type { Database, LeadStatus } from "../../infrastructure/database/schema";
import type { LeadFilters } from "../inbox/lead-filters";
import { LEAD_STATUSES } from "../inbox/lead-labels";
import { LIST_COLUMNS, matches, WORK_COLUMNS } from "../inbox/lead-query";
import type { LeadViewer } from "../inbox/lead-views";

/** Cards per column: the newest; the rest are a link to the inbox away. */
export const BOARD_COLUMN_LIMIT = 50;

/** The filters the board takes from the inbox's: who owns the lead and its kind. */
export const boardFilters = (filters: LeadFilters): LeadFilters => ({
  ...(filters.owner === undefined ? {} : { owner: filters.owner }),
  ...(filters.kind === undefined ? {} : { kind: filters.kind }),
});

async function findColumn(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: LeadFilters,
  viewer: LeadViewer,
  status: LeadStatus,
) {
  const where = matches(dialect, { ...filters, status }, viewer);
  const [rows, count] = await Promise.all([
    db
      .selectFrom("leads")
      .select(LIST_COLUMNS)
      .select(WORK_COLUMNS)
      // Each card's Move sends it back, so a move on a board loaded before a change is refused.
      .select("version")
      .where(where)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(BOARD_COLUMN_LIMIT)
      .execute(),
    db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<string | number>().as("total"))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { status, rows, total: Number(count.total) };
}

/** The board's five columns, in the pipeline's order, each with its newest leads and its total. */
export async function findBoardColumns(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: LeadFilters,
  viewer: LeadViewer,
) {
  const columns = [];
  // One column after the other: the pool (and SQLite) serve one query at a time anyway.
  for (const status of LEAD_STATUSES) {
    columns.push(await findColumn(db, dialect, filters, viewer, status));
  }
  return columns;
}

export type BoardColumn = Awaited<ReturnType<typeof findBoardColumns>>[number];
