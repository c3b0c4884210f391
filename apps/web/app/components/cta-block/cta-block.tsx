import { useId } from "react";
import type { CallToAction } from "../../content/sections";
import { ActionLink } from "./action-link";
import styles from "./cta-block.module.css";

/** The closing invitation of a page: a short pitch and the links that act on it. */
export function CtaBlock({ cta }: { cta: CallToAction }) {
  const headingId = useId();
  return (
    <section className={styles.cta} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {cta.heading}
      </h2>
      <p className={styles.text}>{cta.text}</p>
      <div className={styles.actions}>
        {cta.actions.map((action, index) => (
          <ActionLink
            key={action.label}
            action={action}
            className={index === 0 ? "button" : `button ${styles.secondary}`}
          />
        ))}
      </div>
    </section>
  );
}
