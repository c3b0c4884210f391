import Activity from "lucide-react/icons/activity";
import RadioTower from "lucide-react/icons/radio-tower";
import Thermometer from "lucide-react/icons/thermometer";
import Zap from "lucide-react/icons/zap";
import { iotVisual as copy } from "../../content/service-illustrations";
import { Card, Drawing, Flow, IconTile, ink, Pill, text } from "./parts";

// Connected devices: sensors on the floor send readings through a gateway to a live dashboard.

const sensorIcons = [Thermometer, Activity, Zap];

export function IotIllustration() {
  return (
    <Drawing>
      {copy.sensors.map((sensor, index) => {
        const y = 40 + index * 120;
        const Icon = sensorIcons[index] ?? Activity;
        return (
          <g key={sensor.label}>
            <Card x={0} y={y} width={196} height={92} />
            <IconTile x={18} y={y + 18} icon={Icon} tone="soft" />
            <text className={text.detail} x="72" y={y + 34}>
              {sensor.label}
            </text>
            <text className={text.label} x="72" y={y + 56}>
              {sensor.reading}
            </text>
            <circle cx="184" cy={y + 14} r="4" fill={ink.teal} />
            <Flow d={`M196 ${y + 46}C226 ${y + 46} 222 220 246 220`} />
          </g>
        );
      })}

      <circle cx="272" cy="220" r="48" fill={ink.mint} fillOpacity="0.22" />
      <IconTile x={246} y={194} icon={RadioTower} size={52} />
      <text className={text.caps} x="272" y="290" textAnchor="middle">
        {copy.gateway}
      </text>
      <Flow d="M298 220H330" tone={ink.teal} />

      <Card x={330} y={60} width={230} height={300} dark />
      <text className={text.onDarkMuted} x="352" y="94">
        {copy.dashboard}
      </text>
      <path
        d="M352 230L380 214L408 222L436 186L464 196L492 160L536 146"
        fill="none"
        stroke={ink.mint}
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M352 250H536" stroke="#1d4f91" strokeWidth="2" />
      <circle cx="536" cy="146" r="5" fill={ink.mint} />
      {[0, 1, 2].map((bar) => (
        <rect key={bar} x={352 + bar * 64} y="268" width="54" height="34" rx="8" fill="#1d4f91" />
      ))}
      <Pill x={352} y={318} width={140} label={copy.status} />
    </Drawing>
  );
}
