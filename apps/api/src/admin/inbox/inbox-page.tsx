import type { LeadKind, LeadStatus } from "../../db/schema";
import { Layout } from "../views/layout";
import { inboxCopy } from "./inbox-copy";
import { filtersToParams, type LeadFilters } from "./lead-filters";
import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES } from "./lead-labels";
import type { LeadListRow } from "./lead-query";

export interface InboxPageProps {
  staffEmail: string;
  filters: LeadFilters;
  rows: LeadListRow[];
  olderHref?: string;
  newerHref?: string;
}

const attributionOf = (row: LeadListRow) =>
  [row.utm_source, row.utm_medium, row.utm_campaign].filter(Boolean).join(" / ") ||
  row.referrer ||
  "";

function Filters({ filters }: { filters: LeadFilters }) {
  const copy = inboxCopy.filters;
  return (
    <form method="get" action="/admin/leads" className="filters">
      <label>
        {copy.kind}
        <select name="kind" defaultValue={filters.kind ?? ""}>
          <option value="">{copy.any}</option>
          {LEAD_KINDS.map((kind: LeadKind) => (
            <option key={kind} value={kind}>
              {LEAD_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {copy.status}
        <select name="status" defaultValue={filters.status ?? ""}>
          <option value="">{copy.any}</option>
          {LEAD_STATUSES.map((status: LeadStatus) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {copy.from}
        <input type="date" name="from" defaultValue={filters.from} />
      </label>
      <label>
        {copy.to}
        <input type="date" name="to" defaultValue={filters.to} />
      </label>
      <label>
        {copy.q}
        <input type="search" name="q" defaultValue={filters.q} maxLength={100} />
      </label>
      <button type="submit">{copy.apply}</button>
      <a href="/admin/leads">{copy.reset}</a>
    </form>
  );
}

export function InboxPage({ staffEmail, filters, rows, olderHref, newerHref }: InboxPageProps) {
  const columns = inboxCopy.columns;
  const params = filtersToParams(filters).toString();
  return (
    <Layout title={inboxCopy.title} staffEmail={staffEmail}>
      <Filters filters={filters} />
      <p>
        <a href={`/admin/leads/export.csv${params === "" ? "" : `?${params}`}`}>
          {inboxCopy.exportCsv}
        </a>
      </p>
      {rows.length === 0 ? (
        <p>{inboxCopy.empty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{columns.date}</th>
              <th>{columns.kind}</th>
              <th>{columns.name}</th>
              <th>{columns.company}</th>
              <th>{columns.email}</th>
              <th>{columns.source}</th>
              <th>{columns.attribution}</th>
              <th>{columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.created_at.slice(0, 16).replace("T", " ")}</td>
                <td>{LEAD_KIND_LABELS[row.kind]}</td>
                <td>
                  <a href={`/admin/leads/${row.id}`}>{row.name}</a>
                </td>
                <td>{row.company}</td>
                <td>{row.email}</td>
                <td>{[row.source_call, row.offer ?? row.lead_code].filter(Boolean).join(" · ")}</td>
                <td>{attributionOf(row)}</td>
                <td>{LEAD_STATUS_LABELS[row.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="pager">
        {newerHref === undefined ? null : <a href={newerHref}>{inboxCopy.newer}</a>}
        {olderHref === undefined ? null : <a href={olderHref}>{inboxCopy.older}</a>}
      </nav>
    </Layout>
  );
}
