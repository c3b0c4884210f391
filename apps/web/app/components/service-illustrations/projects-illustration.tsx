import ChartColumn from "lucide-react/icons/chart-column";
import Factory from "lucide-react/icons/factory";
import Smartphone from "lucide-react/icons/smartphone";
import { projectsVisual as copy } from "../../content/service-illustrations";
import { Caption, Card, Drawing, Flow, IconTile, ink, Tick, text } from "./parts";

// Projects delivered: the count of the showcase and the first of its projects, each handed over.

const projectIcons = [Smartphone, ChartColumn, Factory];

// Chips sized by their text at 12 px, laid out left to right; only as many as fit the card.
const tags: { label: string; x: number; width: number }[] = [];
for (const label of copy.stack) {
  const previous = tags.at(-1);
  const x = previous ? previous.x + previous.width + 8 : 218;
  const width = Math.round(label.length * 7.4 + 22);
  if (x + width > 544) break;
  tags.push({ label, x, width });
}

export function ProjectsIllustration() {
  return (
    <Drawing>
      <circle cx="100" cy="150" r="110" fill={ink.mint} fillOpacity="0.16" />
      <Card x={0} y={60} width={180} height={180} dark />
      <text className={text.bigFigure} x="24" y="150">
        {copy.count}
      </text>
      <text className={text.onDarkMuted} x="24" y="180">
        {copy.countLabel.split(" ")[0]}
      </text>
      <text className={text.onDarkMuted} x="24" y="198">
        {copy.countLabel.split(" ")[1]}
      </text>
      <rect x="24" y="212" width="132" height="6" rx="3" fill={ink.teal} />

      {copy.samples.map((name, index) => {
        const y = 20 + index * 104;
        const Icon = projectIcons[index] ?? Factory;
        return (
          <g key={name}>
            <Flow d={`M180 150C196 150 190 ${y + 44} 200 ${y + 44}`} tone={ink.teal} />
            <Card x={200} y={y} width={360} height={88} />
            <IconTile x={218} y={y + 24} icon={Icon} tone={index === 0 ? "teal" : "soft"} />
            <Caption x={272} y={y + 40} title={name} detail={copy.delivered} />
            <Tick cx={532} cy={y + 44} />
          </g>
        );
      })}
      {/* The first project's stack, as its card below shows it. */}
      <Card x={200} y={340} width={360} height={64} />
      {tags.map((tag) => (
        <g key={tag.label}>
          <rect x={tag.x} y="360" width={tag.width} height="24" rx="12" fill={ink.soft} />
          <text
            x={tag.x + tag.width / 2}
            y="376.5"
            textAnchor="middle"
            fontSize="12"
            fontWeight="700"
            fill={ink.primary}
          >
            {tag.label}
          </text>
        </g>
      ))}
    </Drawing>
  );
}
