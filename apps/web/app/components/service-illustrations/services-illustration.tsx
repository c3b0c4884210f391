import DatabaseBackup from "lucide-react/icons/database-backup";
import FileText from "lucide-react/icons/file-text";
import Headset from "lucide-react/icons/headset";
import ServerCog from "lucide-react/icons/server-cog";
import { servicesVisual as copy } from "../../content/service-illustrations";
import { Caption, Card, Drawing, Flow, IconTile, ink, Tick } from "./parts";

// Other services: the systems a client already runs, looked after by three kinds of care.

const offerIcons = [DatabaseBackup, FileText, Headset];

export function ServicesIllustration() {
  return (
    <Drawing>
      {/* The client's systems, in the middle of the care around them. */}
      <circle cx="150" cy="210" r="110" fill={ink.mint} fillOpacity="0.16" />
      <Card x={50} y={130} width={200} height={160} dark />
      <IconTile x={74} y={154} icon={ServerCog} size={48} tone="teal" />
      <Caption x={74} y={236} title={copy.hub} detail={copy.hubDetail} onDark />
      <rect x="74" y="268" width="150" height="6" rx="3" fill="#1d4f91" />
      <rect x="74" y="268" width="138" height="6" rx="3" fill={ink.teal} />

      {copy.offers.map((offer, index) => {
        const y = 34 + index * 128;
        const Icon = offerIcons[index] ?? FileText;
        return (
          <g key={offer.label}>
            <Flow d={`M250 210C300 210 290 ${y + 44} 330 ${y + 44}`} />
            <Card x={330} y={y} width={230} height={88} />
            <IconTile x={350} y={y + 24} icon={Icon} tone="soft" />
            <Caption x={406} y={y + 40} title={offer.label} detail={offer.detail} />
            <Tick cx={532} cy={y + 24} r={10} />
          </g>
        );
      })}
    </Drawing>
  );
}
