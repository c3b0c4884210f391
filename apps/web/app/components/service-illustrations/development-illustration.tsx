import Code from "lucide-react/icons/code-xml";
import { developmentVisual as copy } from "../../content/service-illustrations";
import { Caption, Card, Drawing, Flow, IconTile, ink, TextLines, Tick, text } from "./parts";

// Custom development: the same product as a web portal and a mobile app, and a release shipped.

const CHART = [46, 70, 58, 92, 80, 112];

export function DevelopmentIllustration() {
  return (
    <Drawing>
      {/* The web portal. */}
      <Card x={0} y={24} width={390} height={290} />
      <path d="M0 38a14 14 0 0 1 14-14h362a14 14 0 0 1 14 14v22H0z" fill={ink.surface} />
      <circle cx="20" cy="42" r="5" fill="#f87171" />
      <circle cx="36" cy="42" r="5" fill="#fbbf24" />
      <circle cx="52" cy="42" r="5" fill="#34d399" />
      <rect x="0" y="60" width="84" height="254" fill={ink.navy} />
      <path d="M0 300v0a14 14 0 0 0 14 14h70V300z" fill={ink.navy} />
      <TextLines x={16} y={84} widths={[52, 40, 48, 36]} gap={26} tone="#3a5579" />
      <rect x="12" y="76" width="60" height="22" rx="6" fill="#1d4f91" />
      <text className={text.label} x="104" y="92">
        {copy.web}
      </text>
      <TextLines x={104} y={104} widths={[150]} />
      {CHART.map((height, index) => (
        <rect
          key={height}
          x={110 + index * 42}
          y={290 - height}
          width="26"
          height={height}
          rx="6"
          fill={index === CHART.length - 1 ? ink.teal : ink.bright}
          fillOpacity={0.35 + index * 0.1}
        />
      ))}
      <path d="M104 290H370" stroke={ink.rule} strokeWidth="2" />

      {/* The mobile app. */}
      <rect x="402" y="96" width="150" height="300" rx="28" fill={ink.navy} />
      <rect x="410" y="104" width="134" height="284" rx="22" fill="#fff" />
      <rect x="456" y="112" width="42" height="8" rx="4" fill={ink.navy} />
      <text className={text.caps} x="424" y="146">
        {copy.mobile}
      </text>
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect x="422" y={160 + row * 58} width="110" height="48" rx="10" fill={ink.surface} />
          <circle cx="442" cy={184 + row * 58} r="10" fill={row === 0 ? ink.teal : ink.soft} />
          <TextLines x={460} y={176 + row * 58} widths={[60, 40]} gap={12} />
        </g>
      ))}
      <rect x="422" y="340" width="110" height="34" rx="17" fill={ink.primary} />
      <path
        d="M466 357h22m-7-6 7 6-7 6"
        stroke="#fff"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      <Flow d="M390 170C400 170 396 200 410 200" tone={ink.teal} />

      {/* Shipped. */}
      <Card x={24} y={336} width={300} height={72} dark />
      <IconTile x={42} y={352} icon={Code} tone="teal" />
      <Caption x={98} y={368} title={copy.release} detail={copy.releaseDetail} onDark />
      <Tick cx={296} cy={372} />
    </Drawing>
  );
}
