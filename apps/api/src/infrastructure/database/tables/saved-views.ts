// The tables of the inbox's saved views (migration 0032), part of the Database interface in ../schema.ts.
import type { Generated } from "kysely";

/** A staff member's named inbox filters: the inbox's query string, as it was when saved. */
export interface SavedViewsTable {
  id: Generated<number>;
  staff_user_id: number;
  name: string;
  query: string;
  created_at: string;
}

export interface SavedViewTables {
  saved_views: SavedViewsTable;
}
