import type { NavLinkItem } from "../../content/nav";
import styles from "./breadcrumbs.module.css";

export const BREADCRUMBS_LABEL = "Breadcrumb";

/** Where the page sits in the site: each step a link, the last one the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly NavLinkItem[] }) {
  return (
    <nav className={styles.breadcrumbs} aria-label={BREADCRUMBS_LABEL}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => (
          <li key={crumb.to} className={styles.item}>
            {index === trail.length - 1 ? (
              <a href={crumb.to} aria-current="page" className={styles.current}>
                {crumb.label}
              </a>
            ) : (
              <a href={crumb.to}>{crumb.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
