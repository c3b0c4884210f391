import { initialsOf } from "./initials";
import styles from "./monogram-portrait.module.css";

// A person's initials on a brand-coloured disc with a faint arc pattern: a consistent portrait
// for people the site has no photograph of. Decorative, as the name is always written beside it.

const palettes = [
  { from: "#0a4fa3", to: "#0b1f3a", arc: "#a8cbff" },
  { from: "#0f766e", to: "#0b1f3a", arc: "#5eead4" },
  { from: "#2f7ae5", to: "#0a2f63", arc: "#ffd58a" },
  { from: "#0a2f63", to: "#0f766e", arc: "#a8cbff" },
  { from: "#083d7e", to: "#0f1b2d", arc: "#f59e0b" },
  { from: "#14b8a6", to: "#0a4fa3", arc: "#e3edfb" },
] as const;

interface MonogramPortraitProps {
  name: string;
  /** The person's place in their list: neighbours get different colours. */
  index: number;
}

export function MonogramPortrait({ name, index }: MonogramPortraitProps) {
  const palette = palettes[index % palettes.length] ?? palettes[0];
  const id = `portrait-${initialsOf(name).toLowerCase()}-${index}`;
  return (
    <svg
      className={styles.portrait}
      viewBox="0 0 96 96"
      width="96"
      height="96"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <circle cx="48" cy="48" r="48" fill={`url(#${id})`} />
      <path
        d="M-4 74a52 52 0 0 1 52-52M-4 92a70 70 0 0 1 70-70M10 104a64 64 0 0 1 64-64"
        fill="none"
        stroke={palette.arc}
        strokeOpacity="0.28"
        strokeWidth="2"
      />
      <circle cx="76" cy="22" r="5" fill={palette.arc} />
      <text className={styles.initials} x="48" y="58.5" textAnchor="middle">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
