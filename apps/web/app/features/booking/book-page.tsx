import CircleCheck from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";
import { useId } from "react";
import { PageIntro } from "../../components/page-intro/page-intro";
import { firstCallCopy } from "../../content/booking";
import page from "../../content/pages/book";
import styles from "./booking.module.css";

/** /book: the page's heading, the booking island, and what the first call covers beside it. */
export function BookPage({ panel }: { panel: ReactNode }) {
  const coversId = useId();
  return (
    <PageIntro page={page}>
      <div className={styles.bookLayout}>
        {panel}
        <aside className={styles.covers} aria-labelledby={coversId}>
          <h2 id={coversId}>{firstCallCopy.heading}</h2>
          <p>{firstCallCopy.intro}</p>
          <ul className={styles.coverList}>
            {firstCallCopy.points.map((point) => (
              <li key={point.title}>
                <CircleCheck aria-hidden="true" />
                <div>
                  <strong>{point.title}</strong>
                  <span className={styles.coverText}>{point.text}</span>
                </div>
              </li>
            ))}
          </ul>
          <p>{firstCallCopy.prepare}</p>
        </aside>
      </div>
    </PageIntro>
  );
}

/** /book/manage: the page's title over the island that shows and changes the meeting. */
export function ManageBookingPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={styles.manage}>
      <h1>{heading}</h1>
      {children}
    </div>
  );
}
