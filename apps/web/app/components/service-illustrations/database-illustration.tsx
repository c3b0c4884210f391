import FileCheck from "lucide-react/icons/file-check";
import { databaseVisual as copy } from "../../content/service-illustrations";
import { Caption, Card, Drawing, Flow, IconTile, ink, Tick, text } from "./parts";

// Database services: a database under a health check, and the audit report that comes of it.

export function DatabaseIllustration() {
  return (
    <Drawing>
      <circle cx="120" cy="190" r="120" fill={ink.mint} fillOpacity="0.14" />
      <path d="M30 84v200a90 26 0 0 0 180 0V84z" fill={ink.primary} />
      <path
        d="M30 150a90 26 0 0 0 180 0M30 216a90 26 0 0 0 180 0"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.3"
        strokeWidth="2"
      />
      <ellipse cx="120" cy="84" rx="90" ry="26" fill={ink.bright} />
      {[120, 186, 252].map((y) => (
        <circle key={y} cx="180" cy={y + 14} r="5" fill={ink.mint} />
      ))}
      <Flow d="M210 170C236 170 232 120 256 120" />

      <Card x={256} y={24} width={304} height={240} />
      <text className={text.caps} x="278" y="56">
        {copy.heading}
      </text>
      {copy.checks.map((check, index) => {
        const y = 82 + index * 44;
        return (
          <g key={check.label}>
            <text className={text.detail} x="278" y={y + 12}>
              {check.label}
            </text>
            <rect x="374" y={y + 3} width="140" height="10" rx="5" fill={ink.surface} />
            <rect
              x="374"
              y={y + 3}
              width={140 * check.share}
              height="10"
              rx="5"
              fill={check.share === 1 ? ink.teal : ink.bright}
            />
            <Tick cx={538} cy={y + 8} r={9} />
          </g>
        );
      })}

      <Card x={120} y={300} width={330} height={88} dark />
      <IconTile x={140} y={324} icon={FileCheck} tone="teal" />
      <Caption x={196} y={340} title={copy.report} detail={copy.reportDetail} onDark />
      <Flow d="M400 264V300" tone={ink.teal} />
    </Drawing>
  );
}
