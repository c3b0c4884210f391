import HeartPulse from "lucide-react/icons/heart-pulse";
import MessageCircle from "lucide-react/icons/message-circle";
import { healVisual as copy } from "../../content/service-illustrations";
import { Caption, Card, Drawing, Flow, IconTile, ink, Tick, text } from "./parts";

// AI support for clinics: the day's appointments kept full, with reminders sent on their own.

export function HealIllustration() {
  return (
    <Drawing>
      <Card x={0} y={20} width={330} height={290} />
      <text className={text.caps} x="24" y="56">
        {copy.heading}
      </text>
      {copy.slots.map((slot, index) => {
        const y = 76 + index * 74;
        return (
          <g key={slot.time}>
            <rect x="16" y={y} width="298" height="60" rx="12" fill={ink.surface} />
            <rect
              x="16"
              y={y}
              width="6"
              height="60"
              rx="3"
              fill={index === 1 ? ink.teal : ink.bright}
            />
            <text className={text.label} x="40" y={y + 36}>
              {slot.time}
            </text>
            <text className={text.detail} x="104" y={y + 36}>
              {slot.label}
            </text>
            <Tick cx={288} cy={y + 30} />
          </g>
        );
      })}

      <circle cx="460" cy="140" r="96" fill={ink.mint} fillOpacity="0.16" />
      <Card x={360} y={60} width={200} height={160} />
      <IconTile x={380} y={80} icon={HeartPulse} tone="teal" />
      <path
        d="M380 176h40l12-26 18 48 14-34 10 12h46"
        fill="none"
        stroke={ink.primary}
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />

      <Flow d="M460 220V300" tone={ink.teal} />
      <Card x={200} y={300} width={360} height={88} dark />
      <IconTile x={220} y={324} icon={MessageCircle} tone="teal" />
      <Caption x={276} y={340} title={copy.reminder} detail={copy.reminderDetail} onDark />
    </Drawing>
  );
}
