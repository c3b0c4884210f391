import type { ReactNode } from "react";
import styles from "./service-illustrations.module.css";
import { Drawing as Canvas } from "./shapes";

// The service and information pages' drawings: the shared shapes in this set's type.

export { Card, Flow, IconTile, ink, Pill, TextLines, Tick } from "./shapes";
export { styles as text };

/** The drawing itself: decorative, as the heading beside it says the same in words. */
export function Drawing({ children }: { children: ReactNode }) {
  return <Canvas className={styles.illustration}>{children}</Canvas>;
}

/** A bold line with a quieter one under it, as a card names its subject; white on a navy card. */
export function Caption({
  x,
  y,
  title,
  detail,
  onDark = false,
}: {
  x: number;
  y: number;
  title: string;
  detail: string;
  onDark?: boolean;
}) {
  return (
    <>
      <text className={onDark ? styles.onDark : styles.label} x={x} y={y}>
        {title}
      </text>
      <text className={onDark ? styles.onDarkMuted : styles.detail} x={x} y={y + 20}>
        {detail}
      </text>
    </>
  );
}
