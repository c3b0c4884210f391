import CircleHelp from "lucide-react/icons/circle-help";
import { faqVisual as copy } from "../../content/service-illustrations";
import { Card, Drawing, IconTile, ink, Tick, text } from "./parts";

// Frequently asked questions: a list of questions, one opened and answered, in real words.

const CLOSED = [64, 332, 392];

export function FaqIllustration() {
  return (
    <Drawing>
      <circle cx="420" cy="120" r="110" fill={ink.mint} fillOpacity="0.16" />
      {CLOSED.map((y, index) => (
        <g key={y}>
          <Card
            x={index === 0 ? 0 : 40}
            y={y - 44}
            width={index === 0 ? 400 : 420}
            height={index === 0 ? 56 : 48}
          />
          <IconTile
            x={index === 0 ? 16 : 54}
            y={index === 0 ? y - 32 : y - 36}
            icon={CircleHelp}
            size={32}
            tone="soft"
          />
          <text
            className={text.detail}
            x={index === 0 ? 62 : 100}
            y={index === 0 ? y - 12 : y - 16}
            fontWeight="600"
          >
            {copy.closed[index]}
          </text>
        </g>
      ))}

      {/* The open question and its answer. */}
      <Card x={60} y={100} width={500} height={164} />
      <IconTile x={80} y={120} icon={CircleHelp} size={36} />
      <text className={text.label} x="132" y="143">
        {copy.open}
      </text>
      <path d="M80 174H540" stroke={ink.rule} strokeWidth="2" />
      {copy.openAnswer.map((line, index) => (
        <text key={line} className={text.detail} x="80" y={200 + index * 18}>
          {line}
        </text>
      ))}
      <rect x="410" y="226" width="130" height="26" rx="13" fill={ink.okSoft} />
      <Tick cx={426} cy={239} r={9} />
      <text x="442" y="243.5" fontSize="12" fontWeight="700" fill={ink.ok}>
        {copy.answer}
      </text>

      {/* A question asked in a speech bubble, as a visitor would. */}
      <path
        d="M444 20h102a14 14 0 0 1 14 14v32a14 14 0 0 1-14 14h-62l-16 14v-14h-24a14 14 0 0 1-14-14V34a14 14 0 0 1 14-14z"
        fill={ink.navy}
      />
      <text className={text.figureOnDark} x="495" y="61" textAnchor="middle">
        ?
      </text>
    </Drawing>
  );
}
