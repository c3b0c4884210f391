import { scaleBand, scaleLinear } from "d3-scale";
import { area, line, stack } from "d3-shape";
import type { ReactNode } from "react";
import type { LeadKind } from "../infrastructure/database/schema";
import { LEAD_KIND_LABELS, LEAD_KINDS } from "../leads/inbox/lead-labels";
import type { DayOfVisits, FunnelStep, PageConversion, WeekOfLeads } from "./insights-report";

// Drawn on the server as plain SVG: the console runs no script and its CSP allows none. Each chart
// names itself (title) and says what it shows (desc); the table under it holds the same numbers.

const WIDTH = 960;
const MARGIN = { top: 12, right: 16, bottom: 36, left: 44 };

/** One colour per lead kind, each at least 3:1 against white so bars stand apart from the page. */
const KIND_COLOURS: Record<LeadKind, string> = {
  contact: "#0a4fa3",
  estimate: "#b54708",
  checklist: "#067647",
  product_demo: "#6941c6",
  ai_support: "#c11574",
  partner: "#0e7090",
  candidate: "#5b6477",
};

function Chart(props: {
  id: string;
  title: string;
  description: string;
  height: number;
  children: ReactNode;
  /** Shown under the drawing, such as a legend. */
  caption?: ReactNode;
}) {
  const { id, title, description, height, children } = props;
  return (
    <figure className="chart-figure">
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${height}`}
        width={WIDTH}
        height={height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      {props.caption}
    </figure>
  );
}

/** Horizontal grid lines with their values, for a vertical scale. */
function ValueAxis(props: { ticks: number[]; y: (value: number) => number; width: number }) {
  return (
    <g className="axis">
      {props.ticks.map((tick) => (
        <g key={tick} transform={`translate(0 ${props.y(tick)})`}>
          <line x1={MARGIN.left} x2={props.width - MARGIN.right} stroke="#d9dde5" />
          <text x={MARGIN.left - 6} dy="0.32em" textAnchor="end" fontSize="11" fill="#5b6477">
            {tick}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The vertical scale of a chart `height` high, from zero to at least `most`. */
const valueScale = (most: number, height: number) =>
  scaleLinear()
    .domain([0, most])
    .nice()
    .range([height - MARGIN.bottom, MARGIN.top]);

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

/** Day labels under a chart, at most about `most` of them, centred on `x`. */
function DayLabels(props: {
  days: string[];
  x: (day: string, index: number) => number;
  most: number;
  height: number;
}) {
  const every = Math.ceil(props.days.length / props.most);
  return (
    <g>
      {props.days.map((day, index) =>
        index % every === 0 ? (
          <text
            key={day}
            x={props.x(day, index)}
            y={props.height - MARGIN.bottom + 16}
            textAnchor="middle"
            fontSize="11"
            fill="#5b6477"
          >
            {shortDay(day)}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** Leads per week, one stacked bar per week, one colour per kind. */
export function LeadsByWeekChart({ weeks }: { weeks: WeekOfLeads[] }) {
  const height = 240;
  const kinds = LEAD_KINDS.filter((kind) => weeks.some((week) => week.counts[kind] > 0));
  const x = scaleBand<string>()
    .domain(weeks.map((week) => week.week))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.25);
  const most = Math.max(1, ...weeks.map((week) => week.total));
  const y = valueScale(most, height);
  const series = stack<WeekOfLeads, LeadKind>()
    .keys(kinds)
    .value((week, kind) => week.counts[kind])(weeks);
  const busiest = weeks.reduce<WeekOfLeads | undefined>(
    (best, week) => (best === undefined || week.total > best.total ? week : best),
    undefined,
  );
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  const legend =
    kinds.length === 0 ? null : (
      <figcaption>
        <ul className="chart-legend">
          {kinds.map((kind) => (
            <li key={kind}>
              <svg width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" rx="2" fill={KIND_COLOURS[kind]} />
              </svg>
              {LEAD_KIND_LABELS[kind]}
            </li>
          ))}
        </ul>
      </figcaption>
    );
  return (
    <Chart
      id="leads-by-week"
      title="Leads per week by kind"
      description={
        total === 0
          ? "No leads arrived in this range."
          : `${total} leads over ${weeks.length} weeks; the busiest week began ${shortDay(busiest?.week ?? "")} with ${busiest?.total ?? 0}.`
      }
      height={height}
      caption={legend}
    >
      <ValueAxis ticks={y.ticks(Math.min(5, most))} y={y} width={WIDTH} />
      {series.map((layer) => (
        <g key={layer.key} fill={KIND_COLOURS[layer.key]}>
          {layer.map((segment) => (
            <rect
              key={segment.data.week}
              x={x(segment.data.week)}
              y={y(segment[1])}
              width={x.bandwidth()}
              height={Math.max(0, y(segment[0]) - y(segment[1]))}
            />
          ))}
        </g>
      ))}
      <DayLabels
        days={weeks.map((week) => week.week)}
        x={(week) => (x(week) ?? 0) + x.bandwidth() / 2}
        most={10}
        height={height}
      />
    </Chart>
  );
}

/** Visitors per day as a filled line. */
export function VisitorsByDayChart({ days }: { days: DayOfVisits[] }) {
  const height = 200;
  const x = scaleLinear()
    .domain([0, Math.max(1, days.length - 1)])
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const most = Math.max(1, ...days.map((day) => day.visitors));
  const y = valueScale(most, height);
  const filled = area<DayOfVisits>()
    .x((_day, index) => x(index))
    .y0(y(0))
    .y1((day) => y(day.visitors));
  const edge = line<DayOfVisits>()
    .x((_day, index) => x(index))
    .y((day) => y(day.visitors));
  const total = days.reduce((sum, day) => sum + day.visitors, 0);
  return (
    <Chart
      id="visitors-by-day"
      title="Visitors per day"
      description={
        total === 0
          ? "No visits were counted in this range."
          : `${total} visitors over ${days.length} days, at most ${Math.max(...days.map((day) => day.visitors))} in a day.`
      }
      height={height}
    >
      <ValueAxis ticks={y.ticks(Math.min(5, most))} y={y} width={WIDTH} />
      <path d={filled(days) ?? ""} fill="#0a4fa3" fillOpacity="0.12" />
      <path d={edge(days) ?? ""} fill="none" stroke="#0a4fa3" strokeWidth="2" />
      <DayLabels
        days={days.map((day) => day.day)}
        x={(_day, index) => x(index)}
        most={8}
        height={height}
      />
    </Chart>
  );
}

/** Horizontal bars with a label on the left and the value at the bar's end. */
function BarList(props: {
  id: string;
  title: string;
  description: string;
  bars: { label: string; value: number; text: string }[];
}) {
  const rowHeight = 28;
  const labelWidth = 220;
  // Room after the longest bar for its value and share.
  const valueWidth = 220;
  const height = Math.max(1, props.bars.length) * rowHeight + 8;
  const x = scaleLinear()
    .domain([0, Math.max(1, ...props.bars.map((bar) => bar.value))])
    .range([0, WIDTH - labelWidth - valueWidth]);
  return (
    <Chart id={props.id} title={props.title} description={props.description} height={height}>
      {props.bars.map((bar, index) => (
        <g key={bar.label} transform={`translate(0 ${index * rowHeight + 4})`}>
          <text
            x={labelWidth - 8}
            y={rowHeight / 2}
            dy="0.32em"
            textAnchor="end"
            fontSize="12"
            fill="#1d2433"
          >
            {bar.label.length > 30 ? `${bar.label.slice(0, 29)}…` : bar.label}
          </text>
          <rect
            x={labelWidth}
            y={4}
            width={x(bar.value)}
            height={rowHeight - 10}
            rx="3"
            fill="#0a4fa3"
          />
          <text
            x={labelWidth + x(bar.value) + 6}
            y={rowHeight / 2}
            dy="0.32em"
            fontSize="12"
            fill="#1d2433"
          >
            {bar.text}
          </text>
        </g>
      ))}
    </Chart>
  );
}

export const percent = (value: number | undefined) =>
  value === undefined ? "–" : `${value.toLocaleString("en-IN", { maximumFractionDigits: 1 })}%`;

/** How many leads reached each status, with the share kept from the step before. */
export function FunnelChart({
  funnel,
  labels,
}: {
  funnel: FunnelStep[];
  labels: Record<string, string>;
}) {
  const won = funnel[funnel.length - 1];
  const first = funnel[0];
  return (
    <BarList
      id="status-funnel"
      title="Lead status funnel"
      description={
        first && won && first.reached > 0
          ? `Of ${first.reached} leads, ${won.reached} were won (${percent((won.reached / first.reached) * 100)}).`
          : "No leads arrived in this range."
      }
      bars={funnel.map((step) => ({
        label: labels[step.status] ?? step.status,
        value: step.reached,
        text:
          step.conversion === undefined
            ? String(step.reached)
            : `${step.reached} (${percent(step.conversion)} of the step before)`,
      }))}
    />
  );
}

/** Leads per 100 visits of the pages that had visits, best first. */
export function ConversionChart({ pages }: { pages: PageConversion[] }) {
  const ranked = pages
    .filter((page) => page.conversion !== undefined)
    .sort((a, b) => (b.conversion ?? 0) - (a.conversion ?? 0) || b.visits - a.visits)
    .slice(0, 8);
  const best = ranked[0];
  return (
    <BarList
      id="page-conversion"
      title="Leads per 100 visits, by page"
      description={
        best
          ? `${best.path} converts best: ${percent(best.conversion)} of its ${best.visits} visits sent a lead.`
          : "No page had visits in this range."
      }
      bars={ranked.map((page) => ({
        label: page.path,
        value: page.conversion ?? 0,
        text: `${percent(page.conversion)} (${page.leads} of ${page.visits})`,
      }))}
    />
  );
}
