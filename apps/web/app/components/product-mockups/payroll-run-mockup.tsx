import { initialsOf } from "../../lib/initials";
import {
  AppWindow,
  Chip,
  PrimaryButton,
  RowName,
  ScreenHeader,
  StatTile,
  TableHead,
} from "./app-window";
import styles from "./product-mockups.module.css";

// Sample figures only; each row adds up (gross less PF and TDS is net pay).
const employees = [
  ["Aarav Mehta", "Engineering", "1,25,000", "1,800", "12,480", "1,10,720", "Ready"],
  ["Priya Nair", "Finance", "92,000", "1,800", "6,150", "84,050", "Ready"],
  ["Daniel Okafor", "Sales", "1,08,500", "1,800", "9,220", "97,480", "Ready"],
  ["Meera Iyer", "Operations", "64,000", "1,800", "2,100", "60,100", "On hold"],
  ["Rohan Gupta", "Support", "48,500", "1,800", "0", "46,700", "Ready"],
] as const;

const columns = [
  { title: "GROSS", end: 290 },
  { title: "PF", end: 342 },
  { title: "TDS", end: 394 },
  { title: "NET PAY", end: 458 },
] as const;

const totals = [
  { label: "Gross pay", value: "₹48.6L" },
  { label: "Deductions", value: "₹6.1L" },
  { label: "Net pay", value: "₹42.5L" },
  { label: "Filings due", value: "3" },
];

const headings = [
  { title: "EMPLOYEE", x: 36 },
  ...columns.map((column) => ({ title: column.title, x: column.end, alignEnd: true })),
  { title: "STATUS", x: 474 },
];

/** The HR & Payroll suite's payroll run: the month's totals and each employee's pay line. */
export function PayrollRunMockup() {
  return (
    <AppWindow
      label="HR and payroll screen: the March payroll run for 126 employees, ready for approval, with gross pay, deductions, net pay and each employee's pay line."
      address="hr.yourcompany.in/payroll/2026-03"
    >
      <ScreenHeader title="Payroll run · March 2026" subtitle="126 employees · pay date 31 Mar" />
      <Chip x={356} y={50} text="Ready for approval" tone="warn" />
      <PrimaryButton x={466} y={46} width={70} height={26} label="Approve" />

      {totals.map((total, index) => (
        <StatTile key={total.label} x={24 + index * 131} y={94} width={119} {...total} />
      ))}

      <TableHead x={24} width={512} columns={headings} />

      {employees.map(([name, team, ...figures], row) => {
        const top = 194 + row * 38;
        const status = figures[4];
        return (
          <g key={name}>
            <line className={styles.rule} x1="24" x2="536" y1={top + 38} y2={top + 38} />
            <circle className={styles.primarySoft} cx="46" cy={top + 19} r="12" />
            <text
              className={`${styles.small} ${styles.strong} ${styles.infoText}`}
              x="46"
              y={top + 22.5}
              textAnchor="middle"
            >
              {initialsOf(name)}
            </text>
            <RowName x={66} y={top + 16} name={name} detail={team} />
            {columns.map((column, index) => (
              <text
                key={column.title}
                className={`${styles.text} ${styles.numbers} ${index === 3 ? styles.strong : ""}`}
                x={column.end}
                y={top + 23}
                textAnchor="end"
              >
                {figures[index]}
              </text>
            ))}
            <Chip x={474} y={top + 11} text={status} tone={status === "Ready" ? "ok" : "warn"} />
          </g>
        );
      })}
      <text className={styles.small} x="24" y="402">
        Showing 5 of 126 · PF, ESI and TDS computed on the March salary structure
      </text>
    </AppWindow>
  );
}
