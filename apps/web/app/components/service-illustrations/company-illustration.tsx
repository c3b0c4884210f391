import FileBadge from "lucide-react/icons/file-badge";
import MapPin from "lucide-react/icons/map-pin";
import { companyVisual as copy } from "../../content/service-illustrations";
import { Caption, Card, Drawing, Flow, IconTile, ink } from "./parts";

// Company details: the office block in New Delhi and the company's registration.

const FLOORS = [96, 146, 196, 246, 296];
const BAYS = [64, 114, 164];

export function CompanyIllustration() {
  return (
    <Drawing>
      <circle cx="140" cy="240" r="130" fill={ink.mint} fillOpacity="0.16" />
      <rect x="40" y="70" width="200" height="320" rx="12" fill={ink.primary} />
      <rect x="40" y="70" width="200" height="14" rx="7" fill={ink.navy} />
      {FLOORS.map((y) =>
        BAYS.map((x) => (
          <rect
            key={`${x}:${y}`}
            x={x}
            y={y}
            width="36"
            height="30"
            rx="5"
            fill="#fff"
            fillOpacity={y === 146 && x === 114 ? 1 : 0.22}
          />
        )),
      )}
      <rect x="116" y="344" width="48" height="46" rx="6" fill={ink.navy} />
      <path d="M10 390H270" stroke={ink.rule} strokeWidth="3" strokeLinecap="round" />

      <Flow d="M232 161C270 161 262 110 290 110" tone={ink.teal} />
      <Card x={290} y={60} width={270} height={100} />
      <IconTile x={310} y={90} icon={MapPin} tone="teal" />
      <Caption x={366} y={106} title={copy.city} detail={copy.country} />

      <Card x={290} y={200} width={270} height={100} dark />
      <IconTile x={310} y={230} icon={FileBadge} tone="teal" />
      <Caption x={366} y={246} title={copy.registered} detail={copy.registeredDetail} onDark />
    </Drawing>
  );
}
