import type { ReactNode } from "react";
import styles from "./product-mockups.module.css";

interface AppWindowProps {
  /** What the screen shows, read out in place of the drawing. */
  label: string;
  /** The text in the window's address bar. */
  address: string;
  children: ReactNode;
}

/** Every product screen is drawn at one size, so the mockups line up page to page. */
const WIDTH = 560;
const HEIGHT = 414;

/** Height of the window's title bar; screens draw their content below it. */
export const CHROME_HEIGHT = 30;

/**
 * A desktop app window drawn in SVG: title bar, address and the screen the children draw. The
 * width and height attributes give the box its proportions before anything paints, so the page
 * never shifts; CSS then scales it to its column.
 */
export function AppWindow({ label, address, children }: AppWindowProps) {
  return (
    <div className={styles.frame}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
      >
        <rect className={styles.page} width={WIDTH} height={HEIGHT} />
        <rect className={styles.chrome} width={WIDTH} height={CHROME_HEIGHT} />
        <circle cx="16" cy="15" r="4.5" fill="#f87171" />
        <circle cx="30" cy="15" r="4.5" fill="#fbbf24" />
        <circle cx="44" cy="15" r="4.5" fill="#34d399" />
        <rect className={styles.address} x={WIDTH / 2 - 120} y="7" width="240" height="16" rx="8" />
        <text className={styles.small} x={WIDTH / 2} y="18.5" textAnchor="middle">
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

interface ScreenHeaderProps {
  /** Where the title starts: the screen's left margin unless a sidebar takes it. */
  x?: number;
  y?: number;
  title: string;
  subtitle: string;
  /** A chip at the screen's right edge saying how things stand. */
  status?: { text: string; tone: Tone };
}

/** The screen's title with a line of context under it, as every screen opens. */
export function ScreenHeader({ x = 24, y = 62, title, subtitle, status }: ScreenHeaderProps) {
  return (
    <>
      <text className={styles.title} x={x} y={y}>
        {title}
      </text>
      <text className={styles.small} x={x} y={y + 16}>
        {subtitle}
      </text>
      {status ? <Chip x={WIDTH - 24} y={y - 12} alignEnd {...status} /> : null}
    </>
  );
}

interface PanelProps {
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
}

/** A titled card holding a chart or a breakdown. */
export function Panel({ x, y, width, height, title }: PanelProps) {
  return (
    <>
      <rect className={styles.card} x={x} y={y} width={width} height={height} rx="8" />
      <text className={`${styles.text} ${styles.strong}`} x={x + 12} y={y + 19}>
        {title}
      </text>
    </>
  );
}

/** A row's name in bold with its detail under it, as a table's first column reads. */
export function RowName({
  x,
  y,
  name,
  detail,
}: {
  x: number;
  y: number;
  name: string;
  detail: string;
}) {
  return (
    <>
      <text className={`${styles.text} ${styles.strong}`} x={x} y={y}>
        {name}
      </text>
      <text className={styles.small} x={x} y={y + 13}>
        {detail}
      </text>
    </>
  );
}

interface TableHeadProps {
  x: number;
  width: number;
  /** Each heading starts at its x, or ends there over a column of figures. */
  columns: readonly { title: string; x: number; alignEnd?: boolean }[];
}

/** The shaded heading row of a table, under the stat tiles. */
export function TableHead({ x, width, columns }: TableHeadProps) {
  return (
    <>
      <rect className={styles.headRow} x={x} y="168" width={width} height="26" rx="6" />
      {columns.map((column) => (
        <text
          key={column.title}
          className={styles.label}
          x={column.x}
          y="184.5"
          textAnchor={column.alignEnd ? "end" : undefined}
        >
          {column.title}
        </text>
      ))}
    </>
  );
}

interface ButtonProps {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
}

/** The screen's main action, a filled button with its label centred. */
export function PrimaryButton({ x, y, width, height, label }: ButtonProps) {
  return (
    <>
      <rect className={styles.primary} x={x} y={y} width={width} height={height} rx="6" />
      <text
        className={`${styles.small} ${styles.onPrimary}`}
        x={x + width / 2}
        y={y + height / 2 + 3.5}
        textAnchor="middle"
      >
        {label}
      </text>
    </>
  );
}
