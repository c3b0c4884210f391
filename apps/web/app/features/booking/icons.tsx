// The panel's few pictograms, drawn inline: an icon library would add its runtime to the chunk.

interface IconProps {
  className?: string;
}

const frame = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const calendar = (
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>
);

/** A calendar page, the free days marked. */
export const CalendarIcon = ({ className }: IconProps) => (
  <svg {...frame} className={className} aria-hidden="true">
    {calendar}
    <path d="M8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01" />
  </svg>
);

/** A calendar page with a tick: booked. */
export const CalendarBookedIcon = ({ className }: IconProps) => (
  <svg {...frame} className={className} aria-hidden="true">
    {calendar}
    <path d="m9 16 2 2 4-4" />
  </svg>
);

/** A calendar page struck through: cancelled. */
export const CalendarCancelledIcon = ({ className }: IconProps) => (
  <svg {...frame} className={className} aria-hidden="true">
    {calendar}
    <path d="m14 14-4 4M10 14l4 4" />
  </svg>
);

/** A globe: the time zone. */
export const GlobeIcon = ({ className }: IconProps) => (
  <svg {...frame} className={className} aria-hidden="true">
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10z" />
  </svg>
);
