import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DialectName } from "../../infrastructure/database/database-url";
import type { Database } from "../../infrastructure/database/schema";
import { staffOf } from "../../staff/auth/staff-request";
import { type LeadFilters, parseLeadFilters } from "../inbox/lead-filters";
import { leadViewer } from "../inbox/lead-views";
import { csvRow, csvRows, UTF8_BOM } from "./csv";
import { EXPORT_COLUMNS, type ExportColumn, type ExportLead, exportLeads } from "./export-rows";
import { leadWorkbook } from "./xlsx";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A CSV cell: the opt-in reads yes/no, as a spreadsheet user expects. */
function csvCell(lead: ExportLead, column: ExportColumn) {
  if (column === "marketing_opt_in") return lead.marketing_opt_in === 1 ? "yes" : "no";
  return lead[column];
}

/** Every matching lead as CSV text chunks, a header first. */
async function* leadCsv(batches: AsyncIterable<ExportLead[]>) {
  yield UTF8_BOM + csvRow(EXPORT_COLUMNS);
  for await (const leads of batches) {
    yield csvRows(leads.map((lead) => EXPORT_COLUMNS.map((column) => csvCell(lead, column))));
  }
}

/**
 * `GET /admin/leads/export.csv` and `/admin/leads/export.xlsx`, with the inbox's filters: the
 * filtered leads as a streamed download.
 */
export async function exportRoutes(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    dialect: DialectName;
    now: () => Date;
    firmTimeZone?: string;
  },
) {
  const { db, dialect, now, firmTimeZone = "Asia/Kolkata" } = options;

  const exportOf = (request: FastifyRequest) => {
    const filters: LeadFilters = parseLeadFilters(request.query);
    const viewer = leadViewer(staffOf(request), now(), firmTimeZone);
    return exportLeads(db, dialect, filters, viewer);
  };
  const fileName = (extension: string) =>
    `attachment; filename="leads-${now().toISOString().slice(0, 10)}.${extension}"`;

  app.get("/leads/export.csv", { config: { staffAccess: "data" } }, async (request, reply) =>
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", fileName("csv"))
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(Readable.from(leadCsv(exportOf(request)))),
  );

  app.get("/leads/export.xlsx", { config: { staffAccess: "data" } }, async (request, reply) =>
    reply
      .type(XLSX_TYPE)
      .header("content-disposition", fileName("xlsx"))
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(
        leadWorkbook(exportOf(request), firmTimeZone, (error) =>
          request.log.error({ err: error }, "XLSX export failed"),
        ),
      ),
  );
}
