// The tables of people and companies (migration 0028), part of the Database interface in
// ../schema.ts. Leads point at them through leads.person_id and leads.company_id.

import type { Generated } from "kysely";

export interface PeopleTable {
  id: Generated<number>;
  /** As the newest request gave it when the record was made. */
  name: string;
  /** From emailKey in people/matching; NULL when the address gave none. */
  email_key: string | null;
  /** E.164, from phoneKey in people/matching. */
  phone_key: string | null;
  /** Who works with the person; their open leads follow it when staff change it. */
  owner_id: number | null;
  company_id: number | null;
  /** Set once the record was merged into another: its address leads there. */
  merged_into_id: number | null;
  created_at: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  /** From companyKey in people/matching; unique. */
  name_key: string;
  merged_into_id: number | null;
  created_at: string;
}

export type PeopleEventAction = "merged" | "merged_away" | "split" | "split_from" | "owner";

/** One entry of a person's or company's own timeline: exactly one of the two ids is set. */
export interface PeopleEventsTable {
  id: Generated<number>;
  person_id: number | null;
  company_id: number | null;
  action: PeopleEventAction;
  /** The other record of a merge or split. */
  other_id: number | null;
  /** The request a split took out. */
  lead_id: number | null;
  /** The new owner of an owner change. */
  owner_id: number | null;
  staff_user_id: number | null;
  created_at: string;
}

export interface PeopleTables {
  people: PeopleTable;
  companies: CompaniesTable;
  people_events: PeopleEventsTable;
}
