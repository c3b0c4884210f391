/** Row types of every table, as Kysely sees them. Each migration that adds a table adds it here. */

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: AppMetaTable;
}
