import type { ReactNode } from "react";
import type { PageContent } from "../../content/pages/page-content";
import styles from "./page-intro.module.css";

interface PageIntroProps {
  page: Pick<PageContent, "heading" | "intro">;
  /** Calls to action shown under the introduction, such as links to the page's form. */
  actions?: ReactNode;
  /** A picture of the page's subject, such as a product screen, shown beside the introduction. */
  visual?: ReactNode;
  /** The page's own sections, shown below the introduction. */
  children?: ReactNode;
}

/** The heading band every page opens with, followed by the page's sections. */
export function PageIntro({ page, actions, visual, children }: PageIntroProps) {
  return (
    <>
      <div className={styles.hero}>
        <div className={visual ? `${styles.inner} ${styles.split}` : styles.inner}>
          <div className={styles.copy}>
            <h1 className={styles.heading}>{page.heading}</h1>
            <p className={styles.intro}>{page.intro}</p>
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
          {visual ? <div className={styles.visual}>{visual}</div> : null}
        </div>
      </div>
      {children ? <div className={styles.body}>{children}</div> : null}
    </>
  );
}
