import Mic from "lucide-react/icons/mic";
import { voiceVisual as copy } from "../../content/service-illustrations";
import { Card, Drawing, IconTile, ink, Pill, text } from "./parts";

// The dental voice agent: a caller asks, the agent answers and books the call-back.

const WAVE = [14, 30, 52, 36, 64, 44, 24, 50, 34, 18, 40, 22].map((height, index) => ({
  height,
  x: 66 + index * 11,
  accent: index % 3 === 0,
}));

export function VoiceIllustration() {
  return (
    <Drawing>
      <circle cx="130" cy="210" r="120" fill={ink.mint} fillOpacity="0.16" />
      <rect x="40" y="20" width="180" height="380" rx="30" fill={ink.navy} />
      <rect x="50" y="30" width="160" height="360" rx="22" fill="#fff" />
      <rect x="106" y="40" width="48" height="9" rx="4.5" fill={ink.navy} />
      {WAVE.map((bar) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={170 - bar.height / 2}
          width="6"
          height={bar.height}
          rx="3"
          fill={bar.accent ? ink.teal : ink.bright}
        />
      ))}
      <circle cx="130" cy="310" r="34" fill={ink.mint} fillOpacity="0.3" />
      <IconTile x={106} y={286} icon={Mic} size={48} />

      <Card x={250} y={70} width={300} height={64} />
      <text className={text.speech} x="272" y="108">
        {copy.caller}
      </text>
      <rect x="264" y="164" width="296" height="64" rx="14" fill={ink.primary} />
      <text className={text.speechOnDark} x="284" y="202">
        {copy.agent}
      </text>
      <Pill x={380} y={258} width={170} label={copy.status} />
    </Drawing>
  );
}
