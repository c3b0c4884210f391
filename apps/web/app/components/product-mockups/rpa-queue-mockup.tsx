import { AppWindow, Chip, RowName, ScreenHeader, StatTile, TableHead } from "./app-window";
import styles from "./product-mockups.module.css";

type RunStatus = "Running" | "Completed" | "Queued" | "Retrying";

const runs: readonly { process: string; detail: string; progress: number; status: RunStatus }[] = [
  {
    process: "Invoice capture · AP",
    detail: "BOT-03 · started 14:02",
    progress: 68,
    status: "Running",
  },
  {
    process: "GST reconciliation",
    detail: "BOT-07 · 1,284 lines",
    progress: 100,
    status: "Completed",
  },
  {
    process: "Vendor onboarding",
    detail: "BOT-01 · started 14:11",
    progress: 35,
    status: "Running",
  },
  {
    process: "PO and GRN matching",
    detail: "BOT-05 · attempt 2 of 3",
    progress: 82,
    status: "Retrying",
  },
  {
    process: "Bank statement import",
    detail: "BOT-11 · starts 14:30",
    progress: 0,
    status: "Queued",
  },
  {
    process: "Month-end report pack",
    detail: "BOT-02 · 42 reports",
    progress: 100,
    status: "Completed",
  },
];

const tone = { Running: "info", Completed: "ok", Queued: "neutral", Retrying: "warn" } as const;

const BAR_LEFT = 292;
const BAR_WIDTH = 96;

const totals = [
  { x: 72, width: 107, label: "Runs today", value: "342" },
  { x: 187, width: 107, label: "Success", value: "98.6%" },
  { x: 302, width: 107, label: "Hours saved", value: "186" },
  { x: 417, width: 119, label: "In queue", value: "7" },
];

const headings = [
  { title: "PROCESS", x: 84 },
  { title: "PROGRESS", x: BAR_LEFT },
  { title: "STATUS", x: 456 },
];

/** Lexema RPA's orchestrator: today's robot runs, their progress and outcome. */
export function RpaQueueMockup() {
  return (
    <AppWindow
      label="Lexema RPA orchestrator screen: today's run queue with 342 runs and a 98.6% success rate, showing robots capturing invoices, reconciling GST and matching purchase orders."
      address="orchestrator.lexema.local/queue"
    >
      <rect className={styles.side} x="0" y="30" width="52" height="384" />
      {[0, 1, 2, 3, 4].map((slot) => (
        <rect
          key={slot}
          className={slot === 1 ? styles.sideActive : styles.sideIcon}
          x="14"
          y={50 + slot * 36}
          width="24"
          height="24"
          rx="6"
        />
      ))}

      <ScreenHeader
        x={72}
        title="Run queue"
        subtitle="Orchestrator · today, 14:24"
        status={{ text: "12 of 14 robots online", tone: "ok" }}
      />

      {totals.map((total) => (
        <StatTile key={total.label} y={94} {...total} />
      ))}

      <TableHead x={72} width={464} columns={headings} />

      {runs.map((run, row) => {
        const top = 194 + row * 35;
        return (
          <g key={run.process}>
            <line className={styles.rule} x1="72" x2="536" y1={top + 35} y2={top + 35} />
            <RowName x={84} y={top + 15} name={run.process} detail={run.detail} />
            <rect
              className={styles.track}
              x={BAR_LEFT}
              y={top + 15}
              width={BAR_WIDTH}
              height="6"
              rx="3"
            />
            {run.progress > 0 ? (
              <rect
                className={run.status === "Retrying" ? styles.amber : styles.bright}
                x={BAR_LEFT}
                y={top + 15}
                width={(BAR_WIDTH * run.progress) / 100}
                height="6"
                rx="3"
              />
            ) : null}
            <text
              className={`${styles.small} ${styles.numbers}`}
              x={BAR_LEFT + BAR_WIDTH + 30}
              y={top + 21.5}
              textAnchor="end"
            >
              {`${run.progress}%`}
            </text>
            <Chip x={456} y={top + 9} text={run.status} tone={tone[run.status]} />
          </g>
        );
      })}
    </AppWindow>
  );
}
