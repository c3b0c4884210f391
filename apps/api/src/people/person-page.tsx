import { consoleCopy } from "../console/views/console-copy";
import { DataTable } from "../console/views/data-table";
import { formatFirmTime } from "../console/views/firm-time";
import { Layout } from "../console/views/layout";
import { staffName } from "../console/views/staff-name";
import { assignmentCopy } from "../leads/assignment/assignment-copy";
import type { ActiveStaff } from "../leads/assignment/assignment-repository";
import { mailtoHref, telHref, whatsAppHref } from "../leads/inbox/lead-detail-request";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "../leads/inbox/lead-labels";
import { leadOwnerName } from "../leads/inbox/lead-owners";
import { describeLeadSource } from "../leads/inbox/lead-source";
import { displayPhone } from "../leads/normalize-phone";
import { peopleCopy } from "./people-copy";
import type { PersonRecord } from "./people-repository";
import { MAX_TIMELINE_REQUESTS, type PersonTimelineEntry } from "./person-timeline";

const distinct = (values: (string | null)[]) => {
  const seen = new Map<string, string>();
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) seen.set(trimmed.toLowerCase(), seen.get(trimmed.toLowerCase()) ?? trimmed);
  }
  return [...seen.values()];
};

/** The timeline of a person or company: what happened, when, and on which request. */
export function RecordTimeline({
  entries,
  firmTimeZone,
}: {
  entries: PersonTimelineEntry[];
  firmTimeZone: string;
}) {
  return (
    <ol className="timeline">
      {entries.map((entry) => (
        <li key={entry.key}>
          <p className="timeline-what">{entry.text}</p>
          <p className="muted timeline-when">
            <time dateTime={entry.at}>{formatFirmTime(entry.at, firmTimeZone)}</time>
            {entry.request === undefined ? null : (
              <>
                {" · "}
                <a href={`/admin/leads/${entry.request.id}`}>
                  {peopleCopy.timeline.onRequest(entry.request.label)}
                </a>
              </>
            )}
          </p>
          {entry.body === undefined ? null : <p className="note-text">{entry.body}</p>}
        </li>
      ))}
    </ol>
  );
}

/** The search that starts a merge: find the other record by name, e-mail, phone or number. */
export function MergeSearch({ action, hint }: { action: string; hint: string }) {
  const copy = peopleCopy.merge;
  return (
    <section aria-labelledby="merge-heading" className="record-merge">
      <h2 id="merge-heading">{copy.heading}</h2>
      <form method="get" action={action} className="filters">
        <label>
          {copy.search}
          <input type="search" name="q" maxLength={100} required />
        </label>
        <button type="submit">{copy.find}</button>
      </form>
      <p className="muted">{hint}</p>
    </section>
  );
}

export interface PersonPageProps {
  staffEmail: string;
  record: PersonRecord;
  timeline: PersonTimelineEntry[];
  activeStaff: ActiveStaff[];
  firmTimeZone: string;
  notice?: string;
  /** A refused owner change: its message, and the choice sent. */
  ownerError?: string;
  typedOwner?: string;
}

/** One person: how to reach them, their company and owner, every request and one timeline. */
export function PersonPage(props: PersonPageProps) {
  const { staffEmail, record, timeline, activeStaff, firmTimeZone, notice } = props;
  const { person, leads, owner, ownerId } = record;
  const emails = distinct(leads.map((lead) => lead.email));
  const phones = distinct(leads.map((lead) => lead.phone));
  const copy = peopleCopy;
  const ownerText =
    owner === undefined
      ? copy.unassigned
      : owner.disabled_at === null
        ? staffName(owner)
        : assignmentCopy.disabledOwner(staffName(owner));
  return (
    <Layout title={person.name} staffEmail={staffEmail} notice={notice}>
      <div className="person-page">
        <p className="lead-links">
          <a href="/admin/people">{copy.list.title}</a> ·{" "}
          <a href="/admin/leads">{consoleCopy.backToLeads}</a>
        </p>
        <h2 id="person-contacts">{copy.contacts}</h2>
        <ul className="contact-links" aria-labelledby="person-contacts">
          {emails.map((email) => (
            <li key={email}>
              <a href={mailtoHref(email)}>{email}</a>
            </li>
          ))}
          {phones.map((phone) => {
            const tel = telHref(phone);
            const whatsApp = whatsAppHref(phone);
            return (
              <li key={phone}>
                {tel === undefined ? phone : <a href={tel}>{displayPhone(phone)}</a>}
                {whatsApp === undefined ? null : (
                  <>
                    {" · "}
                    <a href={whatsApp}>{copy.whatsApp}</a>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <dl className="record-facts">
          <dt>{copy.company}</dt>
          <dd>
            {person.company_id === null || person.company_name === null ? (
              copy.noCompany
            ) : (
              <a href={`/admin/companies/${person.company_id}`}>{person.company_name}</a>
            )}
          </dd>
          <dt>{copy.owner}</dt>
          <dd>{ownerText}</dd>
          <dt>{copy.list.columns.requests}</dt>
          <dd>{copy.requests(leads.length)}</dd>
        </dl>

        <form
          method="post"
          action={`/admin/people/${person.id}/owner`}
          className="stack owner-form"
        >
          <label>
            {copy.ownerForm.label}
            <select
              name="owner_id"
              defaultValue={props.typedOwner ?? (ownerId === null ? "" : String(ownerId))}
              aria-invalid={props.ownerError === undefined ? undefined : true}
              aria-describedby="owner-hint"
            >
              <option value="">{assignmentCopy.chooseNewOwner}</option>
              {activeStaff.map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {staffName(member)}
                </option>
              ))}
            </select>
            {props.ownerError === undefined ? null : (
              <span className="error" role="alert">
                {props.ownerError}
              </span>
            )}
          </label>
          <p id="owner-hint" className="muted">
            {copy.ownerForm.hint}
          </p>
          <button type="submit">{copy.ownerForm.submit}</button>
        </form>

        <h2 id="person-requests">{copy.requests(leads.length)}</h2>
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
              header: copy.columns.request,
              cell: (lead) => <a href={`/admin/leads/${lead.id}`}>{describeLeadSource(lead)}</a>,
            },
            { header: copy.columns.kind, cell: (lead) => LEAD_KIND_LABELS[lead.kind] },
            { header: copy.columns.status, cell: (lead) => LEAD_STATUS_LABELS[lead.status] },
            {
              header: copy.columns.owner,
              cell: (lead) => leadOwnerName(lead) ?? copy.unassigned,
            },
            ...(leads.length > 1
              ? [
                  {
                    header: copy.columns.split,
                    cell: (lead: (typeof leads)[number]) => (
                      <form method="post" action={`/admin/people/${person.id}/split`}>
                        <input type="hidden" name="lead_id" value={String(lead.id)} />
                        <button
                          type="submit"
                          className="link"
                          aria-label={copy.split.label(describeLeadSource(lead))}
                        >
                          {copy.split.button}
                        </button>
                      </form>
                    ),
                  },
                ]
              : []),
          ]}
        />

        <section aria-labelledby="person-timeline" className="lead-timeline">
          <h2 id="person-timeline">{copy.timeline.heading}</h2>
          <p className="muted">
            {leads.length > MAX_TIMELINE_REQUESTS
              ? copy.timeline.more(MAX_TIMELINE_REQUESTS, leads.length)
              : copy.timeline.hint}
          </p>
          <RecordTimeline entries={timeline} firmTimeZone={firmTimeZone} />
        </section>

        <MergeSearch action={`/admin/people/${person.id}/merge`} hint={copy.merge.hint} />
      </div>
    </Layout>
  );
}
