import { Layout } from "../../console/views/layout";
import type { LeadStatus } from "../../infrastructure/database/schema";
import { LeadValue, NextAction } from "../inbox/inbox-cells";
import { inboxCopy } from "../inbox/inbox-copy";
import { KindSelect, OwnerSelect } from "../inbox/inbox-page";
import { filtersToParams, type LeadFilters } from "../inbox/lead-filters";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "../inbox/lead-labels";
import { ownerNames, type StaffChoice } from "../inbox/lead-owners";
import type { LeadListRow } from "../inbox/lead-query";
import { describeLeadSource } from "../inbox/lead-source";
import { boardCopy } from "./board-copy";
import type { BoardColumn } from "./board-query";

export interface BoardPageProps {
  staffEmail: string;
  filters: LeadFilters;
  columns: BoardColumn[];
  staff: StaffChoice[];
  now: Date;
  timeZone: string;
  notice?: string | undefined;
  error?: string | undefined;
}

/** A lead's card: who, from where, worth what, whose, what next; and the form that moves it. */
function BoardCard(props: {
  row: LeadListRow & { version: number };
  owner: string | undefined;
  filters: LeadFilters;
  now: Date;
  timeZone: string;
}) {
  const { row, owner, filters, now, timeZone } = props;
  const selectId = `move-${row.id}`;
  return (
    <li className="board-card" id={`lead-${row.id}`}>
      <a href={`/admin/leads/${row.id}`} className="board-card-name">
        {row.name}
      </a>
      <dl className="board-card-facts">
        <div className="pair">
          <dt>{inboxCopy.columns.source}</dt>
          <dd>{describeLeadSource(row)}</dd>
        </div>
        {row.estimate_cost === null ? null : (
          <div className="pair">
            <dt>{inboxCopy.columns.value}</dt>
            <dd>
              <LeadValue cost={row.estimate_cost} />
            </dd>
          </div>
        )}
        <div className="pair">
          <dt>{inboxCopy.columns.owner}</dt>
          <dd>{owner ?? inboxCopy.unassigned}</dd>
        </div>
        <div className="pair">
          <dt>{inboxCopy.columns.nextAction}</dt>
          <dd>
            <NextAction lead={row} now={now} timeZone={timeZone} />
          </dd>
        </div>
      </dl>
      <form method="post" action={`/admin/board/${row.id}/move`} className="board-move">
        {filters.owner === undefined ? null : (
          <input type="hidden" name="owner" value={String(filters.owner)} />
        )}
        {filters.kind === undefined ? null : (
          <input type="hidden" name="kind" value={filters.kind} />
        )}
        {/* The lead as this card shows it: a move after someone else's change is refused. */}
        <input type="hidden" name="version" value={String(row.version)} />
        <input type="hidden" name="opened_at" value={now.toISOString()} />
        <label htmlFor={selectId} className="visually-hidden">
          {boardCopy.moveLabel(row.name)}
        </label>
        {/* Starts at the card's own stage: pressing Move unchanged leaves the deal where it is. */}
        <select id={selectId} name="status" defaultValue={row.status}>
          {LEAD_STATUSES.map((status: LeadStatus) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <button type="submit">{boardCopy.move}</button>
      </form>
    </li>
  );
}

export function BoardPage(props: BoardPageProps) {
  const { staffEmail, filters, columns, staff, now, timeZone, notice, error } = props;
  const ownerOf = ownerNames(staff);
  return (
    <Layout title={boardCopy.title} staffEmail={staffEmail} notice={notice}>
      <form method="get" action="/admin/board" className="filters">
        <OwnerSelect staff={staff} owner={filters.owner} />
        <KindSelect kind={filters.kind} />
        <button type="submit">{boardCopy.filter}</button>
        <a href="/admin/board">{boardCopy.reset}</a>
      </form>
      {error === undefined ? null : (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="board">
        {columns.map((column) => {
          const headingId = `column-${column.status}`;
          const inboxParams = filtersToParams({ ...filters, status: column.status });
          return (
            <section key={column.status} className="board-column" aria-labelledby={headingId}>
              <h2 id={headingId}>
                {LEAD_STATUS_LABELS[column.status]}{" "}
                <span className="muted">({boardCopy.count(column.rows.length, column.total)})</span>
              </h2>
              {column.rows.length === 0 ? (
                <p className="muted">{boardCopy.empty}</p>
              ) : (
                <ul className="board-cards">
                  {column.rows.map((row) => (
                    <BoardCard
                      key={row.id}
                      row={row}
                      owner={ownerOf(row.owner_id)}
                      filters={filters}
                      now={now}
                      timeZone={timeZone}
                    />
                  ))}
                </ul>
              )}
              {column.total > column.rows.length ? (
                <a href={`/admin/leads?${inboxParams}`}>{boardCopy.moreInInbox(column.total)}</a>
              ) : null}
            </section>
          );
        })}
      </div>
    </Layout>
  );
}
