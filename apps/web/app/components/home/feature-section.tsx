import type { ReactNode } from "react";
import type { NavLinkItem } from "../../content/nav";
import { featureIcons } from "./feature-icons";
import styles from "./home.module.css";

interface FeatureSectionProps {
  id: string;
  heading: string;
  text: string;
  link: NavLinkItem;
  children: ReactNode;
}

/** One service on the home page: what it is, what it includes and where to read more. */
export function FeatureSection({ id, heading, text, link, children }: FeatureSectionProps) {
  const headingId = `${id}-heading`;
  const Icon = featureIcons[id];
  return (
    <section id={id} className={styles.feature} aria-labelledby={headingId}>
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
    </section>
  );
}
