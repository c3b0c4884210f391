import type { JobPosting } from "../../content/job-portal";
import { JobPostingCard } from "./job-posting-card";
import styles from "./job-posting-card.module.css";

/** The open positions, one card each. */
export function JobPostingList({ postings }: { postings: readonly JobPosting[] }) {
  return (
    <ul className={styles.list}>
      {postings.map((posting) => (
        <li key={posting.title}>
          <JobPostingCard posting={posting} />
        </li>
      ))}
    </ul>
  );
}
