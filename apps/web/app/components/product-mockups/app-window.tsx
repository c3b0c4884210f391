import type { ReactNode } from "react";
import styles from "./product-mockups.module.css";

interface AppWindowProps {
  /** What the screen shows, read out in place of the drawing. */
  label: string;
  /** The text in the window's address bar. */
  address: string;
  width: number;
  height: number;
  children: ReactNode;
}

/** Height of the window's title bar; screens draw their content below it. */
export const CHROME_HEIGHT = 30;

/**
 * A desktop app window drawn in SVG: title bar, address and the screen the children draw. The
 * width and height attributes give the box its proportions before anything paints, so the page
 * never shifts; CSS then scales it to its column.
 */
export function AppWindow({ label, address, width, height, children }: AppWindowProps) {
  return (
    <div className={styles.frame}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-label={label}
      >
        <rect className={styles.page} width={width} height={height} />
        <rect className={styles.chrome} width={width} height={CHROME_HEIGHT} />
        <circle cx="16" cy="15" r="4.5" fill="#f87171" />
        <circle cx="30" cy="15" r="4.5" fill="#fbbf24" />
        <circle cx="44" cy="15" r="4.5" fill="#34d399" />
        <rect className={styles.address} x={width / 2 - 120} y="7" width="240" height="16" rx="8" />
        <text className={styles.small} x={width / 2} y="18.5" textAnchor="middle">
          {address}
        </text>
        {children}
      </svg>
    </div>
  );
}

type Tone = "ok" | "info" | "warn" | "bad" | "neutral";

const toneClasses: Record<Tone, [string | undefined, string | undefined]> = {
  ok: [styles.okBg, styles.okText],
  info: [styles.infoBg, styles.infoText],
  warn: [styles.warnBg, styles.warnText],
  bad: [styles.badBg, styles.badText],
  neutral: [styles.neutralBg, styles.neutralText],
};

interface ChipProps {
  x: number;
  y: number;
  text: string;
  tone: Tone;
  /** Right-aligns the chip on x instead of starting it there. */
  alignEnd?: boolean;
}

/** A status chip; its width follows its text at the chip's small size. */
export function Chip({ x, y, text, tone, alignEnd = false }: ChipProps) {
  const width = Math.round(text.length * 5.3 + 16);
  const left = alignEnd ? x - width : x;
  const [ground, ink] = toneClasses[tone];
  return (
    <g>
      <rect className={ground} x={left} y={y} width={width} height="17" rx="8.5" />
      <text className={`${styles.small} ${styles.strong} ${ink}`} x={left + 8} y={y + 12}>
        {text}
      </text>
    </g>
  );
}

interface StatTileProps {
  x: number;
  y: number;
  width: number;
  label: string;
  value: string;
  /** A short trend under the value, e.g. "▲ 12%". */
  note?: string;
  noteTone?: "up" | "down" | "muted";
}

/** A headline figure in a small card, as dashboards open with. */
export function StatTile({ x, y, width, label, value, note, noteTone = "muted" }: StatTileProps) {
  const noteClass = noteTone === "up" ? styles.up : noteTone === "down" ? styles.down : "";
  return (
    <g>
      <rect className={styles.card} x={x} y={y} width={width} height="58" rx="8" />
      <text className={styles.label} x={x + 12} y={y + 17}>
        {label.toUpperCase()}
      </text>
      <text className={`${styles.figure} ${styles.numbers}`} x={x + 12} y={y + 37}>
        {value}
      </text>
      {note ? (
        <text className={`${styles.small} ${styles.strong} ${noteClass}`} x={x + 12} y={y + 50.5}>
          {note}
        </text>
      ) : null}
    </g>
  );
}
