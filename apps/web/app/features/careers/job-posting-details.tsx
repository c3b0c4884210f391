import { type JobPosting, postingLabels as labels, workModeLabels } from "../../content/job-portal";
import { JobPointLists } from "./job-point-lists";
import styles from "./job-posting-details.module.css";

// The closing day as people in India write it, fixed at build time whatever the build machine's zone.
const closingDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The whole of one open position on its own page: its facts, the full text and how to apply. */
export function JobPostingDetails({
  posting,
  applyHref,
  listHref,
}: {
  posting: JobPosting;
  applyHref: string;
  listHref: string;
}) {
  const facts = [
    [labels.employmentType, posting.employmentType],
    [labels.experience, posting.experience],
    [labels.location, posting.location],
    [labels.workMode, workModeLabels[posting.workMode]],
    [labels.closes, closingDay(posting.validThrough)],
    [labels.reference, posting.reference],
  ] as const;
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <JobPointLists posting={posting} headingLevel="h2" classes={styles} />
      <div className={styles.actions}>
        <a className="button" href={applyHref} aria-label={labels.applyFor(posting.title)}>
          {labels.apply}
        </a>
        <a className={styles.back} href={listHref}>
          {labels.allPositions}
        </a>
      </div>
    </>
  );
}
