import type { ReactNode } from "react";
import { Layout } from "../console/views/layout";
import { LEAD_STATUS_LABELS } from "../leads/inbox/lead-labels";
import {
  ConversionChart,
  FunnelChart,
  LeadsByWeekChart,
  percent,
  VisitorsByDayChart,
} from "./insights-charts";
import type { TypedRange } from "./insights-range";
import type { InsightsReport } from "./insights-report";
import { displayCell, type InsightsTable, insightsTables, type TableId } from "./insights-tables";
import type { VitalsReport } from "./vitals-report";
import { VitalsSection } from "./vitals-section";

export interface InsightsPageProps {
  staffEmail: string;
  report: InsightsReport;
  vitals: VitalsReport;
  typed: TypedRange;
  error?: string | undefined;
}

const readableDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

// A chart's table longer than this is folded away under it, open on request.
const LONG_TABLE_ROWS = 14;

function NumbersTable({ table }: { table: InsightsTable }) {
  return (
    <div className="table-scroll">
      <table className="insight-table">
        <caption className="visually-hidden">{table.title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.name}
                scope="col"
                className={column.type === "text" ? undefined : "number"}
              >
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            // Rows are unique by their first cell(s); the index keeps keys unique regardless.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows never move between renders
            <tr key={index}>
              {row.map((cell, column) => {
                const type = table.columns[column]?.type ?? "text";
                const text = displayCell(cell, type);
                return column === 0 ? (
                  <th key={table.columns[column]?.name} scope="row">
                    {text}
                  </th>
                ) : (
                  <td
                    key={table.columns[column]?.name}
                    className={type === "text" ? undefined : "number"}
                  >
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TableSection(props: {
  table: InsightsTable;
  range: { from: string; to: string };
  children?: ReactNode;
}) {
  const { table, range } = props;
  const headingId = `${table.id}-heading`;
  const csv = `/admin/insights/${table.id}.csv?${new URLSearchParams(range)}`;
  return (
    <section className="insight" aria-labelledby={headingId}>
      <h2 id={headingId}>{table.title}</h2>
      {props.children}
      {table.rows.length === 0 ? (
        <p className="muted">{table.empty}</p>
      ) : table.rows.length > LONG_TABLE_ROWS ? (
        <details>
          <summary>The {table.rows.length} rows of numbers</summary>
          <NumbersTable table={table} />
        </details>
      ) : (
        <NumbersTable table={table} />
      )}
      <p>
        <a href={csv} download>
          Download “{table.title}” as CSV
        </a>
      </p>
    </section>
  );
}

/**
 * Which pages, sites and campaigns bring visitors and leads, how leads move through the
 * statuses and how fast owners answer, for a range of the firm's days.
 */
export function InsightsPage({ staffEmail, report, vitals, typed, error }: InsightsPageProps) {
  const tables: Record<TableId, InsightsTable> = insightsTables(report);
  const { range } = report;
  const conversion = report.visitors > 0 ? (report.leads / report.visitors) * 100 : undefined;
  return (
    <Layout title="Insights" staffEmail={staffEmail}>
      <form method="get" action="/admin/insights" className="filters" aria-label="Date range">
        <label>
          From
          <input type="date" name="from" defaultValue={typed.from} required />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={typed.to} required />
        </label>
        <button type="submit">Show</button>
      </form>
      {error === undefined ? null : (
        <p className="error" role="alert">
          {error} Showing the last four weeks instead.
        </p>
      )}
      <p className="muted">
        {readableDay(range.from)} to {readableDay(range.to)}. Visits are counted by the site’s own
        server, without cookies: a visitor is one person on one day, and a visit to a page counts
        once a day. Leads count on the day they arrived, under the page their form was on.
      </p>
      <dl className="stat-band">
        <div>
          <dt>Visitors</dt>
          <dd>{report.visitors.toLocaleString("en-IN")}</dd>
        </div>
        <div>
          <dt>Leads</dt>
          <dd>{report.leads.toLocaleString("en-IN")}</dd>
        </div>
        <div>
          <dt>Leads per 100 visitors</dt>
          <dd>{conversion === undefined ? "–" : displayCell(conversion, "rate")}</dd>
        </div>
        <div>
          <dt>Meetings booked</dt>
          <dd>{report.meetings.total.toLocaleString("en-IN")}</dd>
        </div>
        <div>
          <dt>Estimate value won</dt>
          <dd>{displayCell(report.won.estimateValue, "rupees")}</dd>
        </div>
      </dl>

      <TableSection table={tables["weekly-leads"]} range={range}>
        <LeadsByWeekChart weeks={report.weeks} />
      </TableSection>
      <TableSection table={tables["daily-visitors"]} range={range}>
        <VisitorsByDayChart days={report.days} />
      </TableSection>
      <TableSection table={tables.pages} range={range}>
        <ConversionChart pages={report.pages} />
      </TableSection>
      <TableSection table={tables.referrers} range={range} />
      <TableSection table={tables.sources} range={range} />
      <TableSection table={tables.campaigns} range={range} />
      <TableSection table={tables.funnel} range={range}>
        <FunnelChart funnel={report.funnel} labels={LEAD_STATUS_LABELS} />
        <p className="muted">
          A lead counts for every step it reached, even if it moved on or was lost later;{" "}
          {report.lost} {report.lost === 1 ? "lead is" : "leads are"} lost now (
          {percent(report.leads > 0 ? (report.lost / report.leads) * 100 : undefined)}).
        </p>
      </TableSection>
      <TableSection table={tables["response-times"]} range={range} />
      <TableSection table={tables["won-value"]} range={range} />
      <TableSection table={tables["meetings-by-page"]} range={range}>
        <p className="muted">
          Calls count on the day they were booked, under the page, campaign and form of their lead,
          whenever the lead arrived; cancelled calls are left out.
        </p>
      </TableSection>
      <TableSection table={tables["meetings-by-campaign"]} range={range} />
      <TableSection table={tables["meetings-by-form"]} range={range} />
      <VitalsSection report={vitals} />
    </Layout>
  );
}
