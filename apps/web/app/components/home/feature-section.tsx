import type { ReactNode } from "react";
import type { NavLinkItem } from "../../content/nav";
import { featureIcons } from "./feature-icons";
import { featureVisuals } from "./feature-visuals";
import styles from "./home.module.css";

interface FeatureSectionProps {
  id: string;
  heading: string;
  text: string;
  link: NavLinkItem;
  /** Puts the drawing on the left, so that neighbouring services mirror each other. */
  visualFirst?: boolean;
  children: ReactNode;
}

/**
 * One service on the home page: what it is, what it includes and where to read more, beside a
 * drawing of it on a wide screen.
 */
export function FeatureSection({
  id,
  heading,
  text,
  link,
  visualFirst = false,
  children,
}: FeatureSectionProps) {
  const headingId = `${id}-heading`;
  const Icon = featureIcons[id];
  const Visual = featureVisuals[id];
  return (
    <section id={id} className={styles.feature} aria-labelledby={headingId}>
      <div className={styles.featureCopy}>
        <h2 id={headingId} className={styles.featureHeading}>
          {Icon ? (
            <span className={styles.featureIcon}>
              <Icon aria-hidden="true" focusable="false" size={24} strokeWidth={1.75} />
            </span>
          ) : null}
          {heading}
        </h2>
        <p className={styles.featureText}>{text}</p>
        {children}
        <a className={styles.more} href={link.to}>
          {link.label}
        </a>
      </div>
      {Visual ? (
        <div
          className={visualFirst ? `${styles.featureVisual} ${styles.first}` : styles.featureVisual}
        >
          <Visual />
        </div>
      ) : null}
    </section>
  );
}
