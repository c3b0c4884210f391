import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { firmWallClock } from "../../console/views/firm-clock";
import { firmDay } from "../../console/views/firm-time";
import type { DialectName } from "../../infrastructure/database/database-url";
import type { Database } from "../../infrastructure/database/schema";
import { staffOf } from "../../staff/auth/staff-request";
import { roleAccessOf } from "../../staff/roles/role-access";
import { parseLeadFilters } from "../inbox/lead-filters";
import { leadViewer } from "../inbox/lead-views";
import { csvRow, csvRows, UTF8_BOM } from "./csv";
import {
  DATE_COLUMNS,
  EXPORT_COLUMNS,
  type ExportColumn,
  type ExportLead,
  exportHeading,
  exportLeads,
} from "./export-rows";
import { scopedExportFilters } from "./export-scope";
import { leadWorkbook } from "./xlsx";

/** An export of nothing: the header alone. */
async function* noLeads(): AsyncGenerator<ExportLead[]> {}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A CSV cell: the opt-in reads yes/no, as a spreadsheet user expects, and times are the firm's
 * wall clock ("2026-11-29 00:30"), as the XLSX writes them.
 */
function csvCell(lead: ExportLead, column: ExportColumn, timeZone: string) {
  if (column === "marketing_opt_in") return lead.marketing_opt_in === 1 ? "yes" : "no";
  const value = lead[column];
  if (DATE_COLUMNS.has(column) && typeof value === "string") {
    const at = Date.parse(value);
    return Number.isNaN(at)
      ? value
      : firmWallClock(at, timeZone).toISOString().slice(0, 16).replace("T", " ");
  }
  return value;
}

/** Every matching lead as CSV text chunks, a header first. */
async function* leadCsv(batches: AsyncIterable<ExportLead[]>, timeZone: string) {
  yield UTF8_BOM + csvRow(EXPORT_COLUMNS.map((column) => exportHeading(column, timeZone)));
  for await (const leads of batches) {
    yield csvRows(
      leads.map((lead) => EXPORT_COLUMNS.map((column) => csvCell(lead, column, timeZone))),
    );
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

  // A sales user's export holds what the role settings allow of what the filters select.
  const exportOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    const filters = scopedExportFilters(
      parseLeadFilters(request.query),
      roleAccessOf(request),
      staff.userId,
    );
    if (filters === undefined) return noLeads();
    return exportLeads(db, dialect, filters, leadViewer(staff, now(), firmTimeZone));
  };
  const fileName = (extension: string) =>
    `attachment; filename="leads-${firmDay(now(), firmTimeZone)}.${extension}"`;

  app.get("/leads/export.csv", { config: { staffAccess: "data" } }, async (request, reply) =>
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", fileName("csv"))
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(Readable.from(leadCsv(exportOf(request), firmTimeZone))),
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
