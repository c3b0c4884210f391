import type { Card } from "../../content/sections";
import { CardGrid } from "../card-grid/card-grid";
import styles from "./project-showcase.module.css";

/** The delivered projects as write-up cards, laid out so the grid always ends on a full row. */
export function ProjectShowcase({ cards, label }: { cards: readonly Card[]; label: string }) {
  return (
    <div className={styles.showcase}>
      <CardGrid cards={cards} label={label} size="wide" />
    </div>
  );
}
