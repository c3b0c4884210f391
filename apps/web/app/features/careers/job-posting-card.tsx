import { useId } from "react";
import {
  type JobPosting,
  jobApplyHref,
  jobPostingPath,
  postingLabels as labels,
} from "../../content/job-portal";
import { JobPointLists } from "./job-point-lists";
import styles from "./job-posting-card.module.css";

/** One open position: its facts and summary, the full text behind a disclosure, and the way to apply. */
export function JobPostingCard({ posting }: { posting: JobPosting }) {
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {/* The position's own page carries its full text and its job markup for search engines. */}
        <a href={jobPostingPath(posting)}>{posting.title}</a>
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.employmentType}</dt>
          <dd>{posting.employmentType}</dd>
        </div>
        <div>
          <dt>{labels.experience}</dt>
          <dd>{posting.experience}</dd>
        </div>
        <div>
          <dt>{labels.location}</dt>
          <dd>{posting.location}</dd>
        </div>
      </dl>
      <p className={styles.description}>{posting.description}</p>
      {/* A summary first, the full text on request: four postings in full made a very long page.
          Closed, the text stays in the page for search engines and the browser's find. */}
      <details className={styles.more}>
        <summary className={styles.summary}>
          {labels.fullDescription}
          <span className="visually-hidden">: {posting.title}</span>
        </summary>
        <JobPointLists posting={posting} headingLevel="h4" classes={styles} />
      </details>
      <a
        className={`button ${styles.apply}`}
        href={jobApplyHref(posting)}
        aria-label={labels.applyFor(posting.title)}
      >
        {labels.apply}
      </a>
    </article>
  );
}
