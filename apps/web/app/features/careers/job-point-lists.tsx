import { type JobPosting, postingLabels as labels } from "../../content/job-portal";

/**
 * A posting's four lists (responsibilities, required and bonus skills, what we offer), each under
 * a heading of the level its page needs: inside a card on the list, or as sections of its own page.
 */
export function JobPointLists({
  posting,
  headingLevel: Heading,
  classes,
}: {
  posting: JobPosting;
  headingLevel: "h2" | "h4";
  /** The page's CSS module, with its lists, listHeading and points classes. */
  classes: Readonly<Record<string, string>>;
}) {
  const lists = [
    [labels.responsibilities, posting.responsibilities],
    [labels.requiredSkills, posting.requiredSkills],
    [labels.bonusSkills, posting.bonusSkills],
    [labels.offers, posting.offers],
  ] as const;
  return (
    <div className={classes.lists}>
      {lists.map(([heading, points]) => (
        <section key={heading}>
          <Heading className={classes.listHeading}>{heading}</Heading>
          <ul className={classes.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
