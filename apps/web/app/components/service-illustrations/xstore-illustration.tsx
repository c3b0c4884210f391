import Store from "lucide-react/icons/store";
import { xstoreVisual as copy } from "../../content/service-illustrations";
import { Card, Drawing, Flow, IconTile, ink, Pill, TextLines, Tick, text } from "./parts";

// Point-of-sale support: a store's till at work, its sale synced and the store online.

const ITEMS = [120, 96, 132];

export function XstoreIllustration() {
  return (
    <Drawing>
      {/* The till: screen, stand and base. */}
      <rect x="10" y="60" width="300" height="206" rx="18" fill={ink.navy} />
      <rect x="24" y="74" width="272" height="178" rx="10" fill="#fff" />
      {ITEMS.map((width, index) => (
        <g key={width}>
          <TextLines x={44} y={98 + index * 30} widths={[width]} />
          <rect x="236" y={98 + index * 30} width="40" height="7" rx="3.5" fill={ink.soft} />
        </g>
      ))}
      <rect x="40" y="194" width="240" height="42" rx="10" fill={ink.primary} />
      <TextLines x={58} y={212} widths={[70]} tone="#a8cbff" />
      <rect x="206" y="208" width="56" height="14" rx="7" fill="#fff" />
      <path d="M140 266h40l16 52h-72z" fill="#1d4f91" />
      <rect x="80" y="316" width="160" height="22" rx="11" fill={ink.navy} />

      {/* The store, online. */}
      <Card x={330} y={20} width={230} height={80} />
      <IconTile x={348} y={40} icon={Store} />
      <text className={text.label} x="402" y="66">
        {copy.store}
      </text>
      <Pill x={478} y={48} width={68} label={copy.status} />

      {/* The receipt, synced to head office. */}
      <Flow d="M310 170C340 170 336 150 370 150" tone={ink.teal} />
      <path
        d="M370 126h170v246l-14 10-14-10-14 10-14-10-14 10-14-10-14 10-14-10-14 10-14-10-14 10-14-10-14 10z"
        fill="#fff"
        stroke="#0f1b2d"
        strokeOpacity="0.08"
      />
      <Tick cx={400} cy={162} r={14} />
      <text className={text.label} x="424" y="160">
        {copy.receipt}
      </text>
      <text className={text.detail} x="424" y="178">
        {copy.receiptDetail}
      </text>
      <path d="M388 204h134" stroke={ink.rule} strokeWidth="2" strokeDasharray="4 5" />
      <TextLines x={388} y={224} widths={[110, 80, 120, 64]} gap={22} />
      <rect x="388" y="316" width="134" height="30" rx="8" fill={ink.soft} />
      <TextLines x={400} y={327} widths={[56]} tone={ink.bright} />
    </Drawing>
  );
}
