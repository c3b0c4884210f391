import { DataTable } from "../console/views/data-table";
import { Layout } from "../console/views/layout";
import { leadOwnerName } from "../leads/inbox/lead-owners";
import { displayPhone } from "../leads/normalize-phone";
import { peopleCopy } from "./people-copy";
import type { PersonListRow } from "./people-repository";

const copy = peopleCopy.list;

/** Everyone who sent a request, one row per person, searchable and paged. */
export function PeopleListPage(props: {
  staffEmail: string;
  q: string;
  rows: PersonListRow[];
  page: number;
  hasMore: boolean;
  error?: string;
}) {
  const { q, rows, page, hasMore, error } = props;
  const pageHref = (to: number) => {
    const params = new URLSearchParams();
    if (q !== "") params.set("q", q);
    if (to > 1) params.set("page", String(to));
    const text = params.toString();
    return `/admin/people${text === "" ? "" : `?${text}`}`;
  };
  return (
    <Layout title={copy.title} staffEmail={props.staffEmail}>
      <form method="get" action="/admin/people" className="filters">
        <label>
          {copy.search}
          <input
            type="search"
            name="q"
            maxLength={100}
            defaultValue={q}
            aria-invalid={error === undefined ? undefined : true}
          />
        </label>
        <button type="submit">{copy.apply}</button>
        <a href="/admin/people">{copy.reset}</a>
      </form>
      {error === undefined ? null : (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <DataTable
        rows={rows}
        empty={copy.empty}
        className="lead-list people-list"
        labelCells
        headerScope="col"
        columns={[
          {
            header: copy.columns.name,
            rowHeader: true,
            cell: (row) => <a href={`/admin/people/${row.id}`}>{row.name}</a>,
          },
          { header: copy.columns.email, cell: (row) => row.email_key ?? "" },
          {
            header: copy.columns.phone,
            cell: (row) => (row.phone_key === null ? "" : displayPhone(row.phone_key)),
          },
          {
            header: copy.columns.company,
            cell: (row) =>
              row.company_id === null || row.company_name === null ? (
                ""
              ) : (
                <a href={`/admin/companies/${row.company_id}`}>{row.company_name}</a>
              ),
          },
          {
            header: copy.columns.owner,
            cell: (row) =>
              leadOwnerName(row) ?? <span className="muted">{peopleCopy.unassigned}</span>,
          },
          { header: copy.columns.requests, cell: (row) => row.request_count },
        ]}
      />
      <nav className="pager" aria-label={copy.page(page)}>
        {page > 1 ? <a href={pageHref(page - 1)}>{copy.newer}</a> : null}
        {hasMore ? <a href={pageHref(page + 1)}>{copy.older}</a> : null}
      </nav>
    </Layout>
  );
}
