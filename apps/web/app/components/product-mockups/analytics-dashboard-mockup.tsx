import { AppWindow, Panel, PrimaryButton, ScreenHeader, StatTile } from "./app-window";
import styles from "./product-mockups.module.css";

// Eight weeks of sample demand (an index) against the forecast the model made for them; the
// axis starts at 40 so the weekly swings show.
const actual = [62, 58, 70, 66, 78, 74, 88, 92];
const forecast = [60, 62, 66, 69, 74, 78, 84, 90];
const PLOT = { left: 40, right: 324, bottom: 298, height: 96 };

const pointX = (index: number) =>
  PLOT.left + (index * (PLOT.right - PLOT.left)) / (actual.length - 1);
const pointY = (value: number) => PLOT.bottom - ((value - 40) / 60) * PLOT.height;
const pathOf = (values: readonly number[]) =>
  values.map((value, index) => `${index ? "L" : "M"}${pointX(index)} ${pointY(value)}`).join("");

const RADIUS = 34;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const channels = [
  { name: "Email", share: 52, color: "#0a4fa3" },
  { name: "Chat", share: 31, color: "#14b8a6" },
  { name: "Phone", share: 17, color: "#f59e0b" },
];

const headlines = [
  { label: "Orders fulfilled", value: "18,420", note: "▲ 12.4% on last month" },
  { label: "Avg. resolution", value: "3.2 h", note: "▼ 18% faster" },
  { label: "Forecast accuracy", value: "94.1%", note: "▲ 2.3 points" },
];

/** Qualetics AI's dashboard: headline figures, demand against forecast, and an agent's proposal. */
export function AnalyticsDashboardMockup() {
  let sharesBefore = 0;
  return (
    <AppWindow
      label="Qualetics AI dashboard: orders fulfilled up 12.4%, forecast accuracy 94.1%, a chart of demand against forecast, tickets by channel, and an AI agent recommending a stock reorder for approval."
      address="app.qualetics.ai/insights"
    >
      <defs>
        <linearGradient id="qualetics-area" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#2f7ae5" stopOpacity="0.28" />
          <stop offset="1" stopColor="#2f7ae5" stopOpacity="0" />
        </linearGradient>
      </defs>
      <ScreenHeader
        title="Operations insight"
        subtitle="All plants · last 30 days"
        status={{ text: "3 agents active", tone: "info" }}
      />

      {headlines.map((headline, index) => (
        <StatTile
          key={headline.label}
          x={24 + index * 175}
          y={92}
          width={162}
          noteTone="up"
          {...headline}
        />
      ))}

      <Panel x={24} y={162} width={316} height={154} title="Demand vs forecast" />
      <rect className={styles.bright} x="224" y="174" width="10" height="3" rx="1.5" />
      <text className={styles.small} x="238" y="179">
        Actual
      </text>
      <rect className={styles.teal} x="276" y="174" width="10" height="3" rx="1.5" />
      <text className={styles.small} x="290" y="179">
        Forecast
      </text>
      {[0, 1, 2, 3].map((step) => (
        <line
          key={step}
          className={styles.rule}
          x1={PLOT.left}
          x2={PLOT.right}
          y1={PLOT.bottom - step * 32}
          y2={PLOT.bottom - step * 32}
        />
      ))}
      <path
        d={`${pathOf(actual)}L${PLOT.right} ${PLOT.bottom}L${PLOT.left} ${PLOT.bottom}Z`}
        fill="url(#qualetics-area)"
      />
      <path className={styles.lineAlt} d={pathOf(forecast)} />
      <path className={styles.lineChart} d={pathOf(actual)} />
      <circle
        className={styles.primary}
        cx={PLOT.right}
        cy={pointY(actual[actual.length - 1] ?? 0)}
        r="3.5"
      />
      {actual.map((_, index) => (
        <text
          // biome-ignore lint/suspicious/noArrayIndexKey: the weeks are fixed positions on the axis
          key={index}
          className={styles.small}
          x={pointX(index)}
          y="311"
          textAnchor="middle"
        >
          {`W${index + 8}`}
        </text>
      ))}

      <Panel x={352} y={162} width={184} height={154} title="Tickets by channel" />
      <g transform="rotate(-90 408 246)">
        {channels.map((channel) => {
          const length = (channel.share / 100) * CIRCUMFERENCE;
          const offset = (sharesBefore / 100) * CIRCUMFERENCE;
          sharesBefore += channel.share;
          return (
            <circle
              key={channel.name}
              cx="408"
              cy="246"
              r={RADIUS}
              fill="none"
              strokeWidth="12"
              stroke={channel.color}
              strokeDasharray={`${length - 1.5} ${CIRCUMFERENCE - length + 1.5}`}
              strokeDashoffset={-offset}
            />
          );
        })}
      </g>
      {channels.map((channel, index) => (
        <g key={channel.name}>
          <rect fill={channel.color} x="456" y={220 + index * 20} width="8" height="8" rx="2" />
          <text className={styles.small} x="469" y={228 + index * 20}>
            {channel.name}
          </text>
          <text
            className={`${styles.small} ${styles.strong} ${styles.numbers}`}
            x="526"
            y={228 + index * 20}
            textAnchor="end"
          >
            {`${channel.share}%`}
          </text>
        </g>
      ))}

      <rect x="24" y="328" width="512" height="70" rx="8" fill="#eef4fd" stroke="#c9dbf5" />
      <rect className={styles.primary} x="24" y="328" width="4" height="70" />
      <circle className={styles.primary} cx="54" cy="352" r="13" />
      <path d="M54 343.5l2.4 6.1 6.1 2.4-6.1 2.4-2.4 6.1-2.4-6.1-6.1-2.4 6.1-2.4z" fill="#fff" />
      <text className={`${styles.text} ${styles.strong}`} x="76" y="348">
        Agent recommendation
      </text>
      <text className={styles.small} x="76" y="363">
        Stock-out likely at the Pune warehouse in 6 days.
      </text>
      <text className={styles.small} x="76" y="376">
        Reorder 1,200 units of SKU 4471 from the usual supplier?
      </text>
      <PrimaryButton x={400} y={350} width={64} height={24} label="Approve" />
      <rect x="472" y="350" width="52" height="24" rx="6" fill="#fff" stroke="#b8c4d6" />
      <text
        className={`${styles.small} ${styles.strong} ${styles.infoText}`}
        x="498"
        y="365.5"
        textAnchor="middle"
      >
        Review
      </text>
    </AppWindow>
  );
}
