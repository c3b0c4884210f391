import { caseStudyCopy, caseStudyPath } from "../../content/case-studies";
import type { Project } from "../../content/project-deliver";
import { CaseStudyMetrics } from "../case-study-metrics/case-study-metrics";
import styles from "./case-study-card.module.css";

/** Case studies as cards with their key figures, each opening its own page. */
export function CaseStudyCards({
  projects,
  label,
}: {
  projects: readonly Project[];
  label?: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {projects.map((project) => (
        <li key={project.id} className={styles.card}>
          <h3 className={styles.title}>
            <a href={caseStudyPath(project)}>{project.name}</a>
          </h3>
          {/* After the title in the markup so the heading names the card; shown above it. */}
          <p className={styles.client}>{project.clientType}</p>
          <CaseStudyMetrics
            project={project}
            metrics={["baseline", "result", "timeframe", "teamSize"]}
            variant="card"
          />
          <p className={styles.quote}>“{project.quote.text}”</p>
          <a
            className={styles.more}
            href={caseStudyPath(project)}
            aria-label={`${caseStudyCopy.readMore}: ${project.name}`}
          >
            {caseStudyCopy.readMore} →
          </a>
        </li>
      ))}
    </ul>
  );
}
