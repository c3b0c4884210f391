import { type ChecklistTone, toneColours } from "./checklist-visuals";

// The first page of a download, drawn small: brand stripe, title and the first ticked sections.
// Its lower edge runs off the picture, like a sheet standing in a tray. Decorative: the card's
// heading and text say the same in words.

const WIDTH = 200;
const HEIGHT = 156;
const TITLE_LINE_CHARS = 21;
const ITEM_CHARS = 27;

/** Breaks the title into at most two lines at word boundaries, shortening the second if needed. */
function titleLines(title: string): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of title.split(/\s+/)) {
    if (current && `${current} ${word}`.length > TITLE_LINE_CHARS) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= 2) return lines;
  return [lines[0] ?? "", shorten(lines.slice(1).join(" "), TITLE_LINE_CHARS)];
}

function shorten(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, chars - 1).trimEnd()}…`;
}

interface ChecklistThumbnailProps {
  title: string;
  /** The sections the download covers; the first three are shown ticked. */
  items: readonly string[];
  tone: ChecklistTone;
  className?: string;
}

export function ChecklistThumbnail({ title, items, tone, className }: ChecklistThumbnailProps) {
  const { strong, soft } = toneColours[tone];
  const lines = titleLines(title);
  const firstItemY = 70 + lines.length * 15;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="14" y="12" width="172" height="160" rx="8" fill="#fff" stroke="#d7dfea" />
      <path d="M22 12h156a8 8 0 0 1 8 8v3H14v-3a8 8 0 0 1 8-8z" fill={strong} />
      <rect x="28" y="36" width="11" height="11" rx="3" fill={strong} />
      <rect x="44" y="39" width="42" height="5" rx="2.5" fill="#b8c4d6" />
      <rect x="144" y="37" width="28" height="9" rx="4.5" fill={soft} />
      {lines.map((line, index) => (
        <text key={line} x="28" y={72 + index * 15} fontSize="12" fontWeight="750" fill="#0f1b2d">
          {line}
        </text>
      ))}
      {items.slice(0, 3).map((item, index) => {
        const y = firstItemY + index * 19;
        return (
          <g key={item}>
            <rect x="28" y={y - 9} width="11" height="11" rx="3" fill={soft} />
            <path
              d={`M30.5 ${y - 3.5}l2.6 2.6 4.4-5`}
              stroke={strong}
              strokeWidth="1.8"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <text x="46" y={y} fontSize="9" fill="#475467">
              {shorten(item, ITEM_CHARS)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
