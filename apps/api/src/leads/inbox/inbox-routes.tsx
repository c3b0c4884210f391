import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { sendStaffPage } from "../../console/views/send-page";
import type { DialectName } from "../../infrastructure/database/database-url";
import type { Database } from "../../infrastructure/database/schema";
import { linkPendingLeads } from "../../people/person-linker";
import { staffOf } from "../../staff/auth/staff-request";
import { listActiveStaff } from "../assignment/assignment-repository";
import { bulkNotice } from "../bulk/bulk-routes";
import { listSavedViews } from "../saved-views/saved-view-repository";
import { savedViewMessage } from "../saved-views/saved-views-panel";
import { InboxPage } from "./inbox-page";
import { filtersToParams, formatCursor, parseCursor, parseLeadFilters } from "./lead-filters";
import { listStaffChoices } from "./lead-owners";
import { findLeadPage, personRequestCounts } from "./lead-query";
import { leadViewer } from "./lead-views";

export const INBOX_PAGE_SIZE = 50;

/** The lead inbox; one lead's page is in lead-detail-routes. */
export async function inboxRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; dialect: DialectName; firmTimeZone: string; now: () => Date },
) {
  const { db, dialect, firmTimeZone, now } = options;

  app.get("/leads", async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    // Every lead is shown with its person: none is left unlinked.
    await linkPendingLeads(db, now);
    const filters = parseLeadFilters(query);
    const before = parseCursor(query.before);
    const after = before === undefined ? parseCursor(query.after) : undefined;
    const staff = staffOf(request);
    const viewer = leadViewer(staff, now(), firmTimeZone);
    const { rows, hasMore } = await findLeadPage(db, dialect, {
      filters,
      viewer,
      before,
      after,
      limit: INBOX_PAGE_SIZE,
      onePerPerson: true,
    });
    const people = await personRequestCounts(
      db,
      rows.map((row) => row.id),
    );

    const link = (key: "before" | "after", row: (typeof rows)[number] | undefined) => {
      if (row === undefined) return undefined;
      const params = filtersToParams(filters);
      params.set(key, formatCursor({ createdAt: row.created_at, id: row.id }));
      return `/admin/leads?${params}`;
    };
    const readingNewer = after !== undefined;
    const olderHref = readingNewer || hasMore ? link("before", rows.at(-1)) : undefined;
    const newerHref =
      before !== undefined || (readingNewer && hasMore) ? link("after", rows[0]) : undefined;

    const bulk = await bulkNotice(db, query);
    const view = savedViewMessage(query);
    return sendStaffPage(reply, InboxPage, {
      filters,
      rows,
      people,
      staff: await listStaffChoices(db),
      now: viewer.now,
      timeZone: firmTimeZone,
      olderHref,
      newerHref,
      query: (request.url.split("?")[1] ?? "").slice(0, 2000),
      activeStaff: await listActiveStaff(db),
      savedViews: await listSavedViews(db, staff.userId),
      notice: bulk.notice ?? (view.error === undefined ? view.notice : undefined),
      error: bulk.error,
      viewError: view.error,
      typedViewName: view.typedName,
    });
  });
}
