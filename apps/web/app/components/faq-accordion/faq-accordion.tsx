import { useId, useState } from "react";
import type { FaqItem } from "../../content/sections";
import styles from "./faq-accordion.module.css";

/**
 * Questions that open one at a time: opening one closes the other, and choosing the open one
 * closes it. Each question is a disclosure button that controls its answer region.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const idPrefix = useId();

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const buttonId = `${idPrefix}-question-${index}`;
        const panelId = `${idPrefix}-answer-${index}`;
        const open = openIndex === index;
        return (
          <div key={item.question} className={styles.item}>
            <h3 className={styles.question}>
              <button
                type="button"
                id={buttonId}
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {item.question}
              </button>
            </h3>
            {/* A named section is a region landmark, as the disclosure pattern asks. */}
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className={styles.answer}
              hidden={!open}
            >
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
