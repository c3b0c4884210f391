import type { FastifyReply } from "fastify";
import { Layout } from "../console/views/layout";
import { sendPage } from "../console/views/send-page";
import { peopleCopy } from "./people-copy";

const copy = peopleCopy.merge;

/** A record as the merge pages show it: a name, what tells it apart, and how much it holds. */
export interface MergeCandidate {
  id: number;
  name: string;
  details: string[];
}

function CandidateCard({ candidate, base }: { candidate: MergeCandidate; base: string }) {
  return (
    <>
      <a href={`${base}/${candidate.id}`}>{candidate.name}</a>{" "}
      <span className="muted">{peopleCopy.recordNumber(candidate.id)}</span>
      {candidate.details.length === 0 ? null : (
        <span className="muted"> · {candidate.details.join(" · ")}</span>
      )}
    </>
  );
}

/** The records a merge search found, each a link to the confirm screen. */
export function MergeResultsPage(props: {
  staffEmail: string;
  record: MergeCandidate;
  base: string;
  q: string;
  results: MergeCandidate[];
  error?: string;
}) {
  const { record, base, q, results, error } = props;
  const action = `${base}/${record.id}/merge`;
  return (
    <Layout title={copy.heading} staffEmail={props.staffEmail}>
      <p>
        <a href={`${base}/${record.id}`}>{record.name}</a>
      </p>
      <form method="get" action={action} className="filters">
        <label>
          {copy.search}
          <input
            type="search"
            name="q"
            maxLength={100}
            required
            defaultValue={q}
            aria-invalid={error === undefined ? undefined : true}
          />
        </label>
        <button type="submit">{copy.find}</button>
      </form>
      {error === undefined ? null : (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <h2>{copy.results}</h2>
      {results.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul className="merge-results">
          {results.map((candidate) => (
            <li key={candidate.id}>
              <CandidateCard candidate={candidate} base={base} />{" "}
              <a href={`${action}?other=${candidate.id}`}>{copy.pick}</a>
            </li>
          ))}
        </ul>
      )}
    </Layout>
  );
}

/** Both records side by side, and the one button that merges the second into the first. */
export function MergeConfirmPage(props: {
  staffEmail: string;
  kept: MergeCandidate;
  gone: MergeCandidate;
  base: string;
  text: string;
}) {
  const { kept, gone, base } = props;
  return (
    <Layout title={copy.confirmTitle} staffEmail={props.staffEmail}>
      <p>{props.text}</p>
      <dl className="record-facts merge-pair">
        <dt>{copy.keep}</dt>
        <dd>
          <CandidateCard candidate={kept} base={base} />
        </dd>
        <dt>{copy.gone}</dt>
        <dd>
          <CandidateCard candidate={gone} base={base} />
        </dd>
      </dl>
      <form method="post" action={`${base}/${kept.id}/merge`} className="stack">
        <input type="hidden" name="other_id" value={String(gone.id)} />
        <p>
          <button type="submit">{copy.confirm}</button>{" "}
          <a href={`${base}/${kept.id}`}>{copy.cancel}</a>
        </p>
      </form>
    </Layout>
  );
}

/** Answers a merge that could not be done: 400, why, and the way back to the record. */
export function sendMergeRefusal(
  reply: FastifyReply,
  staffEmail: string,
  backHref: string,
  message: string,
) {
  return sendPage(
    reply,
    <Layout title={copy.refusedTitle} staffEmail={staffEmail}>
      <p className="error" role="alert">
        {message}
      </p>
      <a href={backHref}>{copy.back}</a>
    </Layout>,
    400,
  );
}
