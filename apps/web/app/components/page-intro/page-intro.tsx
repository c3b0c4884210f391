import type { ReactNode } from "react";
import type { PageContent } from "../../content/pages/page-content";
import styles from "./page-intro.module.css";

interface PageIntroProps {
  page: Pick<PageContent, "heading" | "intro">;
  /** Shown above the heading, such as a breadcrumb trail. */
  above?: ReactNode;
  /** Buttons under the introduction, each a link into the page (e.g. to its form). */
  links?: readonly { label: string; href: string }[];
  /** A picture of the page's subject, such as a product screen, shown beside the introduction. */
  visual?: ReactNode;
  /** The page's own sections, shown below the introduction. */
  children?: ReactNode;
}

/** The heading band every page opens with, followed by the page's sections. */
export function PageIntro({ page, above, links, visual, children }: PageIntroProps) {
  return (
    <>
      <div className={styles.hero}>
        <div className={visual ? `${styles.inner} ${styles.split}` : styles.inner}>
          <div className={styles.copy}>
            {above}
            <h1 className={styles.heading}>{page.heading}</h1>
            <p className={styles.intro}>{page.intro}</p>
            {links ? (
              <div className={styles.actions}>
                {links.map((link) => (
                  <a key={link.label} className="button" href={link.href}>
                    {link.label}
                  </a>
                ))}
              </div>
            ) : null}
          </div>
          {visual ? <div className={styles.visual}>{visual}</div> : null}
        </div>
      </div>
      {children ? <div className={styles.body}>{children}</div> : null}
    </>
  );
}
