import { DataTable } from "../../console/views/data-table";
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

/** The lead number, linking to its page. */
const leadLink = (row: { id: number }) => <a href={`/admin/leads/${row.id}`}>#{row.id}</a>;

const optInOf = (row: { marketing_opt_in: number; marketing_opt_in_at: string | null }) => (
  <OptIn optIn={row.marketing_opt_in} at={row.marketing_opt_in_at} />
);

function LeadsTable({ leads }: { leads: HeldData["leads"] }) {
  const columns = copy.columns;
  return (
    <DataTable
      rows={leads}
      empty={copy.results.noLeads}
      columns={[
        { header: columns.lead, cell: leadLink },
        { header: columns.date, cell: (lead) => when(lead.created_at) },
        { header: columns.kind, cell: (lead) => LEAD_KIND_LABELS[lead.kind] },
        { header: columns.name, cell: (lead) => lead.name },
        { header: columns.company, cell: (lead) => lead.company },
        { header: columns.phone, cell: (lead) => lead.phone },
        { header: columns.optIn, cell: optInOf },
      ]}
    />
  );
}

function CandidatesTable({ held }: { held: HeldData }) {
  const columns = copy.columns;
  const resumeOf = (leadId: number) => held.resumes.find((resume) => resume.lead_id === leadId);
  return (
    <DataTable
      rows={held.candidates}
      empty={copy.results.noLeads}
      columns={[
        { header: columns.lead, cell: leadLink },
        { header: columns.date, cell: (candidate) => when(candidate.created_at) },
        { header: columns.name, cell: (candidate) => candidate.name },
        { header: columns.job, cell: (candidate) => candidate.offer },
        {
          header: columns.resume,
          cell: (candidate) => {
            const resume = resumeOf(candidate.id);
            return resume === undefined ? (
              copy.noResume
            ) : (
              <a href={`/admin/leads/${candidate.id}/resume`}>
                {copy.resumeSize(resume.file_name, resume.size)}
              </a>
            );
          },
        },
        { header: columns.optIn, cell: optInOf },
      ]}
    />
  );
}

function CommentsTable({ comments }: { comments: HeldData["comments"] }) {
  return (
    <DataTable
      rows={comments}
      empty={copy.results.noComments}
      columns={[
        { header: copy.columns.date, cell: (comment) => when(comment.created_at) },
        { header: copy.columns.article, cell: (comment) => comment.title },
        { header: copy.columns.comment, cell: (comment) => comment.body },
      ]}
    />
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
      <DataTable
        rows={log}
        empty={copy.log.empty}
        columns={[
          { header: columns.when, cell: (entry) => when(entry.created_at) },
          { header: columns.reason, cell: (entry) => reasons[entry.reason] },
          { header: columns.by, cell: (entry) => entry.staff_email ?? copy.log.system },
          { header: columns.removed, cell: describeCounts },
        ]}
      />
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
