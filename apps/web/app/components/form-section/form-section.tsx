import type { ReactNode } from "react";
import styles from "./form-section.module.css";

interface FormSectionProps {
  /** The anchor links and scrolls after a submission lead to. */
  id: string;
  /** Also names the form inside, through `aria-labelledby`. */
  headingId: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The framed band a page's lead form sits in: a heading, a short promise and the form. */
export function FormSection({ id, headingId, heading, intro, children }: FormSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
