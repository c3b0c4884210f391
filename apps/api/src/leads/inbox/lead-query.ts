import { parseRequestReference } from "@site/contracts";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { firmWallTimeToUtc, nextDay } from "../../console/views/firm-clock";
import type { DialectName } from "../../infrastructure/database/database-url";
import type { Database } from "../../infrastructure/database/schema";
import { indexNewLeads } from "../search/lead-search-index";
import { fts5Query, MAX_SEARCH_LENGTH, searchTerms, tsQuery } from "../search/search-text";
import type { LeadCursor, LeadFilters } from "./lead-filters";
import { type LeadViewer, viewCondition } from "./lead-views";

type Db = Kysely<Database>;
type LeadsExpression = ExpressionBuilder<Database, "leads">;

/** The columns the inbox and the export show; the payload JSON is read on the detail page only. */
export const LIST_COLUMNS = [
  "id",
  "kind",
  "created_at",
  "name",
  "company",
  "email",
  "phone",
  "source_call",
  "lead_code",
  "offer",
  "estimate_cost",
  "status",
  "landing_page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "staff_note",
  "marketing_opt_in",
  "privacy_notice_version",
  "marketing_opt_in_at",
] as const;

/** Who works the lead and what comes next: the inbox shows them, the export leaves them out. */
export const WORK_COLUMNS = ["owner_id", "next_action_at", "next_action_text"] as const;

/** Full-text search on the index kept by leads/search (FTS5 on SQLite, tsvector on PostgreSQL). */
function searchMatches(dialect: DialectName, query: string) {
  const terms = searchTerms(query);
  // Nothing searchable typed (only punctuation, say): nothing matches.
  if (terms === undefined) return sql<boolean>`1 = 0`;
  const text =
    dialect === "postgres"
      ? sql<boolean>`"id" in (select lead_id from lead_search where document @@ ${tsQuery(terms)}::tsquery)`
      : sql<boolean>`"id" in (select rowid from lead_search where lead_search match ${fts5Query(terms)})`;
  // The visitor's reference however it is typed ("kf7q4m2pxr"), by its unique index.
  const reference = parseRequestReference(query.slice(0, MAX_SEARCH_LENGTH));
  return reference === undefined ? text : sql<boolean>`(${text} or "reference" = ${reference})`;
}

// Where a firm day (YYYY-MM-DD) begins, as stored times are written: ISO UTC text.
const firmMidnight = (day: string, timeZone: string) =>
  firmWallTimeToUtc(day, "00:00", timeZone).toISOString();

/** The leads the filters and saved view let through; the board reads them too. */
export function matches(dialect: DialectName, filters: LeadFilters, viewer: LeadViewer) {
  return (eb: LeadsExpression) => {
    const conditions = [];
    if (filters.view !== undefined) conditions.push(viewCondition(eb, filters.view, viewer));
    if (filters.owner !== undefined) conditions.push(eb("owner_id", "=", filters.owner));
    if (filters.kind !== undefined) conditions.push(eb("kind", "=", filters.kind));
    if (filters.status !== undefined) conditions.push(eb("status", "=", filters.status));
    if (filters.ids !== undefined) conditions.push(eb("id", "in", filters.ids));
    if (filters.from !== undefined) {
      conditions.push(eb("created_at", ">=", firmMidnight(filters.from, viewer.timeZone)));
    }
    if (filters.to !== undefined) {
      conditions.push(eb("created_at", "<", firmMidnight(nextDay(filters.to), viewer.timeZone)));
    }
    if (filters.q !== undefined) conditions.push(searchMatches(dialect, filters.q));
    return eb.and(conditions);
  };
}

export interface LeadPageRequest {
  filters: LeadFilters;
  viewer: LeadViewer;
  /** Continue with leads older than this one (the default direction). */
  before?: LeadCursor;
  /** Or with leads newer than this one. */
  after?: LeadCursor;
  limit: number;
  /**
   * One row per person: only each person's newest lead among those the filters let through
   * (the inbox). Without it every matching lead is a row (the export).
   */
  onePerPerson?: boolean;
}

/**
 * No newer lead of the same person matches too. The filters are applied to the inner `newer`
 * row: their column names are unqualified, so they resolve to the innermost table.
 */
function newestOfPerson(dialect: DialectName, filters: LeadFilters, viewer: LeadViewer) {
  const matching = matches(dialect, filters, viewer);
  return (eb: LeadsExpression) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom("leads as newer")
          .select(sql`1`.as("one"))
          .whereRef("newer.person_id", "=", "leads.person_id")
          .where(
            sql<boolean>`(${sql.ref("newer.created_at")}, ${sql.ref("newer.id")}) > (${sql.ref("leads.created_at")}, ${sql.ref("leads.id")})`,
          )
          // The same conditions, typed for `leads`, read the inner row (see above).
          .where((inner) => matching(inner as unknown as LeadsExpression)),
      ),
    );
}

/** For each lead, its person and how many requests that person sent in all. */
export async function personRequestCounts(
  db: Db,
  leadIds: readonly number[],
): Promise<Map<number, { personId: number; count: number }>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("leads")
    .select((eb) => [
      "leads.id",
      "leads.person_id",
      eb
        .selectFrom("leads as same")
        .select((inner) => inner.fn.countAll<string | number>().as("n"))
        .whereRef("same.person_id", "=", "leads.person_id")
        .as("request_count"),
    ])
    .where("leads.id", "in", leadIds)
    .execute();
  const counts = new Map<number, { personId: number; count: number }>();
  for (const row of rows) {
    if (row.person_id === null) continue;
    counts.set(row.id, { personId: row.person_id, count: Number(row.request_count ?? 0) });
  }
  return counts;
}

/**
 * One page of matching leads, newest first, by keyset on (created_at, id): each page costs the
 * same however deep it is. `hasMore` tells whether more leads lie beyond the page in the
 * direction it was read.
 */
export async function findLeadPage(db: Db, dialect: DialectName, request: LeadPageRequest) {
  const { filters, viewer, before, after, limit, onePerPerson = false } = request;
  const newer = after !== undefined && before === undefined;
  // A lead saved a moment ago may not be indexed yet.
  if (filters.q !== undefined) await indexNewLeads(db, dialect);
  let query = db
    .selectFrom("leads")
    .select(LIST_COLUMNS)
    .select(WORK_COLUMNS)
    .where(matches(dialect, filters, viewer));
  if (onePerPerson) query = query.where(newestOfPerson(dialect, filters, viewer));
  if (newer) {
    query = query
      .where((eb) => eb(eb.refTuple("created_at", "id"), ">", eb.tuple(after.createdAt, after.id)))
      .orderBy("created_at", "asc")
      .orderBy("id", "asc");
  } else {
    if (before !== undefined) {
      query = query.where((eb) =>
        eb(eb.refTuple("created_at", "id"), "<", eb.tuple(before.createdAt, before.id)),
      );
    }
    query = query.orderBy("created_at", "desc").orderBy("id", "desc");
  }
  const rows = await query.limit(limit + 1).execute();
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  return { rows: newer ? page.reverse() : page, hasMore };
}

export type LeadListRow = Awaited<ReturnType<typeof findLeadPage>>["rows"][number];
