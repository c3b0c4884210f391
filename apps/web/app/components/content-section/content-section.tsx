import { type ReactNode, useId } from "react";
import type { SectionCopy } from "../../content/sections";
import styles from "./content-section.module.css";

interface ContentSectionProps {
  copy: SectionCopy;
  /** Anchor for links into the page, e.g. `tiers` for `#tiers`. */
  id?: string;
  /** A tinted band sets a section apart from its neighbours. */
  tinted?: boolean;
  children?: ReactNode;
}

/** One titled part of a content page: an h2, an optional introduction and the section's body. */
export function ContentSection({ copy, id, tinted = false, children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={tinted ? `${styles.section} ${styles.tinted}` : styles.section}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      {copy.intro ? <p className={styles.intro}>{copy.intro}</p> : null}
      {copy.paragraphs?.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {children}
    </section>
  );
}
