// The tables of people and companies, part of the Database interface in ../schema.ts.
// biome-ignore lint/suspicious/noEmptyInterface: filled by the people and companies migration.
export interface PeopleTables {}
