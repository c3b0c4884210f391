import type { RefObject } from "react";
import styles from "./lead-form.module.css";
import { useLoadingDots } from "./use-loading-dots";

interface ProcessingOverlayProps {
  active: boolean;
  /** What is happening, e.g. 'Calculating ROI'; animated dots follow it. */
  text: string;
  overlayRef: RefObject<HTMLDivElement | null>;
  /**
   * `page` (the default) blocks the whole page while a form is sent; `section` covers only the
   * nearest positioned ancestor, e.g. a form that waits for the IP lookup on load.
   */
  cover?: "page" | "section";
}

/** Covers the page while a form is being sent, so nothing can be changed or sent twice. */
export function ProcessingOverlay({
  active,
  text,
  overlayRef,
  cover = "page",
}: ProcessingOverlayProps) {
  const dots = useLoadingDots(active);
  if (!active) return null;
  return (
    <div
      className={cover === "page" ? styles.overlay : `${styles.overlay} ${styles.sectionOverlay}`}
    >
      <div
        ref={overlayRef}
        className={styles.overlayBox}
        role="status"
        aria-live="polite"
        tabIndex={-1}
      >
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.overlayText}>
          {text}
          {/* Fixed width so the text does not move while the dots change. */}
          <span className={styles.dots} aria-hidden="true">
            {dots}
          </span>
        </p>
      </div>
    </div>
  );
}
