import type { TextSection } from "../../content/sections";
import styles from "./text-sections.module.css";

interface TextSectionsProps {
  /** A line such as the date the text took effect, shown above the first section. */
  note: string;
  sections: readonly TextSection[];
}

/** A long, numbered text such as the terms of service or the privacy policy, set for reading. */
export function TextSections({ note, sections }: TextSectionsProps) {
  return (
    <div className={styles.document}>
      <p className={styles.note}>{note}</p>
      {sections.map((section, index) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
