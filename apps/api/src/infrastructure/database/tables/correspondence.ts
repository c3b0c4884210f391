// The tables of staff e-mail and quotes, part of the Database interface in ../schema.ts.
// biome-ignore lint/suspicious/noEmptyInterface: filled by the staff e-mail and quotes migration.
export interface CorrespondenceTables {}
