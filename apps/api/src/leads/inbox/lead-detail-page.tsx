import { ResumeLink } from "../../candidates/resume-access";
import { consoleCopy } from "../../console/views/console-copy";
import { formatFirmTime } from "../../console/views/firm-time";
import { type FieldErrors, FormErrorSummary, TextArea } from "../../console/views/form-fields";
import { Layout } from "../../console/views/layout";
import { ComposeSection, type ComposeState } from "../../correspondence/compose-section";
import { LeadDealsSection, type LeadDealsView } from "../../deals/lead-deals";
import type { LeadContactField } from "../../infrastructure/database/schema";
import { type LeadMeetings, LeadMeetingsSection } from "../../meetings/console/lead-meetings";
import { peopleCopy } from "../../people/people-copy";
import { LeadTasksSection, type LeadTasksView } from "../../tasks/lead-tasks";
import { OwnerFields } from "../assignment/owner-form";
import { STAFF_ENTRY_CALL } from "../entry/entry-limits";
import { enteredByOf } from "../entry/save-entry";
import { FollowUpFields } from "../follow-up/follow-up-form";
import { WaitingBadge } from "../follow-up/untouched-leads";
import { displayPhone } from "../normalize-phone";
import {
  CONTACT_FIELDS,
  CONTACT_FORM_FIELDS,
  CONTACT_LIMITS,
  type CurrentContact,
  shownContact,
} from "./lead-contact";
import { leadDetailCopy } from "./lead-detail-copy";
import type { LeadDetail } from "./lead-detail-repository";
import {
  askedFor,
  attributionSummary,
  estimateOf,
  mailtoHref,
  parseDetails,
  telHref,
  whatsAppHref,
} from "./lead-detail-request";
import { buildTimeline } from "./lead-detail-timeline";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES } from "./lead-labels";
import { describeLeadSource } from "./lead-source";
import { MAX_NOTE_LENGTH } from "./lead-status";
import type { LeadWorkForm } from "./lead-work";

export interface LeadDetailPageProps {
  staffEmail: string;
  detail: LeadDetail;
  /** The firm's IANA zone; every time on the page is written in it. */
  firmTimeZone: string;
  notice?: string;
  /** What a refused work form sent, shown again. */
  workForm?: Partial<LeadWorkForm>;
  errors?: FieldErrors;
  /** Why the form was not saved: someone changed the lead after the page was opened. */
  conflict?: string;
  /** The lead's meetings and what staff can book, move or cancel. */
  meetings?: LeadMeetings | undefined;
  /** The compose form shown again: a template filled in, or what was refused and why. */
  compose?: ComposeState | undefined;
  /** A refused task form (add or complete), shown again in the Tasks section. */
  taskForms?: Pick<LeadTasksView, "addForm" | "completeForm"> | undefined;
  /** The person's deals and the forms to add and edit them. */
  deals?: LeadDealsView | undefined;
}

const copy = leadDetailCopy;

function Pairs({ entries }: { entries: [string, string | number | null][] }) {
  return (
    <dl>
      {entries.map(([key, value]) => (
        <div key={key} className="pair">
          <dt>{key}</dt>
          <dd>{value ?? ""}</dd>
        </div>
      ))}
    </dl>
  );
}

const CONTACT_INPUT_TYPES: Record<LeadContactField, "text" | "tel" | "email"> = {
  name: "text",
  phone: "tel",
  company: "text",
  email: "email",
};

/**
 * The person's name, phone, company and e-mail, correctable in the page's one form so nothing
 * typed elsewhere on it is lost. Folded away until a correction was typed or refused.
 */
function ContactFields({
  lead,
  typed,
  errors,
}: {
  lead: CurrentContact;
  typed: Partial<LeadWorkForm> | undefined;
  errors: FieldErrors | undefined;
}) {
  const names = CONTACT_FIELDS.map((field) => CONTACT_FORM_FIELDS[field]);
  const open = names.some(
    (name, index) =>
      errors?.[name] !== undefined ||
      (typed?.[name] !== undefined &&
        typed[name] !== shownContact(lead, CONTACT_FIELDS[index] ?? "name")),
  );
  return (
    <details className="contact-fields" open={open}>
      <summary>{copy.contactEdit.heading}</summary>
      <p className="muted">{copy.contactEdit.hint}</p>
      {CONTACT_FIELDS.map((field) => {
        const name = CONTACT_FORM_FIELDS[field];
        const error = errors?.[name];
        return (
          <label key={field}>
            {copy.contactEdit.labels[field]}
            <input
              name={name}
              type={CONTACT_INPUT_TYPES[field]}
              defaultValue={typed?.[name] ?? shownContact(lead, field)}
              maxLength={CONTACT_LIMITS[field]}
              autoComplete="off"
              aria-invalid={error === undefined ? undefined : true}
              aria-describedby={error === undefined ? undefined : `${name}-error`}
            />
            {error === undefined ? null : (
              <span className="error" id={`${name}-error`}>
                {error}
              </span>
            )}
          </label>
        );
      })}
    </details>
  );
}

/** The stored payload as key → text, nested values as JSON. */
function payloadEntries(details: string): [string, string][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return [["(raw)", details]];
  }
  if (typeof parsed !== "object" || parsed === null) return [["(raw)", details]];
  return Object.entries(parsed).map(([key, value]) => [
    key,
    typeof value === "string" ? value : JSON.stringify(value),
  ]);
}

/**
 * One lead as a person's request: who they are and how to reach them, the forms to work the lead,
 * what they asked for, where they came from, the timeline, and the raw stored fields folded away.
 */
export function LeadDetailPage({
  staffEmail,
  detail,
  firmTimeZone,
  notice,
  workForm,
  errors,
  conflict,
  meetings,
  compose,
  taskForms,
  deals,
}: LeadDetailPageProps) {
  const { lead, resume, personLeadCount } = detail;
  const time = (iso: string) => formatFirmTime(iso, firmTimeZone);
  const now = new Date();
  const details = parseDetails(lead.details);
  const source = describeLeadSource(lead, enteredByOf(details));
  const attribution = attributionSummary(lead);
  const asked = askedFor(lead, details);
  const estimate = estimateOf(lead, details);
  const timeline = buildTimeline(detail, source, time, firmTimeZone);
  const tel = telHref(lead.phone);
  const whatsApp = whatsAppHref(lead.phone);
  const {
    details: storedPayload,
    marketing_opt_in: optIn,
    marketing_opt_in_at: optInAt,
    privacy_notice_version: noticeVersion,
    ...columns
  } = lead;

  return (
    <Layout title={lead.name} staffEmail={staffEmail} notice={notice}>
      <div className="lead-page">
        <div className="lead-summary">
          <p className="muted">
            {[lead.company, LEAD_KIND_LABELS[lead.kind], LEAD_STATUS_LABELS[lead.status]]
              .filter((part) => part !== null && part !== "")
              .join(" · ")}
            {" · "}
            {copy.received(time(lead.created_at))}
            {lead.reference === null ? null : (
              <>
                {" · "}
                {copy.reference} <span className="nowrap">{lead.reference}</span>
              </>
            )}
          </p>
          <ul className="contact-links" aria-label={copy.contact.heading}>
            <li>
              <a href={mailtoHref(lead.email)}>{lead.email}</a>
            </li>
            {lead.phone === null || lead.phone.trim() === "" ? null : (
              <li>
                {tel === undefined ? lead.phone : <a href={tel}>{displayPhone(lead.phone)}</a>}
                {whatsApp === undefined ? null : (
                  <>
                    {" · "}
                    <a href={whatsApp}>{copy.contact.whatsApp}</a>
                  </>
                )}
              </li>
            )}
          </ul>
          <p className="lead-links">
            <a href="/admin/leads">{consoleCopy.backToLeads}</a>
            {" · "}
            <a href={`/admin/leads/${lead.id}/person`}>
              {personLeadCount > 1
                ? copy.allRequests(personLeadCount)
                : peopleCopy.leadLinks.person}
            </a>
            {lead.company === null || lead.company.trim() === "" ? null : (
              <>
                {" · "}
                <a href={`/admin/leads/${lead.id}/company`}>
                  {peopleCopy.leadLinks.company(lead.company)}
                </a>
              </>
            )}
          </p>
        </div>

        <section aria-labelledby="work-this-lead" className="work-this-lead">
          <h2 id="work-this-lead">{copy.work.heading}</h2>
          <WaitingBadge lead={lead} now={now} timeZone={firmTimeZone} />
          <form method="post" action={`/admin/leads/${lead.id}`} className="stack work-form">
            {conflict === undefined ? null : (
              <p className="error" role="alert">
                {conflict}
              </p>
            )}
            <FormErrorSummary errors={errors} />
            <input type="hidden" name="version" value={String(lead.version)} />
            <input type="hidden" name="opened_at" value={now.toISOString()} />
            <ContactFields lead={lead} typed={workForm} errors={errors} />
            <label>
              {copy.work.status}
              <select
                name="status"
                defaultValue={workForm?.status ?? lead.status}
                aria-invalid={errors?.status === undefined ? undefined : true}
              >
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {LEAD_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
              {errors?.status === undefined ? null : <span className="error">{errors.status}</span>}
            </label>
            <OwnerFields
              owner={detail.owner}
              ownerId={lead.owner_id}
              staff={detail.activeStaff}
              typed={workForm?.owner_id}
              error={errors?.owner_id}
            />
            <FollowUpFields
              nextActionAt={lead.next_action_at}
              nextActionText={lead.next_action_text}
              timeZone={firmTimeZone}
              now={now}
              typed={workForm}
              errors={errors}
            />
            <label>
              {copy.work.activity}
              <select name="activity" defaultValue={workForm?.activity ?? "note"}>
                {(["note", "call", "email", "meeting"] as const).map((activity) => (
                  <option key={activity} value={activity}>
                    {copy.work.activities[activity]}
                  </option>
                ))}
              </select>
            </label>
            <TextArea
              name="note"
              label={copy.work.note}
              value={workForm?.note ?? ""}
              errors={errors}
              rows={4}
              maxLength={MAX_NOTE_LENGTH}
            />
            <button type="submit">{copy.work.save}</button>
          </form>
        </section>

        <div className="lead-main">
          <section aria-labelledby="asked-for" className="lead-request">
            <h2 id="asked-for">{copy.asked.heading}</h2>
            {asked.length === 0 && estimate === undefined && lead.kind !== "candidate" ? (
              <p>{copy.asked.nothing}</p>
            ) : null}
            {asked.length === 0 ? null : <Pairs entries={asked} />}
            {estimate === undefined ? null : (
              <>
                <h3>
                  {copy.asked.estimate}: <span className="estimate-total">{estimate.total}</span>
                </h3>
                {estimate.lines.length === 0 ? null : (
                  <table className="estimate-lines">
                    <thead>
                      <tr>
                        <th scope="col">{copy.asked.estimatePart}</th>
                        <th scope="col" className="number">
                          {copy.asked.estimateHours}
                        </th>
                        <th scope="col" className="number">
                          {copy.asked.estimateAmount}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {estimate.lines.map((line) => (
                        <tr key={line.label}>
                          <td>{line.label}</td>
                          <td className="number">{line.hours}</td>
                          <td className="number">{line.amount}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row" colSpan={2}>
                          {copy.asked.estimateTotal}
                        </th>
                        <td className="number">{estimate.total}</td>
                      </tr>
                    </tfoot>
                  </table>
                )}
                {estimate.repriced ? <p className="muted">{copy.asked.estimateRepriced}</p> : null}
              </>
            )}
            {lead.kind === "candidate" ? (
              <>
                <h3>{copy.asked.resume}</h3>
                {resume === undefined ? (
                  <p>{copy.asked.noResume}</p>
                ) : (
                  <ResumeLink
                    leadId={lead.id}
                    label={copy.asked.downloadResume(resume.file_name, resume.size)}
                  />
                )}
              </>
            ) : null}
          </section>

          {deals === undefined ? null : <LeadDealsSection leadId={lead.id} data={deals} />}

          <LeadTasksSection
            leadId={lead.id}
            firmTimeZone={firmTimeZone}
            data={{
              tasks: detail.tasks,
              activeStaff: detail.activeStaff,
              leadOwnerId: lead.owner_id,
              now: now.toISOString(),
              ...taskForms,
            }}
          />

          <ComposeSection
            leadId={lead.id}
            lead={lead}
            data={detail.correspondence}
            state={compose}
            canQuote={estimate !== undefined}
            firmTimeZone={firmTimeZone}
          />

          <section aria-labelledby="came-from" className="lead-source">
            <h2 id="came-from">{copy.source.heading}</h2>
            <Pairs
              entries={[
                [copy.source.source, source],
                ...(attribution === undefined
                  ? []
                  : ([[copy.source.attribution, attribution]] as [string, string][])),
              ]}
            />
            <h3>{copy.privacy.heading}</h3>
            <Pairs
              entries={[
                [
                  copy.privacy.marketingOptIn,
                  optIn === 1
                    ? copy.privacy.optedIn(optInAt === null ? null : time(optInAt))
                    : copy.privacy.notOptedIn,
                ],
                [
                  copy.privacy.noticeVersion,
                  noticeVersion ??
                    (lead.source_call === STAFF_ENTRY_CALL
                      ? copy.privacy.enteredByStaff
                      : detail.noticeVersionsKeptSince !== undefined &&
                          lead.created_at >= detail.noticeVersionsKeptSince
                        ? copy.privacy.noticeVersionNotSent
                        : copy.privacy.noNoticeVersion),
                ],
              ]}
            />
            <form method="post" action="/admin/privacy/search" className="inline">
              <input type="hidden" name="email" value={lead.email} />
              <button type="submit" className="link">
                {copy.privacy.findAllHeld}
              </button>
            </form>
          </section>

          {meetings === undefined ? null : (
            <LeadMeetingsSection leadId={lead.id} data={meetings} firmTimeZone={firmTimeZone} />
          )}

          <section aria-labelledby="timeline" className="lead-timeline">
            <h2 id="timeline">{copy.timeline.heading}</h2>
            <ol className="timeline">
              {timeline.map((entry) => (
                <li key={entry.key}>
                  <p className="timeline-what">{entry.text}</p>
                  <p className="muted timeline-when">
                    <time dateTime={entry.at}>{time(entry.at)}</time>
                  </p>
                  {entry.body === undefined ? null : <p className="note-text">{entry.body}</p>}
                  {entry.error === undefined ? null : <p className="error">{entry.error}</p>}
                </li>
              ))}
            </ol>
          </section>

          <details className="stored-fields">
            <summary>{copy.stored.summary}</summary>
            <h3>{copy.stored.columns}</h3>
            <Pairs entries={Object.entries(columns).map(([key, value]) => [key, value])} />
            <h3>{copy.stored.payload}</h3>
            <Pairs entries={payloadEntries(storedPayload)} />
          </details>
        </div>
      </div>
    </Layout>
  );
}
