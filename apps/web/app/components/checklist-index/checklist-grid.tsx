import { checklistPageCopy } from "../../content/checklist-index";
import {
  type ChecklistGroup,
  type ChecklistPagePath,
  checklistPages,
} from "../../content/checklists";
import styles from "./checklist-grid.module.css";
import { ChecklistPreview } from "./checklist-preview";
import { checklistIcons, industryTones } from "./checklist-visuals";

const toneClasses = {
  blue: styles.blue,
  teal: styles.teal,
  amber: styles.amber,
  navy: styles.navy,
} as const;

interface ChecklistCard {
  path: ChecklistPagePath;
  industry: string;
  featured: boolean;
}

const cardsOf = (group: ChecklistGroup): ChecklistCard[] =>
  group.paths.map((path) => ({
    path,
    industry: group.industry,
    featured: Boolean(group.featured),
  }));

/**
 * Featured cards first, each followed by one narrow card: in the three-column grid a wide card
 * and a narrow one make a row, so the document order is the order the rows are read in.
 */
function inGridOrder(groups: readonly ChecklistGroup[]): ChecklistCard[] {
  const featured = groups.filter((group) => group.featured).flatMap(cardsOf);
  const others = groups.filter((group) => !group.featured).flatMap(cardsOf);
  const paired = featured.flatMap((card, index) =>
    others[index] ? [card, others[index]] : [card],
  );
  return [...paired, ...others.slice(featured.length)];
}

/**
 * Every download in one grid, each card naming its industry, so the page's width is used however
 * many downloads an industry has. With two featured (wide) cards the three-column grid fills 5
 * whole rows with 13 downloads, and the two-column grid, where only the first is wide, 7.
 */
export function ChecklistGrid({ groups }: { groups: readonly ChecklistGroup[] }) {
  const cards = inGridOrder(groups);
  return (
    <ul className={styles.grid}>
      {cards.map(({ path, industry, featured }) => {
        const copy = checklistPageCopy[path];
        const Icon = checklistIcons[path];
        const tone = industryTones[industry] ?? "blue";
        const classes = [styles.card, toneClasses[tone], featured ? styles.featured : ""];
        return (
          <li key={path} className={classes.join(" ")}>
            <div className={styles.layout}>
              <div className={styles.preview}>
                <ChecklistPreview
                  className={styles.thumbnail}
                  file={checklistPages[path].downloads[0].file}
                />
              </div>
              <div className={styles.body}>
                <h2 className={styles.title}>
                  <a className={styles.link} href={path}>
                    {copy.heading}
                  </a>
                </h2>
                {/* After the title in the markup so the heading names the card; shown above it. */}
                <p className={styles.industry}>
                  <span className={styles.icon}>
                    <Icon aria-hidden="true" focusable="false" size={18} strokeWidth={1.9} />
                  </span>
                  {industry}
                </p>
                <p className={styles.text}>{copy.intro}</p>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
