import type { Feature } from "../../content/sections";
import styles from "./feature-list.module.css";

interface FeatureListProps {
  items: readonly Feature[];
  /** Numbered steps, for a process that runs in order. */
  ordered?: boolean;
}

/** Points with a bold lead-in: reasons to choose the firm, differentiators, the steps of a project. */
export function FeatureList({ items, ordered = false }: FeatureListProps) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={ordered ? `${styles.list} ${styles.ordered}` : styles.list}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <strong className={styles.title}>{item.title}</strong> {item.text}
        </li>
      ))}
    </List>
  );
}
