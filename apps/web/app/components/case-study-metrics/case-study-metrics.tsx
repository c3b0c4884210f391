import { metricLabels } from "../../content/case-studies";
import type { Project } from "../../content/project-deliver";
import styles from "./case-study-metrics.module.css";

type Metric = keyof typeof metricLabels;

const ALL: readonly Metric[] = ["baseline", "result", "timeframe", "teamSize", "stack", "industry"];

function metricValue(project: Project, metric: Metric): string {
  switch (metric) {
    case "stack":
      return project.tags.join(", ");
    case "industry":
      return project.industry;
    case "teamSize":
      return String(project.metrics.teamSize);
    default:
      return project.metrics[metric];
  }
}

interface CaseStudyMetricsProps {
  project: Project;
  /** Which figures, in order; all six unless a card has room for fewer. */
  metrics?: readonly Metric[];
  /** A band across the page, or the lighter list inside a card. */
  variant?: "strip" | "card";
  label?: string;
}

/** A project's figures: before and after, how long, how many, with what, for whom. */
export function CaseStudyMetrics({
  project,
  metrics = ALL,
  variant = "strip",
  label,
}: CaseStudyMetricsProps) {
  return (
    <dl className={`${styles.metrics} ${styles[variant]}`} aria-label={label}>
      {metrics.map((metric) => (
        <div key={metric} className={`${styles.metric} ${styles[metric] ?? ""}`}>
          <dt>{metricLabels[metric]}</dt>
          <dd>
            {metricValue(project, metric)}
            {metric === "teamSize" && variant === "strip" ? (
              <span className={styles.team}>{project.metrics.team}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
