import { useId } from "react";
import type { FaqItem } from "../../content/sections";
import styles from "./faq-accordion.module.css";

/**
 * Questions that open one at a time, with no script: the browser's disclosure element, and one
 * shared `name` so that opening a question closes the other one. Choosing the open one closes it.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const group = useId();
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.question} name={group} className={styles.item}>
          <summary className={styles.toggle}>
            <h3 className={styles.question}>{item.question}</h3>
          </summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
