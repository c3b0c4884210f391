import { aboutStory } from "../../content/about";
import { Card, Drawing } from "../service-illustrations/shapes";
import styles from "./page-illustrations.module.css";

// The about page's picture: the firm's milestones on a timeline, two facts and the small steps
// its name stands for. Informative, so it carries a text alternative built from the same data.

const milestones = aboutStory.milestones.map((step) => `${step.label}, ${step.detail}`);
const facts = aboutStory.facts.map((fact) => `${fact.value} ${fact.lines.join(" ")}`);
const label = `${aboutStory.heading}: ${milestones.join("; ")}. ${facts.join("; ")}.`;

const STEP_HEIGHTS = [14, 22, 30, 38, 46];

export function AboutStoryIllustration() {
  return (
    <Drawing className={styles.illustration} label={label}>
      <Card x={0} y={10} width={340} height={400} />
      <text className={styles.caps} x="26" y="46">
        {aboutStory.heading}
      </text>
      <path d="M40 84V352" stroke="#d7dfea" strokeWidth="3" strokeLinecap="round" />
      {aboutStory.milestones.map((step, index) => {
        const y = 88 + index * 66;
        const last = index === aboutStory.milestones.length - 1;
        return (
          <g key={step.label}>
            {last ? <circle cx="40" cy={y} r="16" fill="#14b8a6" fillOpacity="0.2" /> : null}
            <circle cx="40" cy={y} r="9" fill={last ? "#0f766e" : "#0a4fa3"} />
            <circle cx="40" cy={y} r="3.5" fill="#fff" />
            <text className={styles.label} x="66" y={y + 4}>
              {step.label}
            </text>
            <text className={styles.detail} x="66" y={y + 22}>
              {step.detail}
            </text>
          </g>
        );
      })}

      {aboutStory.facts.map((fact, index) => {
        const y = 34 + index * 132;
        return (
          <g key={fact.value}>
            <Card x={362} y={y} width={198} height={112} />
            <text className={styles.figure} x="384" y={y + 50}>
              {fact.value}
            </text>
            {fact.lines.map((line, lineIndex) => (
              <text key={line} className={styles.detail} x="385" y={y + 74 + lineIndex * 16}>
                {line}
              </text>
            ))}
          </g>
        );
      })}

      <rect x="362" y="298" width="198" height="112" rx="14" fill="#0b1f3a" />
      <text className={styles.onDark} x="384" y="330">
        {aboutStory.kaizen.label}
      </text>
      <text className={styles.onDarkMuted} x="384" y="348">
        {aboutStory.kaizen.detail}
      </text>
      {STEP_HEIGHTS.map((height, index) => (
        <rect
          key={height}
          x={384 + index * 32}
          y={392 - height}
          width="24"
          height={height}
          rx="4"
          fill={index === STEP_HEIGHTS.length - 1 ? "#14b8a6" : "#2f7ae5"}
          fillOpacity={0.45 + index * 0.12}
        />
      ))}
    </Drawing>
  );
}
