import styles from "../components/link-grid/link-grid.module.css";
import { PageIntro } from "../components/page-intro/page-intro";
import { checklistPageCopy } from "../content/checklist-index";
import { checklistGroups } from "../content/checklists";
import page from "../content/pages/checklist";

export function ChecklistIndexPage() {
  return (
    <PageIntro page={page}>
      {checklistGroups.map((group) => (
        <section key={group.industry} className={styles.group}>
          <h2 className={styles.groupHeading}>{group.industry}</h2>
          <ul className={styles.grid}>
            {group.paths.map((path) => (
              <li key={path} className={styles.card}>
                <a href={path} className={styles.cardLink}>
                  {checklistPageCopy[path].heading}
                </a>
                <p className={styles.cardText}>{checklistPageCopy[path].intro}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PageIntro>
  );
}
