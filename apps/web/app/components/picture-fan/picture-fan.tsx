import type { ReactElement } from "react";
import styles from "./picture-fan.module.css";

const sheetClasses = [styles.left, styles.right, styles.front] as const;

/**
 * Three pictures fanned out as they would lie on a desk, the last in front; from tablet width.
 * Decorative: the page beside it lists what they show. Give the pictures loading="lazy", so a
 * phone, which does not show them, does not fetch them either.
 */
export function PictureFan({
  children,
}: {
  children: readonly [ReactElement, ReactElement, ReactElement];
}) {
  return (
    <div className={styles.fan}>
      {children.map((picture, index) => (
        <div key={sheetClasses[index]} className={`${styles.sheet} ${sheetClasses[index]}`}>
          {picture}
        </div>
      ))}
    </div>
  );
}
