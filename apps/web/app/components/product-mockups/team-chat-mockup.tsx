import { initialsOf } from "../../lib/initials";
import { AppWindow, ScreenHeader } from "./app-window";
import styles from "./product-mockups.module.css";

const channels = ["general", "finance-close", "it-ops", "sales-north", "plant-nashik"];
const people = ["Kavya Reddy", "Arjun Sharma", "Lena Müller"];

// A sample conversation; the people and the company are invented.
const messages = [
  {
    author: "Kavya Reddy",
    time: "10:42",
    lines: ["Q4 ledger export is up. Please review it before 3 pm."],
    color: "#0f766e",
  },
  {
    author: "Arjun Sharma",
    time: "10:45",
    lines: ["Checked. Two vendor entries need GST fixes,", "I have tagged both in the sheet."],
    color: "#b45309",
  },
  {
    author: "Lena Müller",
    time: "10:47",
    lines: ["Thanks! Starting the audit call in five minutes."],
    color: "#7c3aed",
  },
];

const SIDEBAR = 150;

/** The communication tool: channels, a team thread with a shared file and a call in progress. */
export function TeamChatMockup() {
  return (
    <AppWindow
      label="Communication tool screen: the finance-close channel of a privately hosted workspace, with messages about a ledger review, a shared spreadsheet and a team call in progress."
      address="chat.sahyadrifoods.internal"
    >
      <rect className={styles.side} x="0" y="30" width={SIDEBAR} height="384" />
      <text className={`${styles.text} ${styles.strong} ${styles.onDark}`} x="16" y="56">
        Sahyadri Foods
      </text>
      <text className={`${styles.small} ${styles.onDarkMuted}`} x="16" y="70">
        Self-hosted workspace
      </text>
      <text className={`${styles.label} ${styles.onDarkMuted}`} x="16" y="98">
        CHANNELS
      </text>
      {channels.map((channel, index) => (
        <g key={channel}>
          {channel === "finance-close" ? (
            <rect
              className={styles.sideActive}
              x="8"
              y={106 + index * 22}
              width="134"
              height="20"
              rx="5"
            />
          ) : null}
          <text
            className={`${styles.small} ${channel === "finance-close" ? styles.onDark : styles.onDarkMuted}`}
            x="16"
            y={120 + index * 22}
          >
            {`# ${channel}`}
          </text>
        </g>
      ))}
      <text className={`${styles.label} ${styles.onDarkMuted}`} x="16" y="236">
        DIRECT MESSAGES
      </text>
      {people.map((person, index) => (
        <g key={person}>
          <circle
            cx="20"
            cy={256 + index * 22}
            r="3.5"
            fill={index === 2 ? "#9fb3d1" : "#34d399"}
          />
          <text className={`${styles.small} ${styles.onDarkMuted}`} x="30" y={259.5 + index * 22}>
            {person}
          </text>
        </g>
      ))}

      <ScreenHeader
        x={170}
        y={60}
        title="# finance-close"
        subtitle="12 members · quarter-end close"
        status={{ text: "End-to-end encrypted", tone: "ok" }}
      />
      <line className={styles.rule} x1={SIDEBAR} x2="560" y1="88" y2="88" />

      {messages.map((message, index) => {
        const top = 104 + index * 62 + (index > 0 ? 34 : 0);
        return (
          <g key={message.author}>
            <circle cx="186" cy={top + 14} r="14" fill={message.color} />
            <text
              className={`${styles.small} ${styles.strong} ${styles.onDark}`}
              x="186"
              y={top + 17.5}
              textAnchor="middle"
            >
              {initialsOf(message.author)}
            </text>
            <text className={`${styles.text} ${styles.strong}`} x="210" y={top + 10}>
              {message.author}
              <tspan className={styles.small} dx="8">
                {message.time}
              </tspan>
            </text>
            {message.lines.map((line, lineIndex) => (
              <text key={line} className={styles.text} x="210" y={top + 25 + lineIndex * 14}>
                {line}
              </text>
            ))}
          </g>
        );
      })}

      {/* The file Kavya shared, under her message. */}
      <rect className={styles.panel} x="210" y="140" width="210" height="36" rx="8" />
      <rect x="220" y="148" width="20" height="20" rx="4" fill="#067647" />
      <text
        className={`${styles.small} ${styles.strong} ${styles.onDark}`}
        x="230"
        y="161.5"
        textAnchor="middle"
      >
        X
      </text>
      <text className={`${styles.small} ${styles.strong}`} x="248" y="156">
        Q4-ledger-final.xlsx
      </text>
      <text className={styles.small} x="248" y="168">
        2.4 MB · stored on your servers
      </text>

      <rect x="170" y="322" width="366" height="32" rx="8" fill="#ecfdf3" stroke="#a6f4c5" />
      <circle cx="186" cy="338" r="4" fill="#12b76a" />
      <text className={`${styles.small} ${styles.strong} ${styles.okText}`} x="198" y="341.5">
        Audit call in progress · 4 people · 12:08
      </text>
      {/* Who is on the call, rather than a Join button the picture could not honour. */}
      {["#0a4fa3", "#0f766e", "#2f7ae5", "#0b1f3a"].map((fill, index) => (
        <circle
          key={fill}
          cx={482 + index * 13}
          cy="338"
          r="8"
          fill={fill}
          stroke="#fff"
          strokeWidth="2"
        />
      ))}

      <rect className={styles.card} x="170" y="366" width="366" height="32" rx="8" />
      <text className={styles.small} x="184" y="385.5">
        Message # finance-close
      </text>
      <rect className={styles.primary} x="502" y="372" width="26" height="20" rx="5" />
      <path
        d="M510 382h10m-4-4 4 4-4 4"
        stroke="#fff"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </AppWindow>
  );
}
