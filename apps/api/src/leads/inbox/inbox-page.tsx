import { DataTable } from "../../console/views/data-table";
import { EmailText } from "../../console/views/email-text";
import { formatFirmTime } from "../../console/views/firm-time";
import { Layout } from "../../console/views/layout";
import type { LeadKind } from "../../infrastructure/database/schema";
import { BulkActionBar, BulkSelectBox } from "../bulk/bulk-bar";
import { bulkCopy } from "../bulk/bulk-copy";
import { entryCopy } from "../entry/entry-copy";
import { ExportScopeNote } from "../export/export-scope";
import type { SavedView } from "../saved-views/saved-view-repository";
import { SavedViewsPanel } from "../saved-views/saved-views-panel";
import { LeadValue, NextAction, PersonRequests, PhoneLink } from "./inbox-cells";
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
  /** Each row's person and how many requests they sent; a row stands for its person. */
  people?: Map<number, { personId: number; count: number }>;
  staff: StaffChoice[];
  now: Date;
  timeZone: string;
  olderHref?: string;
  newerHref?: string;
  /** The inbox's query string as the rep opened it: bulk actions and views come back to it. */
  query: string;
  /** Who bulk actions may assign leads to: the active accounts. */
  activeStaff: { id: number; email: string; display_name: string | null }[];
  savedViews: SavedView[];
  /** What the last bulk action or saved view did, or why it was refused. */
  notice?: string;
  error?: string;
  viewError?: string;
  typedViewName?: string;
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

/** A filter's choice: "any" first, then one option per value. */
function FilterSelect(props: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ""}>
        <option value="">{inboxCopy.filters.any}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const labelled = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The owner choice of the inbox and board filters. */
export function OwnerSelect({ staff, owner }: { staff: StaffChoice[]; owner: number | undefined }) {
  return (
    <FilterSelect
      name="owner"
      label={inboxCopy.filters.owner}
      value={owner === undefined ? undefined : String(owner)}
      options={staff.map((member) => ({ value: String(member.id), label: member.name }))}
    />
  );
}

export function KindSelect({ kind }: { kind: LeadKind | undefined }) {
  const options = labelled(LEAD_KINDS, LEAD_KIND_LABELS);
  return <FilterSelect name="kind" label={inboxCopy.filters.kind} value={kind} options={options} />;
}

function Filters({ filters, staff }: { filters: LeadFilters; staff: StaffChoice[] }) {
  const copy = inboxCopy.filters;
  return (
    <form method="get" action="/admin/leads" className="filters">
      {filters.view === undefined ? null : <input type="hidden" name="view" value={filters.view} />}
      <KindSelect kind={filters.kind} />
      <FilterSelect
        name="status"
        label={copy.status}
        value={filters.status}
        options={labelled(LEAD_STATUSES, LEAD_STATUS_LABELS)}
      />
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
  const { staffEmail, filters, rows, staff, now, timeZone, olderHref, newerHref, query } = props;
  const columns = inboxCopy.columns;
  const params = filtersToParams(filters).toString();
  const ownerOf = ownerNames(staff);
  return (
    <Layout title={inboxCopy.title} staffEmail={staffEmail} notice={props.notice}>
      {props.error === undefined ? null : (
        <p className="error" role="alert">
          {props.error}
        </p>
      )}
      <SavedViews current={filters.view} />
      <Filters filters={filters} staff={staff} />
      <SavedViewsPanel
        views={props.savedViews}
        query={query}
        error={props.viewError}
        typedName={props.typedViewName}
      />
      <p className="lead-entry-links">
        <a href="/admin/leads/new">{entryCopy.newLead.link}</a> ·{" "}
        <a href="/admin/leads/import">{entryCopy.import.title}</a>
      </p>
      <p>
        <a href={`/admin/leads/export.csv${params === "" ? "" : `?${params}`}`}>
          {inboxCopy.exportCsv}
        </a>{" "}
        ·{" "}
        <a href={`/admin/leads/export.xlsx${params === "" ? "" : `?${params}`}`}>
          {inboxCopy.exportXlsx}
        </a>
      </p>
      <ExportScopeNote />
      {rows.length === 0 ? null : <BulkActionBar staff={props.activeStaff} back={query} />}
      {/* On a phone the stylesheet turns each row into a card, each cell labelled by data-label. */}
      <DataTable
        rows={rows}
        empty={inboxCopy.empty}
        className="lead-list"
        labelCells
        columns={[
          {
            header: bulkCopy.bar.selectHeading,
            className: "lead-select",
            cell: (row) => <BulkSelectBox id={row.id} name={row.name} />,
          },
          {
            header: columns.name,
            className: "lead-name",
            cell: (row) => (
              <>
                <a href={`/admin/leads/${row.id}`}>{row.name}</a>
                <span className="muted lead-email">
                  <EmailText email={row.email} />
                </span>
                <PersonRequests person={props.people?.get(row.id)} />
              </>
            ),
          },
          { header: columns.company, cell: (row) => row.company },
          {
            header: columns.source,
            cell: (row) => {
              const attribution = attributionOf(row);
              return (
                <>
                  {describeLeadSource(row)}
                  {attribution === "" ? null : (
                    <span className="muted lead-attribution">{attribution}</span>
                  )}
                </>
              );
            },
          },
          { header: columns.phone, cell: (row) => <PhoneLink phone={row.phone} /> },
          { header: columns.value, cell: (row) => <LeadValue cost={row.estimate_cost} /> },
          {
            header: columns.owner,
            cell: (row) =>
              ownerOf(row.owner_id) ?? <span className="muted">{inboxCopy.unassigned}</span>,
          },
          { header: columns.status, cell: (row) => LEAD_STATUS_LABELS[row.status] },
          {
            header: columns.nextAction,
            cell: (row) => <NextAction lead={row} now={now} timeZone={timeZone} />,
          },
          {
            header: columns.created,
            cell: (row) => (
              <time dateTime={row.created_at}>{formatFirmTime(row.created_at, timeZone)}</time>
            ),
          },
        ]}
      />
      <nav className="pager">
        {newerHref === undefined ? null : <a href={newerHref}>{inboxCopy.newer}</a>}
        {olderHref === undefined ? null : <a href={olderHref}>{inboxCopy.older}</a>}
      </nav>
    </Layout>
  );
}
