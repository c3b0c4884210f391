import { initialsOf } from "../../lib/initials";
import { AppWindow, Chip, PrimaryButton, ScreenHeader } from "./app-window";
import styles from "./product-mockups.module.css";

// Sample members; the companies are invented.
const matches = [
  {
    name: "Vardhan Precision Components",
    place: "Ludhiana, Punjab · 220 staff · since 2004",
    tags: ["GSTIN verified", "ISO 9001", "Exports"],
    score: 94,
    color: "#0a4fa3",
  },
  {
    name: "Nordkamp Industrietechnik GmbH",
    place: "Stuttgart, Germany · 540 staff · since 1987",
    tags: ["Registration verified", "DIN certified"],
    score: 88,
    color: "#0f766e",
  },
  {
    name: "Coastline Fastenings Pvt Ltd",
    place: "Coimbatore, Tamil Nadu · 85 staff · since 2015",
    tags: ["GSTIN verified", "2-day delivery"],
    score: 81,
    color: "#b45309",
  },
];

const RING = 2 * Math.PI * 17;

/** ConnectB2B: a buyer's requirement and the scored supplier matches awaiting an introduction. */
export function B2bMatchesMockup() {
  return (
    <AppWindow
      label="ConnectB2B screen: a requirement for stainless steel fasteners delivered to Chennai, and three verified supplier matches scored 94%, 88% and 81%, each with an accept button for an introduction."
      address="connectb2b.app/matches"
    >
      <ScreenHeader
        title="Matches for your requirement"
        subtitle="Ranked by product fit, location, size and track record"
        status={{ text: "14 new matches", tone: "info" }}
      />

      <rect className={styles.panel} x="24" y="92" width="512" height="44" rx="8" />
      <text className={styles.label} x="38" y="109">
        YOUR REQUIREMENT
      </text>
      <text className={`${styles.text} ${styles.strong}`} x="38" y="126">
        Stainless steel fasteners, M6-M12 · 40,000 a month · to Chennai
      </text>

      {matches.map((match, index) => {
        const top = 148 + index * 84;
        let tagX = 86;
        return (
          <g key={match.name}>
            <rect className={styles.card} x="24" y={top} width="512" height="76" rx="8" />
            <rect x="38" y={top + 14} width="36" height="36" rx="8" fill={match.color} />
            <text
              className={`${styles.text} ${styles.strong} ${styles.onDark}`}
              x="56"
              y={top + 36}
              textAnchor="middle"
            >
              {initialsOf(match.name)}
            </text>
            <text className={`${styles.text} ${styles.strong}`} x="86" y={top + 24}>
              {match.name}
            </text>
            <text className={styles.small} x="86" y={top + 38}>
              {match.place}
            </text>
            {match.tags.map((tag) => {
              const chipX = tagX;
              tagX += Math.round(tag.length * 5.3 + 16) + 6;
              return (
                <Chip
                  key={tag}
                  x={chipX}
                  y={top + 47}
                  text={tag}
                  tone={tag.endsWith("verified") ? "ok" : "neutral"}
                />
              );
            })}
            <circle cx="418" cy={top + 38} r="17" fill="none" stroke="#e8edf4" strokeWidth="5" />
            <circle
              cx="418"
              cy={top + 38}
              r="17"
              fill="none"
              stroke={match.color}
              strokeWidth="5"
              strokeLinecap="round"
              strokeDasharray={`${(match.score / 100) * RING} ${RING}`}
              transform={`rotate(-90 418 ${top + 38})`}
            />
            <text
              className={`${styles.small} ${styles.strong} ${styles.numbers}`}
              x="418"
              y={top + 41.5}
              textAnchor="middle"
            >
              {`${match.score}%`}
            </text>
            <PrimaryButton x={454} y={top + 16} width={70} height={22} label="Accept intro" />
            <rect x="454" y={top + 42} width="70" height="20" rx="6" fill="#fff" stroke="#b8c4d6" />
            <text className={styles.small} x="489" y={top + 55.5} textAnchor="middle">
              Not now
            </text>
          </g>
        );
      })}
    </AppWindow>
  );
}
