import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { typed } from "../console/route-input";
import { sendStaffPage } from "../console/views/send-page";
import type { Database } from "../infrastructure/database/schema";
import { csvRows, UTF8_BOM } from "../leads/export/csv";
import { InsightsPage } from "./insights-page";
import { defaultRange, parseRange } from "./insights-range";
import { buildInsightsReport } from "./insights-report";
import { csvCell, insightsTables, isTableId } from "./insights-tables";
import { buildVitalsReport } from "./vitals-report";

export interface InsightsRouteOptions {
  db: Kysely<Database>;
  firmTimeZone: string;
  publicBaseUrl: string;
  now: () => Date;
}

// Any name: one that is not a table answers this data route's own JSON 404, not the console page.
const csvParams = z.object({ table: z.string() });

/** `GET /admin/insights` and a CSV of each of its tables, for every signed-in staff member. */
export async function insightsRoutes(app: FastifyInstance, options: InsightsRouteOptions) {
  const { db, firmTimeZone, publicBaseUrl, now } = options;
  const reportFor = (query: unknown) => {
    const parsed = parseRange(query, defaultRange(now(), firmTimeZone));
    return {
      ...parsed,
      report: buildInsightsReport(db, {
        range: parsed.range,
        timeZone: firmTimeZone,
        publicBaseUrl,
      }),
    };
  };

  app.get("/insights", async (request, reply) => {
    const { range, typed, error, report } = reportFor(request.query);
    const [insights, vitals] = await Promise.all([report, buildVitalsReport(db, range)]);
    const page = { report: insights, vitals, typed, error };
    return sendStaffPage(reply, InsightsPage, page, error === undefined ? 200 : 400);
  });

  const csvRoute = { config: { staffAccess: "data" }, schema: { params: csvParams } } as const;
  typed(app).get("/insights/:table.csv", csvRoute, async (request, reply) => {
    const { table: id } = request.params;
    if (!isTableId(id)) return reply.code(404).send({ message: "Not found" });
    const { range, error, report } = reportFor(request.query);
    if (error !== undefined) return reply.code(400).send({ message: error });
    const table = insightsTables(await report)[id];
    const body = csvRows([
      table.columns.map((column) => column.name),
      ...table.rows.map((row) =>
        row.map((cell, index) => csvCell(cell, table.columns[index]?.type ?? "text")),
      ),
    ]);
    return reply
      .type("text/csv; charset=utf-8")
      .header("cache-control", "no-store")
      .header(
        "content-disposition",
        `attachment; filename="${id}-${range.from}-to-${range.to}.csv"`,
      )
      .send(`${UTF8_BOM}${body}`);
  });
}
