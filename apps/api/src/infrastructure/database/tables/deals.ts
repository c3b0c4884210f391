// The tables of deals, part of the Database interface in ../schema.ts.
// biome-ignore lint/suspicious/noEmptyInterface: filled by the deals migration.
export interface DealTables {}
