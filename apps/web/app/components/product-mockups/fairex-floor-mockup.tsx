import { AppWindow, Panel, ScreenHeader, StatTile } from "./app-window";
import styles from "./product-mockups.module.css";

// One letter per stall, row by row: booked, available or on hold.
const rows = ["BBHBAB", "BBBABB", "ABBBBH", "BBABBB", "BHBBAB", "BBBBAA"];
const BLOCKS = ["A", "B", "C"];
const stallClass = { B: styles.bright, A: styles.page, H: styles.amber } as const;
// Visitors in each hour from 10:00, in hundreds; 16:00 is the busiest so far.
const visitorsByHour = [18, 34, 52, 60, 44, 56, 64, 38].map((visitors, index) => ({
  hour: 10 + index,
  visitors,
}));

/** KF FairEx for organisers: the hall's live floor plan, footfall and leads during the show. */
export function FairexFloorMockup() {
  return (
    <AppWindow
      label="KF FairEx organiser screen: the live floor plan of Hall 4 with booked, available and held stalls, 12,846 visitors today, visitors by hour and 3,412 leads scanned by exhibitors."
      address="fairex.app/organiser/hall-4"
    >
      <ScreenHeader
        title="Build & Interiors Expo · Hall 4"
        subtitle="Day 2 of 4 · gates open 10:00-18:00"
        status={{ text: "Live", tone: "ok" }}
      />

      <rect className={styles.card} x="24" y="92" width="300" height="306" rx="8" />
      <text className={`${styles.text} ${styles.strong}`} x="38" y="112">
        Floor plan
      </text>
      <text className={styles.small} x="310" y="112" textAnchor="end">
        26 booked · 3 on hold
      </text>
      {rows.map((row, rowIndex) => {
        const block = Math.floor(rowIndex / 2);
        const top = 124 + rowIndex * 36 + block * 12;
        return [...row].map((state, column) => {
          const name = `${BLOCKS[block]}${(rowIndex % 2) * 6 + column + 1}`;
          const kind = state as keyof typeof stallClass;
          return (
            <g key={name}>
              <rect
                className={stallClass[kind]}
                x={39 + column * 46}
                y={top}
                width="40"
                height="30"
                rx="4"
                stroke={kind === "A" ? "#b8c4d6" : "none"}
              />
              <text
                className={`${styles.small} ${kind === "B" ? styles.onDark : ""}`}
                x={59 + column * 46}
                y={top + 19}
                textAnchor="middle"
              >
                {name}
              </text>
            </g>
          );
        });
      })}
      {/* The stall the organiser has open. */}
      <rect
        x="84"
        y="207"
        width="42"
        height="32"
        rx="5"
        fill="none"
        stroke="#0b1f3a"
        strokeWidth="2"
      />
      {[
        { label: "Booked", className: styles.bright, x: 39 },
        { label: "Available", className: styles.track, x: 109 },
        { label: "On hold", className: styles.amber, x: 193 },
      ].map((key) => (
        <g key={key.label}>
          <rect className={key.className} x={key.x} y="376" width="10" height="10" rx="2" />
          <text className={styles.small} x={key.x + 15} y="385">
            {key.label}
          </text>
        </g>
      ))}

      <StatTile
        x={336}
        y={92}
        width={200}
        label="Visitors today"
        value="12,846"
        note="▲ 9% on day 1"
        noteTone="up"
      />
      <Panel x={336} y={160} width={200} height={170} title="Visitors by hour" />
      {visitorsByHour.map(({ hour, visitors }, index) => (
        <g key={hour}>
          <rect
            className={hour === 16 ? styles.primary : styles.bright}
            opacity={hour === 16 ? 1 : 0.55}
            x={352 + index * 22}
            y={304 - visitors * 1.5}
            width="14"
            height={visitors * 1.5}
            rx="3"
          />
          <text className={styles.small} x={359 + index * 22} y="319" textAnchor="middle">
            {hour}
          </text>
        </g>
      ))}
      <StatTile
        x={336}
        y={340}
        width={200}
        label="Leads scanned"
        value="3,412"
        note="by 186 exhibitors"
      />
    </AppWindow>
  );
}
