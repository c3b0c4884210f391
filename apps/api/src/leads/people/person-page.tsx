import { consoleCopy } from "../../console/views/console-copy";
import { DataTable } from "../../console/views/data-table";
import { formatFirmTime } from "../../console/views/firm-time";
import { Layout } from "../../console/views/layout";
import { mailtoHref, telHref, whatsAppHref } from "../inbox/lead-detail-request";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "../inbox/lead-labels";
import { leadOwnerName } from "../inbox/lead-owners";
import { describeLeadSource } from "../inbox/lead-source";
import { displayPhone } from "../normalize-phone";
import { personCopy } from "./person-copy";
import type { Person } from "./person-repository";

const distinct = (values: (string | null)[]) => {
  const seen = new Map<string, string>();
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) seen.set(trimmed.toLowerCase(), seen.get(trimmed.toLowerCase()) ?? trimmed);
  }
  return [...seen.values()];
};

/** Everything one person sent, across every form: their contacts and each of their leads. */
export function PersonPage({
  staffEmail,
  person,
  firmTimeZone,
}: {
  staffEmail: string;
  person: Person;
  firmTimeZone: string;
}) {
  const { leads } = person;
  const newest = leads[0];
  const emails = distinct(leads.map((lead) => lead.email));
  const phones = distinct(leads.map((lead) => lead.phone));
  const companies = distinct(leads.map((lead) => lead.company));
  return (
    <Layout title={newest?.name ?? ""} staffEmail={staffEmail}>
      <div className="person-page">
        <p>
          <a href="/admin/leads">{consoleCopy.backToLeads}</a>
        </p>
        <h2 id="person-contacts">{personCopy.contacts}</h2>
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
                    <a href={whatsApp}>{personCopy.whatsApp}</a>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        {companies.length === 0 ? null : (
          <p>
            {personCopy.companies}: {companies.join(", ")}
          </p>
        )}
        <h2>{personCopy.requests(leads.length)}</h2>
        <DataTable
          rows={leads}
          className="person-leads"
          labelCells
          headerScope="col"
          columns={[
            {
              header: personCopy.columns.received,
              cell: (lead) => (
                <time dateTime={lead.created_at}>
                  {formatFirmTime(lead.created_at, firmTimeZone)}
                </time>
              ),
            },
            {
              header: personCopy.columns.request,
              cell: (lead) => <a href={`/admin/leads/${lead.id}`}>{describeLeadSource(lead)}</a>,
            },
            { header: personCopy.columns.kind, cell: (lead) => LEAD_KIND_LABELS[lead.kind] },
            { header: personCopy.columns.status, cell: (lead) => LEAD_STATUS_LABELS[lead.status] },
            {
              header: personCopy.columns.owner,
              cell: (lead) => leadOwnerName(lead) ?? personCopy.unassigned,
            },
          ]}
        />
      </div>
    </Layout>
  );
}
