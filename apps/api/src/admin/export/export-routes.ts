import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { DialectName } from "../../db/database-url";
import type { Database } from "../../db/schema";
import { staffOf } from "../auth/staff-request";
import { type LeadCursor, type LeadFilters, parseLeadFilters } from "../inbox/lead-filters";
import { findLeadPage, type LeadListRow, LIST_COLUMNS } from "../inbox/lead-query";
import { type LeadViewer, leadViewer } from "../inbox/lead-views";
import { csvRow, csvRows, UTF8_BOM } from "./csv";

// Rows per query: the export holds one batch in memory whatever the total.
const EXPORT_BATCH_SIZE = 500;

/** A cell of the export: the opt-in reads yes/no, as a spreadsheet user expects. */
function cell(row: LeadListRow, column: (typeof LIST_COLUMNS)[number]) {
  if (column === "marketing_opt_in") return row.marketing_opt_in === 1 ? "yes" : "no";
  return row[column];
}

/** Every lead matching `filters`, as CSV text chunks, read batch by batch in keyset order. */
async function* leadCsv(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: LeadFilters,
  viewer: LeadViewer,
) {
  yield UTF8_BOM + csvRow(LIST_COLUMNS);
  let before: LeadCursor | undefined;
  for (;;) {
    const { rows, hasMore } = await findLeadPage(db, dialect, {
      filters,
      viewer,
      before,
      limit: EXPORT_BATCH_SIZE,
    });
    yield csvRows(rows.map((row) => LIST_COLUMNS.map((column) => cell(row, column))));
    const last = rows.at(-1);
    if (!hasMore || last === undefined) return;
    before = { createdAt: last.created_at, id: last.id };
  }
}

/** `GET /admin/leads/export.csv?<inbox filters>`: the filtered leads as a streamed download. */
export async function exportRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; dialect: DialectName; firmTimeZone: string; now: () => Date },
) {
  const { db, dialect, firmTimeZone, now } = options;

  app.get("/leads/export.csv", { config: { staffAccess: "data" } }, async (request, reply) => {
    const filters = parseLeadFilters(request.query);
    // The saved view ("My leads", "Overdue") exports what the inbox showed.
    const viewer = leadViewer(staffOf(request), now(), firmTimeZone);
    const date = viewer.now.toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="leads-${date}.csv"`)
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(Readable.from(leadCsv(db, dialect, filters, viewer)));
  });
}
