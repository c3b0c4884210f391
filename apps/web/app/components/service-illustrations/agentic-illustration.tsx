import { agenticVisual as copy } from "../../content/service-illustrations";
import { Card, Drawing, Flow, ink, Tick, text } from "./parts";

// Agentic AI: the hero's agent at work, going through a customer request step by step.

export function AgenticIllustration() {
  const last = copy.tasks.length - 1;
  return (
    <Drawing>
      <defs>
        <linearGradient id="agentic-core" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor={ink.bright} />
          <stop offset="1" stopColor={ink.teal} />
        </linearGradient>
      </defs>
      <circle cx="110" cy="200" r="100" fill={ink.mint} fillOpacity="0.18" />
      <rect x="50" y="140" width="120" height="120" rx="28" fill="url(#agentic-core)" />
      <path
        d="M82 222l28-44 28 44zM82 222h56"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.55"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="110" cy="178" r="9" fill="#fff" />
      <circle cx="82" cy="222" r="9" fill="#fff" />
      <circle cx="138" cy="222" r="9" fill="#fff" />
      <circle cx="110" cy="208" r="5" fill="#ffd58a" />
      <text className={text.label} x="110" y="296" textAnchor="middle">
        {copy.agent}
      </text>
      <text className={text.detail} x="110" y="316" textAnchor="middle">
        {copy.agentDetail}
      </text>

      <Card x={230} y={40} width={330} height={340} />
      {copy.tasks.map((task, index) => {
        const y = 62 + index * 78;
        const running = index === last;
        return (
          <g key={task}>
            <Flow d={`M170 200C200 200 196 ${y + 30} 230 ${y + 30}`} tone={ink.teal} />
            <rect
              x="248"
              y={y}
              width="294"
              height="60"
              rx="12"
              fill={running ? ink.navy : ink.surface}
            />
            <text className={running ? text.onDark : text.label} x="270" y={y + 36}>
              {task}
            </text>
            {running ? (
              <g>
                <circle cx="516" cy={y + 30} r="11" fill="none" stroke="#1d4f91" strokeWidth="3" />
                <path
                  d={`M516 ${y + 19}a11 11 0 0 1 11 11`}
                  fill="none"
                  stroke={ink.mint}
                  strokeWidth="3"
                  strokeLinecap="round"
                />
              </g>
            ) : (
              <Tick cx={516} cy={y + 30} />
            )}
          </g>
        );
      })}
    </Drawing>
  );
}
