import { AppWindow, Chip, StatTile } from "./app-window";
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

/** Lexema RPA's orchestrator: today's robot runs, their progress and outcome. */
export function RpaQueueMockup() {
  return (
    <AppWindow
      label="Lexema RPA orchestrator screen: today's run queue with 342 runs and a 98.6% success rate, showing robots capturing invoices, reconciling GST and matching purchase orders."
      address="orchestrator.lexema.local/queue"
      width={560}
      height={414}
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

      <text className={styles.title} x="72" y="62">
        Run queue
      </text>
      <text className={styles.small} x="72" y="78">
        Orchestrator · today, 14:24
      </text>
      <Chip x={536} y={50} text="12 of 14 robots online" tone="ok" alignEnd />

      <StatTile x={72} y={94} width={107} label="Runs today" value="342" />
      <StatTile x={187} y={94} width={107} label="Success" value="98.6%" />
      <StatTile x={302} y={94} width={107} label="Hours saved" value="186" />
      <StatTile x={417} y={94} width={119} label="In queue" value="7" />

      <rect className={styles.headRow} x="72" y="168" width="464" height="26" rx="6" />
      <text className={styles.label} x="84" y="184.5">
        PROCESS
      </text>
      <text className={styles.label} x={BAR_LEFT} y="184.5">
        PROGRESS
      </text>
      <text className={styles.label} x="456" y="184.5">
        STATUS
      </text>

      {runs.map((run, row) => {
        const top = 194 + row * 35;
        return (
          <g key={run.process}>
            <line className={styles.rule} x1="72" x2="536" y1={top + 35} y2={top + 35} />
            <text className={`${styles.text} ${styles.strong}`} x="84" y={top + 15}>
              {run.process}
            </text>
            <text className={styles.small} x="84" y={top + 28}>
              {run.detail}
            </text>
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
