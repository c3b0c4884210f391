import ClipboardList from "lucide-react/icons/clipboard-list";
import GitPullRequest from "lucide-react/icons/git-pull-request";
import Rocket from "lucide-react/icons/rocket";
import { developmentDeliveryVisual as copy } from "../../content/service-illustrations";
import { Caption, Card, Drawing, Flow, IconTile, ink, Pill, Tick, text } from "./parts";

// The development page: how a build is delivered, rather than what it looks like (the home page
// draws that). A project plan part-way through, its code review passing, a build ready to review.

const DONE = 2;
const ROW_GAP = 48;

export function DevelopmentDeliveryIllustration() {
  return (
    <Drawing>
      <circle cx="470" cy="300" r="100" fill={ink.mint} fillOpacity="0.16" />

      {/* The plan: phases done, under way and to come. */}
      <Card x={0} y={20} width={340} height={270} />
      <IconTile x={22} y={40} icon={ClipboardList} tone="soft" />
      <text className={text.label} x="76" y="66">
        {copy.plan}
      </text>
      <path
        d={`M42 ${112}V${112 + ROW_GAP * (copy.phases.length - 1)}`}
        stroke={ink.rule}
        strokeWidth="3"
      />
      <path d={`M42 112V${112 + ROW_GAP * DONE}`} stroke={ink.teal} strokeWidth="3" />
      {copy.phases.map((phase, index) => {
        const y = 112 + index * ROW_GAP;
        return (
          <g key={phase.label}>
            {index < DONE ? (
              <Tick cx={42} cy={y} />
            ) : (
              <circle
                cx="42"
                cy={y}
                r="9"
                fill={index === DONE ? ink.primary : "#fff"}
                stroke={index === DONE ? ink.primary : ink.rule}
                strokeWidth="3"
              />
            )}
            <text className={text.label} x="66" y={y - 2}>
              {phase.label}
            </text>
            <text className={text.detail} x="66" y={y + 16}>
              {phase.detail}
            </text>
          </g>
        );
      })}

      {/* The review every change passes before it ships. */}
      <Card x={368} y={0} width={192} height={196} />
      <IconTile x={386} y={18} icon={GitPullRequest} size={36} tone="teal" />
      <text className={text.label} x="432" y="42">
        {copy.review}
      </text>
      {copy.checks.map((check, index) => (
        <g key={check}>
          <Tick cx={398} cy={86 + index * 30} r={9} />
          <text className={text.detail} x="414" y={90.5 + index * 30}>
            {check}
          </text>
        </g>
      ))}
      <Pill x={386} y={158} width={76} label={copy.passed} />

      <Flow d="M340 150C354 150 352 120 368 118" tone={ink.teal} />
      <Flow d="M464 196C464 240 420 300 392 318" />

      {/* The build the client tries before launch. */}
      <Card x={60} y={316} width={332} height={80} dark />
      <IconTile x={80} y={336} icon={Rocket} tone="teal" />
      <Caption x={136} y={352} title={copy.release} detail={copy.releaseDetail} onDark />
      <Tick cx={362} cy={356} />
    </Drawing>
  );
}
