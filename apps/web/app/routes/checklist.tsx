import { Link } from "react-router";
import styles from "../components/link-grid/link-grid.module.css";
import { PageIntro } from "../components/page-intro/page-intro";
import { checklistGroups } from "../content/checklists";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/checklist";

export const meta: Route.MetaFunction = () => pageMeta("/checklist");

export default function ChecklistIndexPage() {
  return (
    <PageIntro page={pages["/checklist"]}>
      {checklistGroups.map((group) => (
        <section key={group.industry} className={styles.group}>
          <h2 className={styles.groupHeading}>{group.industry}</h2>
          <ul className={styles.grid}>
            {group.paths.map((path) => (
              <li key={path} className={styles.card}>
                <Link to={path} className={styles.cardLink}>
                  {pages[path].heading}
                </Link>
                <p className={styles.cardText}>{pages[path].intro}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PageIntro>
  );
}
