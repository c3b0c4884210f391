import type { LucideIcon } from "lucide-react";
import Cpu from "lucide-react/icons/cpu";
import Megaphone from "lucide-react/icons/megaphone";
import Rocket from "lucide-react/icons/rocket";
import Store from "lucide-react/icons/store";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import { benefits, partnerVisual } from "../../content/become-a-partner";
import { Card, Drawing } from "../service-illustrations/shapes";
import styles from "./page-illustrations.module.css";

// The partner page's picture: partners above, the firm in the middle, what partners gain below,
// joined by the paths work and revenue take. Informative: its text alternative says the same.

const COLUMN_WIDTH = 176;
const COLUMN_GAP = 16;
const columnX = (index: number) => index * (COLUMN_WIDTH + COLUMN_GAP);
const columnCentre = (index: number) => columnX(index) + COLUMN_WIDTH / 2;
const HUB = { x: 160, y: 156, width: 240, height: 104 };
const HUB_CENTRE = HUB.x + HUB.width / 2;

const typeIcons: readonly LucideIcon[] = [Store, Megaphone, Cpu];
const gainIcons: readonly LucideIcon[] = [Users, TrendingUp, Rocket];
const gains = benefits.cards.map((card) => card.title);
const label = partnerVisual.label(partnerVisual.partnerTypes, partnerVisual.offer, gains);

/** A dashed path from one point to another, bending halfway down. */
const link = (fromX: number, fromY: number, toX: number, toY: number) => {
  const middle = (fromY + toY) / 2;
  return `M${fromX} ${fromY}C${fromX} ${middle} ${toX} ${middle} ${toX} ${toY}`;
};

interface IconBadgeProps {
  x: number;
  y: number;
  icon: LucideIcon;
  ground: string;
  ink: string;
}

/** A tinted square with a line icon, heading a partner type or a gain. */
function IconBadge({ x, y, icon: Icon, ground, ink }: IconBadgeProps) {
  return (
    <>
      <rect x={x} y={y} width="32" height="32" rx="9" fill={ground} />
      <Icon x={x + 7} y={y + 7} width={18} height={18} color={ink} strokeWidth={2} />
    </>
  );
}

export function PartnerIllustration() {
  return (
    <Drawing className={styles.illustration} label={label}>
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <path
            d={link(columnCentre(index), 72, HUB_CENTRE + (index - 1) * 60, HUB.y)}
            stroke="#2f7ae5"
            strokeWidth="2"
            strokeDasharray="5 6"
            fill="none"
          />
          <path
            d={link(HUB_CENTRE + (index - 1) * 60, HUB.y + HUB.height, columnCentre(index), 318)}
            stroke="#14b8a6"
            strokeWidth="2"
            strokeDasharray="5 6"
            fill="none"
          />
        </g>
      ))}

      {partnerVisual.partnerTypes.map((type, index) => {
        const Icon = typeIcons[index] ?? Store;
        const x = columnX(index);
        return (
          <g key={type}>
            <Card x={x} y={8} width={COLUMN_WIDTH} height={64} />
            <IconBadge x={x + 14} y={24} icon={Icon} ground="#e3edfb" ink="#0a4fa3" />
            <text className={styles.label} x={x + 58} y="45">
              {type}
            </text>
          </g>
        );
      })}

      <rect x={HUB.x} y={HUB.y} width={HUB.width} height={HUB.height} rx="18" fill="#0b1f3a" />
      <rect x={HUB.x + 20} y={HUB.y + 20} width="26" height="26" rx="7" fill="#2f7ae5" />
      <rect x={HUB.x + 28} y={HUB.y + 28} width="18" height="18" rx="5" fill="#14b8a6" />
      <text className={styles.onDark} x={HUB.x + 58} y={HUB.y + 38} fontSize="16">
        {partnerVisual.hub}
      </text>
      {partnerVisual.offer.map((item, index) => {
        const x = HUB.x + 20 + index * 70;
        return (
          <g key={item}>
            <rect
              x={x}
              y={HUB.y + 62}
              width="62"
              height="24"
              rx="12"
              fill="#fff"
              fillOpacity="0.12"
            />
            <text
              className={styles.onDarkMuted}
              x={x + 31}
              y={HUB.y + 78}
              textAnchor="middle"
              fontWeight="600"
            >
              {item}
            </text>
          </g>
        );
      })}

      {gains.map((gain, index) => {
        const Icon = gainIcons[index] ?? Users;
        const x = columnX(index);
        return (
          <g key={gain}>
            <Card x={x} y={318} width={COLUMN_WIDTH} height={94} />
            <IconBadge x={x + 14} y={332} icon={Icon} ground="#d3f3ee" ink="#0f766e" />
            <text className={styles.label} x={x + 14} y="392">
              {gain}
            </text>
          </g>
        );
      })}
    </Drawing>
  );
}
