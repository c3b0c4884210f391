import type { ReactNode } from "react";
import styles from "./side-column.module.css";

interface SideColumnProps {
  /** The page's main content, such as its questions. */
  children: ReactNode;
  /** What stays in view beside it on a wide screen, such as a contact prompt; below it on a phone. */
  side: ReactNode;
  /** Starts the side column level with a form card, which keeps its own space above it. */
  besideForm?: boolean;
  /** The form card opens the page's body, which already keeps space above it. */
  atTop?: boolean;
}

/** Main content with a narrow column beside it, so long lists do not leave half a wide screen empty. */
export function SideColumn({ children, side, besideForm = false, atTop = false }: SideColumnProps) {
  return (
    <div className={atTop ? `${styles.layout} ${styles.atTop}` : styles.layout}>
      <div className={styles.main}>{children}</div>
      <div className={besideForm ? `${styles.side} ${styles.besideForm}` : styles.side}>{side}</div>
    </div>
  );
}
