import { DataTable } from "../console/views/data-table";
import { formatFirmTime } from "../console/views/firm-time";
import { Layout } from "../console/views/layout";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "../leads/inbox/lead-labels";
import { leadOwnerName } from "../leads/inbox/lead-owners";
import { describeLeadSource } from "../leads/inbox/lead-source";
import { displayPhone } from "../leads/normalize-phone";
import { peopleCopy } from "./people-copy";
import type { CompanyRecord } from "./people-repository";
import { MergeSearch, RecordTimeline } from "./person-page";
import type { PersonTimelineEntry } from "./person-timeline";

/** One company: the people who wrote from it, every request they sent, and its merges. */
export function CompanyPage(props: {
  staffEmail: string;
  record: CompanyRecord;
  timeline: PersonTimelineEntry[];
  firmTimeZone: string;
  notice?: string;
}) {
  const { record, firmTimeZone } = props;
  const { company, people, leads } = record;
  const copy = peopleCopy;
  const personName = new Map(people.map((person) => [person.id, person.name]));
  return (
    <Layout title={company.name} staffEmail={props.staffEmail} notice={props.notice}>
      <div className="person-page">
        <p className="lead-links">
          <a href="/admin/people">{copy.list.title}</a>
        </p>
        <h2 id="company-people">{copy.companyPage.people}</h2>
        <DataTable
          rows={people}
          empty={copy.companyPage.noPeople}
          className="person-leads"
          labelCells
          headerScope="col"
          columns={[
            {
              header: copy.list.columns.name,
              cell: (person) => <a href={`/admin/people/${person.id}`}>{person.name}</a>,
            },
            { header: copy.list.columns.email, cell: (person) => person.email_key ?? "" },
            {
              header: copy.list.columns.phone,
              cell: (person) => (person.phone_key === null ? "" : displayPhone(person.phone_key)),
            },
            {
              header: copy.list.columns.requests,
              cell: (person) => Number(person.request_count ?? 0),
            },
          ]}
        />
        <h2 id="company-requests">{copy.requests(leads.length)}</h2>
        <DataTable
          rows={leads}
          className="person-leads"
          labelCells
          headerScope="col"
          columns={[
            {
              header: copy.columns.received,
              cell: (lead) => (
                <time dateTime={lead.created_at}>
                  {formatFirmTime(lead.created_at, firmTimeZone)}
                </time>
              ),
            },
            {
              header: copy.list.columns.name,
              cell: (lead) =>
                lead.person_id === null ? (
                  lead.name
                ) : (
                  <a href={`/admin/people/${lead.person_id}`}>
                    {personName.get(lead.person_id) ?? lead.name}
                  </a>
                ),
            },
            {
              header: copy.columns.request,
              cell: (lead) => <a href={`/admin/leads/${lead.id}`}>{describeLeadSource(lead)}</a>,
            },
            { header: copy.columns.kind, cell: (lead) => LEAD_KIND_LABELS[lead.kind] },
            { header: copy.columns.status, cell: (lead) => LEAD_STATUS_LABELS[lead.status] },
            {
              header: copy.columns.owner,
              cell: (lead) => leadOwnerName(lead) ?? copy.unassigned,
            },
          ]}
        />
        {props.timeline.length === 0 ? null : (
          <section aria-labelledby="company-timeline" className="lead-timeline">
            <h2 id="company-timeline">{copy.timeline.heading}</h2>
            <RecordTimeline entries={props.timeline} firmTimeZone={firmTimeZone} />
          </section>
        )}
        <MergeSearch
          action={`/admin/companies/${company.id}/merge`}
          hint={copy.companyPage.mergeHint}
        />
      </div>
    </Layout>
  );
}
