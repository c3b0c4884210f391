import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import type { PeopleEventAction } from "../infrastructure/database/tables/people";
import { reassignLead } from "../leads/assignment/assignment-repository";
import { selectLeadsWithOwner } from "../leads/inbox/lead-owners";
import { emailKey, phoneKey } from "./matching";
import { followMerges } from "./person-linker";

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

// More than any one person sends; the page stays bounded whatever the table holds.
const MAX_LEADS_PER_PAGE = 500;
export const PEOPLE_PAGE_SIZE = 50;
export const MAX_PEOPLE_SEARCH = 100;
const CLOSED_STATUSES = ["won", "lost"] as const;

/** The leads columns the person and company pages list. */
const REQUEST_COLUMNS = [
  "leads.id",
  "leads.kind",
  "leads.source_call",
  "leads.lead_code",
  "leads.offer",
  "leads.landing_page",
  "leads.status",
  "leads.name",
  "leads.company",
  "leads.email",
  "leads.phone",
  "leads.owner_id",
  "leads.person_id",
  "leads.created_at",
] as const;

const requestsWhere = (db: Db, column: "person_id" | "company_id", id: number) =>
  selectLeadsWithOwner(db)
    .select(REQUEST_COLUMNS)
    .where(`leads.${column}`, "=", id)
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .limit(MAX_LEADS_PER_PAGE);

export type PersonRequest = Awaited<
  ReturnType<ReturnType<typeof requestsWhere>["execute"]>
>[number];

/** A record's own timeline: merges, splits and owner changes, with who did them. */
function recordEvents(db: Db, column: "person_id" | "company_id", id: number) {
  return db
    .selectFrom("people_events")
    .leftJoin("staff_users as actor", "actor.id", "people_events.staff_user_id")
    .leftJoin("staff_users as owner", "owner.id", "people_events.owner_id")
    .select([
      "people_events.id",
      "people_events.action",
      "people_events.other_id",
      "people_events.lead_id",
      "people_events.created_at",
      "actor.email as actor_email",
      "actor.display_name as actor_display_name",
      "owner.email as owner_email",
      "owner.display_name as owner_display_name",
    ])
    .where(`people_events.${column}`, "=", id)
    .orderBy("people_events.id", "desc")
    .execute();
}

export type RecordEvent = Awaited<ReturnType<typeof recordEvents>>[number];

/**
 * One person record with its requests, newest first. A merged record answers where it went
 * (`movedTo`), so its page can lead there.
 */
export async function findPersonRecord(db: Db, id: number) {
  const person = await db
    .selectFrom("people")
    .leftJoin("companies", "companies.id", "people.company_id")
    .select([
      "people.id",
      "people.name",
      "people.email_key",
      "people.phone_key",
      "people.owner_id",
      "people.company_id",
      "people.merged_into_id",
      "people.created_at",
      "companies.name as company_name",
    ])
    .where("people.id", "=", id)
    .executeTakeFirst();
  if (person === undefined) return undefined;
  if (person.merged_into_id !== null) {
    return { movedTo: await followMerges(db, "people", person.id) } as const;
  }
  const [leads, events] = await Promise.all([
    requestsWhere(db, "person_id", id).execute(),
    recordEvents(db, "person_id", id),
  ]);
  // The owner already working with them: the record's, else that of their newest owned request.
  const ownerId = person.owner_id ?? leads.find((lead) => lead.owner_id !== null)?.owner_id ?? null;
  const owner =
    ownerId === null
      ? undefined
      : await db
          .selectFrom("staff_users")
          .select(["id", "email", "display_name", "disabled_at"])
          .where("id", "=", ownerId)
          .executeTakeFirst();
  return { person, leads, events, ownerId, owner } as const;
}

export type PersonRecord = Extract<
  NonNullable<Awaited<ReturnType<typeof findPersonRecord>>>,
  { person: unknown }
>;

/** One company with its people and their requests; a merged one answers where it went. */
export async function findCompanyRecord(db: Db, id: number) {
  const company = await db
    .selectFrom("companies")
    .select(["id", "name", "merged_into_id", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (company === undefined) return undefined;
  if (company.merged_into_id !== null) {
    return { movedTo: await followMerges(db, "companies", company.id) } as const;
  }
  const [people, leads, events] = await Promise.all([
    db
      .selectFrom("people")
      .select((eb) => [
        "people.id",
        "people.name",
        "people.email_key",
        "people.phone_key",
        eb
          .selectFrom("leads")
          .select((inner) => inner.fn.countAll<string | number>().as("n"))
          .whereRef("leads.person_id", "=", "people.id")
          .as("request_count"),
      ])
      .where("people.company_id", "=", id)
      .where("people.merged_into_id", "is", null)
      .orderBy("people.name")
      .limit(MAX_LEADS_PER_PAGE)
      .execute(),
    requestsWhere(db, "company_id", id).execute(),
    recordEvents(db, "company_id", id),
  ]);
  return { company, people, leads, events } as const;
}

export type CompanyRecord = Extract<
  NonNullable<Awaited<ReturnType<typeof findCompanyRecord>>>,
  { company: unknown }
>;

/** `%text%` for LIKE, with the wildcards the text holds taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A page of people (merged records left out), by name, matching `q` in their name, e-mail,
 * phone or company when given, each with how many requests they sent.
 */
export async function listPeople(db: Db, options: { q?: string; page: number }) {
  const q = options.q?.slice(0, MAX_PEOPLE_SEARCH).trim().toLowerCase();
  let query = db
    .selectFrom("people")
    .leftJoin("companies", "companies.id", "people.company_id")
    .leftJoin("staff_users", "staff_users.id", "people.owner_id")
    .select((eb) => [
      "people.id",
      "people.name",
      "people.email_key",
      "people.phone_key",
      "people.company_id",
      "companies.name as company_name",
      "staff_users.email as owner_email",
      "staff_users.display_name as owner_display_name",
      "staff_users.disabled_at as owner_disabled_at",
      eb
        .selectFrom("leads")
        .select((inner) => inner.fn.countAll<string | number>().as("n"))
        .whereRef("leads.person_id", "=", "people.id")
        .as("request_count"),
    ])
    .where("people.merged_into_id", "is", null);
  if (q !== undefined && q !== "") {
    const like = containing(q);
    const digits = q.replace(/\D/g, "");
    const email = emailKey(q);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref("people.name")})`, "like", sql`${like} escape '\\'`),
        eb(sql`lower(${sql.ref("companies.name")})`, "like", sql`${like} escape '\\'`),
        eb("people.email_key", "like", sql<string>`${like} escape '\\'`),
        ...(email === undefined ? [] : [eb("people.email_key", "=", email)]),
        ...(digits.length >= 4
          ? [eb("people.phone_key", "like", sql<string>`${`%${digits}%`}`)]
          : []),
      ]),
    );
  }
  const page = Math.max(1, Math.min(options.page, 10_000));
  const rows = await query
    .orderBy(sql`lower(${sql.ref("people.name")})`)
    .orderBy("people.id")
    .limit(PEOPLE_PAGE_SIZE + 1)
    .offset((page - 1) * PEOPLE_PAGE_SIZE)
    .execute();
  return {
    rows: rows.slice(0, PEOPLE_PAGE_SIZE).map((row) => ({
      ...row,
      request_count: Number(row.request_count ?? 0),
    })),
    page,
    hasMore: rows.length > PEOPLE_PAGE_SIZE,
  };
}

export type PersonListRow = Awaited<ReturnType<typeof listPeople>>["rows"][number];

/** Companies (merged ones left out) whose name holds `q`, or the one numbered `q`. */
export async function searchCompanies(db: Db, q: string, exceptId: number) {
  const text = q.slice(0, MAX_PEOPLE_SEARCH).trim().toLowerCase();
  if (text === "") return [];
  const byId = /^#?\d{1,9}$/.test(text) ? Number(text.replace("#", "")) : undefined;
  return db
    .selectFrom("companies")
    .select(["id", "name"])
    .where("merged_into_id", "is", null)
    .where("id", "!=", exceptId)
    .where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref("name")})`, "like", sql`${containing(text)} escape '\\'`),
        ...(byId === undefined ? [] : [eb("id", "=", byId)]),
      ]),
    )
    .orderBy("name")
    .limit(20)
    .execute();
}

async function recordEvent(
  trx: Trx,
  event: {
    personId?: number;
    companyId?: number;
    action: PeopleEventAction;
    otherId?: number;
    leadId?: number;
    ownerId?: number;
    staffUserId: number;
    at: string;
  },
) {
  await trx
    .insertInto("people_events")
    .values({
      person_id: event.personId ?? null,
      company_id: event.companyId ?? null,
      action: event.action,
      other_id: event.otherId ?? null,
      lead_id: event.leadId ?? null,
      owner_id: event.ownerId ?? null,
      staff_user_id: event.staffUserId,
      created_at: event.at,
    })
    .execute();
}

export type MergeResult = "merged" | "same" | "missing";

/**
 * Merges person `goneId` into `keptId`: every request moves, the kept record keeps its owner
 * (taking the other's only when it had none), and both timelines say who merged and when.
 */
export async function mergePeople(
  db: Db,
  merge: { keptId: number; goneId: number; staffUserId: number; now: Date },
): Promise<MergeResult> {
  const { keptId, goneId } = merge;
  if (keptId === goneId) return "same";
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("people")
      .selectAll()
      .where("id", "in", [keptId, goneId])
      .where("merged_into_id", "is", null)
      .execute();
    const kept = rows.find((row) => row.id === keptId);
    const gone = rows.find((row) => row.id === goneId);
    if (kept === undefined || gone === undefined) return "missing";
    await trx
      .updateTable("leads")
      .set({ person_id: keptId })
      .where("person_id", "=", goneId)
      .execute();
    await trx
      .updateTable("people")
      .set({
        email_key: kept.email_key ?? gone.email_key,
        phone_key: kept.phone_key ?? gone.phone_key,
        owner_id: kept.owner_id ?? gone.owner_id,
        company_id: kept.company_id ?? gone.company_id,
      })
      .where("id", "=", keptId)
      .execute();
    await trx
      .updateTable("people")
      .set({ merged_into_id: keptId })
      .where("id", "=", goneId)
      .execute();
    // Records merged into the gone one earlier lead straight to the kept one.
    await trx
      .updateTable("people")
      .set({ merged_into_id: keptId })
      .where("merged_into_id", "=", goneId)
      .execute();
    const at = merge.now.toISOString();
    const who = merge.staffUserId;
    await recordEvent(trx, {
      personId: keptId,
      action: "merged",
      otherId: goneId,
      staffUserId: who,
      at,
    });
    await recordEvent(trx, {
      personId: goneId,
      action: "merged_away",
      otherId: keptId,
      staffUserId: who,
      at,
    });
    return "merged";
  });
}

/** Merges company `goneId` into `keptId`: its people and requests move, both timelines say so. */
export async function mergeCompanies(
  db: Db,
  merge: { keptId: number; goneId: number; staffUserId: number; now: Date },
): Promise<MergeResult> {
  const { keptId, goneId } = merge;
  if (keptId === goneId) return "same";
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("companies")
      .select("id")
      .where("id", "in", [keptId, goneId])
      .where("merged_into_id", "is", null)
      .execute();
    if (rows.length !== 2) return "missing";
    await trx
      .updateTable("leads")
      .set({ company_id: keptId })
      .where("company_id", "=", goneId)
      .execute();
    await trx
      .updateTable("people")
      .set({ company_id: keptId })
      .where("company_id", "=", goneId)
      .execute();
    await trx
      .updateTable("companies")
      .set({ merged_into_id: keptId })
      .where("id", "=", goneId)
      .execute();
    await trx
      .updateTable("companies")
      .set({ merged_into_id: keptId })
      .where("merged_into_id", "=", goneId)
      .execute();
    const at = merge.now.toISOString();
    const who = merge.staffUserId;
    await recordEvent(trx, {
      companyId: keptId,
      action: "merged",
      otherId: goneId,
      staffUserId: who,
      at,
    });
    await recordEvent(trx, {
      companyId: goneId,
      action: "merged_away",
      otherId: keptId,
      staffUserId: who,
      at,
    });
    return "merged";
  });
}

export type SplitResult =
  | { result: "split"; newPersonId: number }
  | { result: "only" | "not_theirs" };

/**
 * Takes request `leadId`, wrongly counted as person `personId`'s, out into a new person record
 * made of that request alone; both timelines say who did it.
 */
export async function splitRequest(
  db: Db,
  split: { personId: number; leadId: number; staffUserId: number; now: Date },
): Promise<SplitResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["id", "name", "email", "phone", "owner_id", "company_id", "person_id"])
      .where("id", "=", split.leadId)
      .executeTakeFirst();
    if (lead === undefined || lead.person_id !== split.personId) return { result: "not_theirs" };
    const count = await trx
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("person_id", "=", split.personId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) < 2) return { result: "only" };
    const at = split.now.toISOString();
    const created = await trx
      .insertInto("people")
      .values({
        name: lead.name.trim().slice(0, 200),
        email_key: emailKey(lead.email) ?? null,
        phone_key: phoneKey(lead.phone) ?? null,
        owner_id: lead.owner_id,
        company_id: lead.company_id,
        merged_into_id: null,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("leads")
      .set({ person_id: created.id })
      .where("id", "=", lead.id)
      .execute();
    const who = split.staffUserId;
    await recordEvent(trx, {
      personId: split.personId,
      action: "split",
      otherId: created.id,
      leadId: lead.id,
      staffUserId: who,
      at,
    });
    await recordEvent(trx, {
      personId: created.id,
      action: "split_from",
      otherId: split.personId,
      leadId: lead.id,
      staffUserId: who,
      at,
    });
    return { result: "split", newPersonId: created.id };
  });
}

/**
 * Makes `ownerId` the person's owner and gives them the person's open requests (not won or
 * lost), each through the lead page's own reassignment, so each lead's timeline says so.
 * Answers how many requests moved.
 */
export async function changePersonOwner(
  db: Db,
  change: { personId: number; ownerId: number; staffUserId: number; now: Date },
): Promise<number> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("people")
      .set({ owner_id: change.ownerId })
      .where("id", "=", change.personId)
      .execute();
    await recordEvent(trx, {
      personId: change.personId,
      action: "owner",
      ownerId: change.ownerId,
      staffUserId: change.staffUserId,
      at: change.now.toISOString(),
    });
  });
  const open = await db
    .selectFrom("leads")
    .select("id")
    .where("person_id", "=", change.personId)
    .where("status", "not in", CLOSED_STATUSES)
    .where((eb) => eb.or([eb("owner_id", "is", null), eb("owner_id", "!=", change.ownerId)]))
    .execute();
  let moved = 0;
  for (const lead of open) {
    const result = await reassignLead(db, {
      leadId: lead.id,
      ownerId: change.ownerId,
      staffUserId: change.staffUserId,
      now: change.now,
    });
    if (result === "reassigned") moved++;
  }
  return moved;
}

/** The person and company a lead was linked to (after linking it if it was still pending). */
export function findLeadLinks(db: Db, leadId: number) {
  return db
    .selectFrom("leads")
    .select(["person_id", "company_id"])
    .where("id", "=", leadId)
    .executeTakeFirst();
}
