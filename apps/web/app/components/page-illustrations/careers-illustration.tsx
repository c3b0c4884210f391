import MapPin from "lucide-react/icons/map-pin";
import { team } from "../../content/about";
import { postalAddress } from "../../content/company";
import { careersVisual, jobPostings, postingLabels } from "../../content/job-portal";
import { IllustratedPortrait } from "../portrait/illustrated-portrait";
import { Card, Drawing } from "../service-illustrations/shapes";
import styles from "./page-illustrations.module.css";

// The careers page's picture: the open positions as a job board, with the team they join. Nothing
// in it is drawn as a button: the page's real links sit beside it.
// Informative: its text alternative lists the same positions, from the same data.

const ROW_HEIGHT = 58;
const shortTitle = (title: string) => title.replace(/\s*\(.*\)$/, "");
const label = `${postingLabels.heading}: ${jobPostings
  .map((posting) => `${shortTitle(posting.title)}, ${posting.employmentType}`)
  .join("; ")}.`;

// The first leaders of the about page, drawn as they are there: the team a new hire joins.
const teamFaces = team.people.slice(0, 4);

const BOARD_TOP = 30;
const FIRST_ROW = BOARD_TOP + 58;

export function CareersIllustration() {
  const boardHeight = 70 + jobPostings.length * ROW_HEIGHT;
  const teamTop = BOARD_TOP + boardHeight - 14;
  return (
    <Drawing className={styles.illustration} label={label}>
      <Card x={0} y={BOARD_TOP} width={420} height={boardHeight} />
      <text className={styles.caps} x="24" y={BOARD_TOP + 36}>
        {postingLabels.heading}
      </text>
      <rect x="318" y={BOARD_TOP + 20} width="80" height="24" rx="12" fill="#e3edfb" />
      <text className={styles.caps} x="358" y={BOARD_TOP + 36} textAnchor="middle">
        {careersVisual.roleCount(jobPostings.length)}
      </text>
      {jobPostings.map((posting, index) => {
        const y = FIRST_ROW + index * ROW_HEIGHT;
        const intern = posting.schemaEmploymentType === "INTERN";
        return (
          <g key={posting.title}>
            <rect x="14" y={y} width="392" height={ROW_HEIGHT - 10} rx="10" fill="#f4f7fb" />
            <rect
              x="26"
              y={y + 10}
              width="28"
              height="28"
              rx="8"
              fill={intern ? "#0f766e" : "#0a4fa3"}
            />
            <path
              d={`M33 ${y + 20}h14M33 ${y + 25}h14M33 ${y + 30}h9`}
              stroke="#fff"
              strokeWidth="2"
              strokeLinecap="round"
            />
            <text className={styles.label} x="66" y={y + 21}>
              {shortTitle(posting.title)}
            </text>
            <text className={styles.detail} x="66" y={y + 38}>
              {`${posting.employmentType} · ${posting.experience}`}
            </text>
          </g>
        );
      })}

      <Card x={300} y={teamTop} width={260} height={92} />
      <text className={styles.caps} x="320" y={teamTop + 28}>
        {careersVisual.teamHeading}
      </text>
      {teamFaces.map((person, index) => (
        <g key={person.title} transform={`translate(${318 + index * 30} ${teamTop + 42})`}>
          <circle cx="18" cy="18" r="19.5" fill="#fff" />
          {person.portrait ? <IllustratedPortrait portrait={person.portrait} size={36} /> : null}
        </g>
      ))}
      <circle cx="456" cy={teamTop + 60} r="18" fill="#e3edfb" stroke="#fff" strokeWidth="3" />
      <text className={styles.caps} x="456" y={teamTop + 64} textAnchor="middle" fontSize="9.5">
        {careersVisual.joinUs}
      </text>

      {/* Where the team sits: a map pin and the city as plain text, not a pill that reads as a button. */}
      <MapPin x={430} y={8} width={18} height={18} color="#0f766e" strokeWidth={2} />
      <text className={styles.label} x="454" y="22">
        {postalAddress.city}
      </text>
    </Drawing>
  );
}
