import { type FieldErrors, FormErrorSummary, TextField } from "../../console/views/form-fields";
import { Layout } from "../../console/views/layout";
import { LEAD_KIND_LABELS } from "../../leads/inbox/lead-labels";
import type { ErasureLogRow } from "../erasure-log";
import { describeCounts, privacyCopy } from "./privacy-copy";
import { type HeldData, holdsAnything } from "./privacy-repository";

export interface PrivacyPageProps {
  staffEmail: string;
  log: ErasureLogRow[];
  notice?: string;
  /** What was typed into the search, when a search was made. */
  email?: string;
  errors?: FieldErrors;
  /** The search's findings, for a valid address. */
  held?: HeldData;
}

const when = (iso: string) => iso.slice(0, 16).replace("T", " ");
const copy = privacyCopy;

function OptIn({ optIn, at }: { optIn: number; at: string | null }) {
  return <>{optIn === 1 ? copy.optIn.yes(at === null ? null : when(at)) : copy.optIn.no}</>;
}

function LeadsTable({ leads }: { leads: HeldData["leads"] }) {
  if (leads.length === 0) return <p>{copy.results.noLeads}</p>;
  const columns = copy.columns;
  return (
    <table>
      <thead>
        <tr>
          <th>{columns.lead}</th>
          <th>{columns.date}</th>
          <th>{columns.kind}</th>
          <th>{columns.name}</th>
          <th>{columns.company}</th>
          <th>{columns.phone}</th>
          <th>{columns.optIn}</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id}>
            <td>
              <a href={`/admin/leads/${lead.id}`}>#{lead.id}</a>
            </td>
            <td>{when(lead.created_at)}</td>
            <td>{LEAD_KIND_LABELS[lead.kind]}</td>
            <td>{lead.name}</td>
            <td>{lead.company}</td>
            <td>{lead.phone}</td>
            <td>
              <OptIn optIn={lead.marketing_opt_in} at={lead.marketing_opt_in_at} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CandidatesTable({ held }: { held: HeldData }) {
  if (held.candidates.length === 0) return <p>{copy.results.noLeads}</p>;
  const columns = copy.columns;
  const resumeOf = (leadId: number) => held.resumes.find((resume) => resume.lead_id === leadId);
  return (
    <table>
      <thead>
        <tr>
          <th>{columns.lead}</th>
          <th>{columns.date}</th>
          <th>{columns.name}</th>
          <th>{columns.job}</th>
          <th>{columns.resume}</th>
          <th>{columns.optIn}</th>
        </tr>
      </thead>
      <tbody>
        {held.candidates.map((candidate) => {
          const resume = resumeOf(candidate.id);
          return (
            <tr key={candidate.id}>
              <td>
                <a href={`/admin/leads/${candidate.id}`}>#{candidate.id}</a>
              </td>
              <td>{when(candidate.created_at)}</td>
              <td>{candidate.name}</td>
              <td>{candidate.offer}</td>
              <td>
                {resume === undefined ? (
                  copy.noResume
                ) : (
                  <a href={`/admin/leads/${candidate.id}/resume`}>
                    {copy.resumeSize(resume.file_name, resume.size)}
                  </a>
                )}
              </td>
              <td>
                <OptIn optIn={candidate.marketing_opt_in} at={candidate.marketing_opt_in_at} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function CommentsTable({ comments }: { comments: HeldData["comments"] }) {
  if (comments.length === 0) return <p>{copy.results.noComments}</p>;
  return (
    <table>
      <thead>
        <tr>
          <th>{copy.columns.date}</th>
          <th>{copy.columns.article}</th>
          <th>{copy.columns.comment}</th>
        </tr>
      </thead>
      <tbody>
        {comments.map((comment) => (
          <tr key={comment.id}>
            <td>{when(comment.created_at)}</td>
            <td>{comment.title}</td>
            <td>{comment.body}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Findings({
  email,
  held,
  errors,
}: {
  email: string;
  held: HeldData;
  errors?: FieldErrors;
}) {
  const results = copy.results;
  return (
    <section aria-labelledby="findings">
      <h2 id="findings">{results.title(email)}</h2>
      {held.erasures.map((erasure) => (
        <p key={erasure.id} className="muted">
          {results.erasedBefore(
            when(erasure.created_at),
            erasure.staff_email ?? copy.log.system,
            describeCounts(erasure),
          )}
        </p>
      ))}
      {held.blocklisted ? <p>{results.blocklisted}</p> : null}
      <h3>{results.leads}</h3>
      <LeadsTable leads={held.leads} />
      <h3>{results.candidates}</h3>
      <CandidatesTable held={held} />
      <h3>{results.comments}</h3>
      <p className="muted">{results.commentsNote}</p>
      <CommentsTable comments={held.comments} />

      {holdsAnything(held) ? (
        <>
          <h3>{copy.erase.title}</h3>
          <form method="post" action="/admin/privacy/erase" className="stack">
            <FormErrorSummary errors={errors} />
            <input type="hidden" name="email" value={email} />
            <label className="check">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                aria-invalid={errors?.confirm === undefined ? undefined : true}
              />
              <span>{copy.erase.confirm}</span>
            </label>
            {errors?.confirm === undefined ? null : <span className="error">{errors.confirm}</span>}
            <button type="submit">{copy.erase.submit}</button>
            <p className="muted">{results.outsideDatabase}</p>
          </form>
        </>
      ) : (
        <p>{results.nothing}</p>
      )}
    </section>
  );
}

function ErasureLog({ log }: { log: ErasureLogRow[] }) {
  const { columns, reasons } = copy.log;
  return (
    <section aria-labelledby="erasure-log">
      <h2 id="erasure-log">{copy.log.title}</h2>
      <p className="muted">{copy.log.intro}</p>
      {log.length === 0 ? (
        <p>{copy.log.empty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{columns.when}</th>
              <th>{columns.reason}</th>
              <th>{columns.by}</th>
              <th>{columns.removed}</th>
            </tr>
          </thead>
          <tbody>
            {log.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry.created_at)}</td>
                <td>{reasons[entry.reason]}</td>
                <td>{entry.staff_email ?? copy.log.system}</td>
                <td>{describeCounts(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Search by address, what is held, the confirmed erasure, and the log of erasures. */
export function PrivacyPage({ staffEmail, log, notice, email, errors, held }: PrivacyPageProps) {
  return (
    <Layout title={copy.title} staffEmail={staffEmail} notice={notice}>
      <p>{copy.intro}</p>
      <form method="post" action="/admin/privacy/search" className="stack">
        <FormErrorSummary errors={held === undefined ? errors : undefined} />
        <TextField
          name="email"
          label={copy.search.email}
          value={email}
          errors={held === undefined ? errors : undefined}
          required
          maxLength={254}
        />
        <button type="submit">{copy.search.submit}</button>
      </form>
      {held === undefined || email === undefined ? null : (
        <Findings email={email} held={held} errors={errors} />
      )}
      <ErasureLog log={log} />
    </Layout>
  );
}
