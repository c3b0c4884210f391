import Mountain from "lucide-react/icons/mountain";
import Target from "lucide-react/icons/target";
import { missionVisual as copy } from "../../content/service-illustrations";
import { Caption, Card, Drawing, Flow, IconTile, ink, text } from "./parts";

// Mission and vision: a clear aim today, a far goal, and the steady steps between them that the
// firm's name stands for.

const STEPS = [50, 92, 135, 177, 220];
const LAST = STEPS.length - 1;

export function MissionIllustration() {
  return (
    <Drawing>
      {STEPS.map((height, index) => (
        <rect
          key={height}
          x={10 + index * 112}
          y={392 - height}
          width="76"
          height={height}
          rx="10"
          fill={index === LAST ? ink.teal : ink.bright}
          fillOpacity={0.3 + index * 0.14}
        />
      ))}
      <path d="M0 392H560" stroke={ink.rule} strokeWidth="2" />
      <Flow d="M48 328C170 300 330 230 478 160" tone={ink.teal} />
      <path d="M496 172V120" stroke={ink.navy} strokeWidth="3" strokeLinecap="round" />
      <path d="M496 122l30 12-30 12z" fill={ink.amber} />
      <text className={text.caps} x="10" y="416">
        {copy.steps}
      </text>

      <Card x={0} y={20} width={260} height={100} />
      <IconTile x={20} y={50} icon={Target} />
      <text className={text.label} x="76" y="56">
        {copy.mission}
      </text>
      {copy.missionDetail.map((line, index) => (
        <text key={line} className={text.detail} x="76" y={76 + index * 18}>
          {line}
        </text>
      ))}

      <Card x={290} y={16} width={270} height={88} dark />
      <IconTile x={310} y={40} icon={Mountain} tone="teal" />
      <Caption x={366} y={56} title={copy.vision} detail={copy.visionDetail} onDark />
    </Drawing>
  );
}
