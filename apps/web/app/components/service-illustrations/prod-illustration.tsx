import Cog from "lucide-react/icons/cog";
import Wrench from "lucide-react/icons/wrench";
import { prodVisual as copy } from "../../content/service-illustrations";
import { Caption, Card, Drawing, Flow, IconTile, ink, text } from "./parts";

// AI support for manufacturing: a production line watched by the machine, its efficiency on a
// gauge and a wear warning raised before it stops the line.

const BOXES = [40, 112, 184];

export function ProdIllustration() {
  return (
    <Drawing>
      <Card x={0} y={30} width={320} height={240} />
      <IconTile x={20} y={50} icon={Cog} />
      <text className={text.label} x="74" y="76">
        {copy.line}
      </text>
      {BOXES.map((x) => (
        <rect
          key={x}
          x={x}
          y="150"
          width="52"
          height="52"
          rx="8"
          fill={ink.soft}
          stroke={ink.bright}
          strokeWidth="2"
        />
      ))}
      <rect x="20" y="204" width="280" height="22" rx="11" fill={ink.navy} />
      {[40, 90, 140, 190, 240, 280].map((cx) => (
        <circle key={cx} cx={cx} cy="215" r="5" fill="#3a5579" />
      ))}
      <path
        d="M256 150h30v54"
        fill="none"
        stroke={ink.teal}
        strokeWidth="3"
        strokeLinecap="round"
      />

      <Card x={340} y={30} width={220} height={200} dark />
      <text className={text.onDarkMuted} x="362" y="62">
        {copy.gauge}
      </text>
      <path
        d="M380 180a70 70 0 0 1 140 0"
        fill="none"
        stroke="#1d4f91"
        strokeWidth="16"
        strokeLinecap="round"
      />
      <path
        d="M380 180a70 70 0 0 1 126-42"
        fill="none"
        stroke={ink.mint}
        strokeWidth="16"
        strokeLinecap="round"
      />
      <text className={text.figureOnDark} x="450" y="176" textAnchor="middle">
        {copy.gaugeValue}
      </text>

      <Flow d="M160 270V310" tone={ink.amber} />
      <Card x={60} y={310} width={400} height={84} />
      <rect x="60" y="310" width="8" height="84" rx="4" fill={ink.amber} />
      <IconTile x={86} y={332} icon={Wrench} tone="amber" />
      <Caption x={142} y={348} title={copy.alert} detail={copy.alertDetail} />
    </Drawing>
  );
}
