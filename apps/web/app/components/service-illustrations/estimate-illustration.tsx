import Calculator from "lucide-react/icons/calculator";
import { estimateVisual as copy } from "../../content/service-illustrations";
import { Card, Drawing, IconTile, ink, text } from "./parts";

// The estimate builder: a drawn estimate summary, its parts adding up to a total. Amounts are
// bars, not figures, so the picture never contradicts the calculator's real prices; every line of
// text is real words, not placeholder bars.

const SHARES = [0.46, 0.34, 0.2];
const SHADES = [ink.primary, ink.bright, ink.teal];
const RING = 2 * Math.PI * 46;

export function EstimateIllustration() {
  return (
    <Drawing>
      <Card x={0} y={24} width={380} height={360} />
      <IconTile x={22} y={44} icon={Calculator} tone="soft" />
      <text className={text.label} x="76" y="70">
        {copy.heading}
      </text>
      {copy.rows.map((row, index) => {
        const y = 112 + index * 64;
        const share = SHARES[index] ?? 0.2;
        return (
          <g key={row}>
            <circle cx="32" cy={y + 12} r="7" fill={SHADES[index]} />
            <text className={text.detail} x="48" y={y + 17}>
              {row}
            </text>
            <rect
              x="210"
              y={y + 7}
              width={150 * share * 2}
              height="10"
              rx="5"
              fill={SHADES[index]}
              fillOpacity="0.85"
            />
            <text className={text.detail} x="48" y={y + 38}>
              {copy.rowDetails[index]}
            </text>
          </g>
        );
      })}
      <path d="M22 302H358" stroke={ink.rule} strokeWidth="2" strokeDasharray="4 5" />
      <text className={text.caps} x="22" y="342">
        {copy.total}
      </text>
      {/* The total as the three parts end to end: a bar, not a figure, and nothing like a button. */}
      {SHARES.map((share, index) => {
        const before = SHARES.slice(0, index).reduce((sum, value) => sum + value, 0);
        return (
          <rect
            key={share}
            x={198 + 160 * before}
            y="328"
            width={160 * share - 3}
            height="12"
            rx="6"
            fill={SHADES[index]}
          />
        );
      })}
      <text className={text.detail} x="22" y="368">
        {copy.totalDetail}
      </text>

      {/* The same parts as a share of the whole. */}
      <Card x={400} y={96} width={160} height={200} dark />
      <g transform="rotate(-90 480 196)">
        {SHARES.map((share, index) => {
          const before = SHARES.slice(0, index).reduce((sum, value) => sum + value, 0);
          return (
            <circle
              key={share}
              cx="480"
              cy="196"
              r="46"
              fill="none"
              stroke={SHADES[index] === ink.primary ? "#5b9bf0" : SHADES[index]}
              strokeWidth="18"
              strokeDasharray={`${RING * share - 3} ${RING}`}
              strokeDashoffset={-RING * before}
            />
          );
        })}
      </g>
      <circle cx="480" cy="196" r="24" fill="#1d4f91" />
    </Drawing>
  );
}
