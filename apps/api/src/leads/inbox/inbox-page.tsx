import { formatFirmTime } from "../../console/views/firm-time";
import { Layout } from "../../console/views/layout";
import type { LeadKind, LeadStatus } from "../../infrastructure/database/schema";
import { LeadValue, NextAction, PhoneLink } from "./inbox-cells";
import { inboxCopy } from "./inbox-copy";
import { filtersToParams, LEAD_VIEWS, type LeadFilters, type LeadView } from "./lead-filters";
import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES } from "./lead-labels";
import { ownerNames, type StaffChoice } from "./lead-owners";
import type { LeadListRow } from "./lead-query";
import { describeLeadSource } from "./lead-source";

export interface InboxPageProps {
  staffEmail: string;
  filters: LeadFilters;
  rows: LeadListRow[];
  staff: StaffChoice[];
  now: Date;
  timeZone: string;
  olderHref?: string;
  newerHref?: string;
}

const attributionOf = (row: LeadListRow) =>
  [row.utm_source, row.utm_medium, row.utm_campaign].filter(Boolean).join(" / ") ||
  row.referrer ||
  "";

/** The saved views, as plain links: "All" and one per view. */
function SavedViews({ current }: { current: LeadView | undefined }) {
  const views = inboxCopy.views;
  const link = (view: LeadView | undefined, label: string) => (
    <a
      key={view ?? "all"}
      href={view === undefined ? "/admin/leads" : `/admin/leads?view=${view}`}
      aria-current={view === current ? "page" : undefined}
    >
      {label}
    </a>
  );
  return (
    <nav className="saved-views" aria-label={views.label}>
      {link(undefined, views.all)}
      {LEAD_VIEWS.map((view) => link(view, views[view]))}
    </nav>
  );
}

/** The owner choice of the inbox and board filters. */
export function OwnerSelect({ staff, owner }: { staff: StaffChoice[]; owner: number | undefined }) {
  return (
    <label>
      {inboxCopy.filters.owner}
      <select name="owner" defaultValue={owner === undefined ? "" : String(owner)}>
        <option value="">{inboxCopy.filters.any}</option>
        {staff.map((member) => (
          <option key={member.id} value={String(member.id)}>
            {member.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function KindSelect({ kind }: { kind: LeadKind | undefined }) {
  const copy = inboxCopy.filters;
  return (
    <label>
      {copy.kind}
      <select name="kind" defaultValue={kind ?? ""}>
        <option value="">{copy.any}</option>
        {LEAD_KINDS.map((value: LeadKind) => (
          <option key={value} value={value}>
            {LEAD_KIND_LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}

function Filters({ filters, staff }: { filters: LeadFilters; staff: StaffChoice[] }) {
  const copy = inboxCopy.filters;
  return (
    <form method="get" action="/admin/leads" className="filters">
      {filters.view === undefined ? null : <input type="hidden" name="view" value={filters.view} />}
      <KindSelect kind={filters.kind} />
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
      <OwnerSelect staff={staff} owner={filters.owner} />
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

export function InboxPage(props: InboxPageProps) {
  const { staffEmail, filters, rows, staff, now, timeZone, olderHref, newerHref } = props;
  const columns = inboxCopy.columns;
  const params = filtersToParams(filters).toString();
  const ownerOf = ownerNames(staff);
  return (
    <Layout title={inboxCopy.title} staffEmail={staffEmail}>
      <SavedViews current={filters.view} />
      <Filters filters={filters} staff={staff} />
      <p>
        <a href={`/admin/leads/export.csv${params === "" ? "" : `?${params}`}`}>
          {inboxCopy.exportCsv}
        </a>{" "}
        ·{" "}
        <a href={`/admin/leads/export.xlsx${params === "" ? "" : `?${params}`}`}>
          {inboxCopy.exportXlsx}
        </a>
      </p>
      {rows.length === 0 ? (
        <p>{inboxCopy.empty}</p>
      ) : (
        // On a phone the stylesheet turns each row into a card, each cell labelled by data-label.
        <table className="lead-list">
          <thead>
            <tr>
              <th>{columns.name}</th>
              <th>{columns.company}</th>
              <th>{columns.source}</th>
              <th>{columns.phone}</th>
              <th>{columns.value}</th>
              <th>{columns.owner}</th>
              <th>{columns.status}</th>
              <th>{columns.nextAction}</th>
              <th>{columns.created}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const attribution = attributionOf(row);
              return (
                <tr key={row.id}>
                  <td data-label={columns.name} className="lead-name">
                    <a href={`/admin/leads/${row.id}`}>{row.name}</a>
                    <span className="muted lead-email">{row.email}</span>
                  </td>
                  <td data-label={columns.company}>{row.company}</td>
                  <td data-label={columns.source}>
                    {describeLeadSource(row)}
                    {attribution === "" ? null : (
                      <span className="muted lead-attribution">{attribution}</span>
                    )}
                  </td>
                  <td data-label={columns.phone}>
                    <PhoneLink phone={row.phone} />
                  </td>
                  <td data-label={columns.value}>
                    <LeadValue cost={row.estimate_cost} />
                  </td>
                  <td data-label={columns.owner}>
                    {ownerOf(row.owner_id) ?? <span className="muted">{inboxCopy.unassigned}</span>}
                  </td>
                  <td data-label={columns.status}>{LEAD_STATUS_LABELS[row.status]}</td>
                  <td data-label={columns.nextAction}>
                    <NextAction
                      at={row.next_action_at}
                      text={row.next_action_text}
                      now={now}
                      timeZone={timeZone}
                    />
                  </td>
                  <td data-label={columns.created}>
                    <time dateTime={row.created_at}>
                      {formatFirmTime(row.created_at, timeZone)}
                    </time>
                  </td>
                </tr>
              );
            })}
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
