import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

// The shapes every page illustration is drawn from, so the set reads as one family: white cards,
// navy highlight cards, dotted flows and rounded icon tiles in the hero's blues and teal. No
// stylesheet here, so a page that draws with its own type imports only what it draws.

export const WIDTH = 560;
export const HEIGHT = 420;

export const ink = {
  primary: "#0a4fa3",
  bright: "#2f7ae5",
  soft: "#e3edfb",
  surface: "#f4f7fb",
  rule: "#d7dfea",
  teal: "#14b8a6",
  tealDark: "#0f766e",
  mint: "#5eead4",
  navy: "#0b1f3a",
  amber: "#f59e0b",
  amberSoft: "#fef0c7",
  okSoft: "#dcfae6",
  ok: "#067647",
} as const;

interface DrawingProps {
  children: ReactNode;
  /** What an informative drawing shows, read out in its place; without it the drawing is decorative. */
  label?: string;
  /** The set's own size and type. */
  className: string | undefined;
}

/** The drawing itself: decorative unless labelled, as the heading beside it says the same in words. */
export function Drawing({ children, label, className }: DrawingProps) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : "true"}
      focusable={label ? undefined : "false"}
    >
      {children}
    </svg>
  );
}

interface BoxProps {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The one navy card of a drawing, for the result or the firm's own part. */
  dark?: boolean;
}

export function Card({ x, y, width, height, dark = false }: BoxProps) {
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      rx="14"
      fill={dark ? ink.navy : "#fff"}
      stroke={dark ? "none" : "#0f1b2d"}
      strokeOpacity="0.08"
    />
  );
}

/** A dotted connector, as the hero draws data moving between systems. */
export function Flow({ d, tone = ink.bright }: { d: string; tone?: string }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={tone}
      strokeOpacity="0.8"
      strokeWidth="2.5"
      strokeDasharray="2 7"
      strokeLinecap="round"
    />
  );
}

interface TileProps {
  x: number;
  y: number;
  icon: LucideIcon;
  size?: number;
  tone?: "primary" | "teal" | "soft" | "amber";
}

const tiles = {
  primary: { ground: ink.primary, stroke: "#fff" },
  teal: { ground: ink.tealDark, stroke: "#fff" },
  soft: { ground: ink.soft, stroke: ink.primary },
  amber: { ground: ink.amberSoft, stroke: "#93370d" },
} as const;

/** A rounded square with a line icon, as the cards of the site show. */
export function IconTile({ x, y, icon: Icon, size = 40, tone = "primary" }: TileProps) {
  const { ground, stroke } = tiles[tone];
  const inset = size * 0.22;
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} rx={size * 0.26} fill={ground} />
      <Icon
        x={x + inset}
        y={y + inset}
        width={size - inset * 2}
        height={size - inset * 2}
        color={stroke}
        strokeWidth={2}
      />
    </g>
  );
}

/** A round green tick: a step done. */
export function Tick({ cx, cy, r = 11 }: { cx: number; cy: number; r?: number }) {
  const s = r / 11;
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={ink.okSoft} />
      <path
        d={`M${cx - 5 * s} ${cy}l${3.5 * s} ${3.5 * s} ${6.5 * s}-${7 * s}`}
        fill="none"
        stroke={ink.ok}
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** Grey bars standing in for lines of text the drawing does not need to spell out. */
export function TextLines({
  x,
  y,
  widths,
  gap = 14,
  tone = ink.rule,
}: {
  x: number;
  y: number;
  widths: readonly number[];
  gap?: number;
  tone?: string;
}) {
  const bars = widths.map((width, index) => ({ width, top: y + index * gap }));
  return (
    <g>
      {bars.map((bar) => (
        <rect key={bar.top} x={x} y={bar.top} width={bar.width} height="7" rx="3.5" fill={tone} />
      ))}
    </g>
  );
}

/** A pill with a short status word. */
export function Pill({
  x,
  y,
  width,
  label,
  tone = "ok",
}: {
  x: number;
  y: number;
  width: number;
  label: string;
  tone?: "ok" | "info" | "warn";
}) {
  const colours = {
    ok: [ink.okSoft, ink.ok],
    info: [ink.soft, ink.primary],
    warn: [ink.amberSoft, "#93370d"],
  }[tone];
  return (
    <g>
      <rect x={x} y={y} width={width} height="24" rx="12" fill={colours[0]} />
      <text
        x={x + width / 2}
        y={y + 16.5}
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        fill={colours[1]}
      >
        {label}
      </text>
    </g>
  );
}
