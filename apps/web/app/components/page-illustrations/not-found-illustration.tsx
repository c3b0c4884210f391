import FileQuestion from "lucide-react/icons/file-question";
import Search from "lucide-react/icons/search";
import { Card, Flow, IconTile, ink } from "../service-illustrations/shapes";
import styles from "./page-illustrations.module.css";

// The not-found page's picture: the site as a few linked pages, and the path the visitor followed
// ending at an empty, dashed page with a magnifier over it. Decorative: the heading says it.

const WIDTH = 480;
const HEIGHT = 220;

/** A page of the site: a white card with a coloured header strip and two lines of text. */
function SitePage({ x, y, tone }: { x: number; y: number; tone: string }) {
  return (
    <g>
      <Card x={x} y={y} width={104} height={76} />
      <path d={`M${x} ${y + 14}a14 14 0 0 1 14-14h76a14 14 0 0 1 14 14v6H${x}z`} fill={tone} />
      <rect x={x + 14} y={y + 34} width="62" height="7" rx="3.5" fill={ink.soft} />
      <rect x={x + 14} y={y + 50} width="46" height="7" rx="3.5" fill={ink.soft} />
    </g>
  );
}

export function NotFoundIllustration() {
  return (
    <svg
      className={`${styles.illustration} ${styles.notFound}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="372" cy="112" r="98" fill={ink.mint} fillOpacity="0.14" />

      {/* Pages that exist, linked to one another. */}
      <SitePage x={8} y={24} tone={ink.primary} />
      <SitePage x={8} y={128} tone={ink.teal} />
      <SitePage x={156} y={72} tone={ink.bright} />
      <Flow d="M112 62C134 62 134 98 156 104" />
      <Flow d="M112 166C134 166 134 128 156 120" tone={ink.teal} />

      {/* The link followed: it leads to a page that is not there. */}
      <Flow d="M260 110C284 110 290 112 314 112" tone={ink.amber} />
      <rect
        x="318"
        y="52"
        width="112"
        height="124"
        rx="14"
        fill="#fff"
        fillOpacity="0.6"
        stroke={ink.primary}
        strokeOpacity="0.45"
        strokeWidth="2"
        strokeDasharray="7 6"
      />
      <IconTile x={350} y={90} icon={FileQuestion} size={48} tone="amber" />

      {/* Looking for it. */}
      <circle cx="428" cy="170" r="30" fill={ink.navy} />
      <Search x={413} y={155} width={30} height={30} color="#fff" strokeWidth={2.2} />
    </svg>
  );
}
