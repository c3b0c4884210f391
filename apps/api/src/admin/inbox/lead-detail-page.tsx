import { consoleCopy } from "../views/console-copy";
import { type FieldErrors, FormErrorSummary, TextArea } from "../views/form-fields";
import { Layout } from "../views/layout";
import { inboxCopy } from "./inbox-copy";
import type { LeadDetail } from "./lead-detail-repository";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES } from "./lead-labels";
import { MAX_NOTE_LENGTH } from "./lead-status";

export interface LeadDetailPageProps {
  staffEmail: string;
  detail: LeadDetail;
  notice?: string;
  /** The submitted values when the status form failed validation. */
  form?: { status: string; note: string };
  errors?: FieldErrors;
}

const when = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;

/** The submitted payload as key → text; nested values are shown as JSON. */
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

function DefinitionList({ entries }: { entries: [string, string | number | null][] }) {
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

export function LeadDetailPage({ staffEmail, detail, notice, form, errors }: LeadDetailPageProps) {
  const { lead, notifications, resume, events } = detail;
  const copy = inboxCopy.detail;
  const {
    details,
    marketing_opt_in: optIn,
    marketing_opt_in_at: optInAt,
    privacy_notice_version: noticeVersion,
    ...columns
  } = lead;
  return (
    <Layout title={copy.title(lead.id)} staffEmail={staffEmail} notice={notice}>
      <p>
        <a href="/admin/leads">{consoleCopy.backToLeads}</a>
      </p>
      <h2>{copy.status}</h2>
      <form method="post" action={`/admin/leads/${lead.id}/status`} className="stack">
        <FormErrorSummary errors={errors} />
        <label>
          {inboxCopy.columns.status}
          <select name="status" defaultValue={form?.status ?? lead.status}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
          {errors?.status === undefined ? null : <span className="error">{errors.status}</span>}
        </label>
        <TextArea
          name="note"
          label={copy.note}
          value={form?.note ?? lead.staff_note ?? ""}
          errors={errors}
          rows={4}
          maxLength={MAX_NOTE_LENGTH}
        />
        <button type="submit">{copy.save}</button>
        {lead.status_changed_by === null || lead.status_changed_at === null ? null : (
          <p className="muted">
            {copy.changedBy(lead.status_changed_by, when(lead.status_changed_at))}
          </p>
        )}
      </form>

      {lead.kind === "candidate" ? (
        <>
          <h2>{copy.resume}</h2>
          {resume === undefined ? (
            <p>{copy.noResume}</p>
          ) : (
            <p>
              <a href={`/admin/leads/${lead.id}/resume`}>
                {copy.downloadResume(resume.file_name, resume.size)}
              </a>
            </p>
          )}
        </>
      ) : null}

      <h2>{copy.privacy}</h2>
      <DefinitionList
        entries={[
          [
            copy.marketingOptIn,
            optIn === 1 ? copy.optedIn(optInAt === null ? null : when(optInAt)) : copy.notOptedIn,
          ],
          [copy.noticeVersion, noticeVersion ?? copy.noNoticeVersion],
        ]}
      />
      <form method="post" action="/admin/privacy/search" className="inline">
        <input type="hidden" name="email" value={lead.email} />
        <button type="submit" className="link">
          {copy.findAllHeld}
        </button>
      </form>

      <h2>{copy.notifications}</h2>
      {notifications.length === 0 ? (
        <p>{copy.noNotifications}</p>
      ) : (
        <ul>
          {notifications.map((row) => (
            <li key={row.channel}>
              {row.channel}:{" "}
              {row.sent_at === null
                ? copy.pending(row.attempts, when(row.next_attempt_at))
                : copy.delivered(when(row.sent_at))}
              {row.sent_at === null && row.last_error !== null ? (
                <span className="error"> ({row.last_error})</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <h2>{copy.fields}</h2>
      <DefinitionList
        entries={Object.entries({ ...columns, kind: LEAD_KIND_LABELS[lead.kind] }).map(
          ([key, value]) => [key, value],
        )}
      />
      <h2>{copy.payload}</h2>
      <DefinitionList entries={payloadEntries(details)} />

      <h2>{copy.history}</h2>
      {events.length === 0 ? (
        <p>{copy.noHistory}</p>
      ) : (
        <ul>
          {events.map((event) => (
            <li key={event.id}>
              {when(event.created_at)} · {event.staff_email ?? "—"} ·{" "}
              {event.action === "status"
                ? copy.statusChange(event.from_status ?? "", event.to_status ?? "")
                : copy.noteChange}
            </li>
          ))}
        </ul>
      )}
    </Layout>
  );
}
