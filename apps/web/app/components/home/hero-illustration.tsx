import styles from "./home.module.css";

// The home banner's picture: the firm's work in one glance. Business systems feed an AI agent,
// which reports on a dashboard and finishes routine tasks. Decorative: the heading beside it
// says the same in words.

const sources = [
  { label: "ERP", detail: "Orders, stock", y: 64 },
  { label: "CRM", detail: "Leads, tickets", y: 178 },
  { label: "IoT sensors", detail: "Machine data", y: 292 },
];

const CARD = "#fff";
const INK = "#0f1b2d";
const MUTED = "#5b6779";

// Routine work the agent has finished, each with its badge: a tick for done, a clock for booked.
const tasks = [
  {
    title: "Invoice matched",
    detail: "PO 4471 · 2 s, no edits",
    y: 250,
    badge: { ground: "#dcfae6", ink: "#067647", d: "M358 282l4 4 8-8", join: "round" },
  },
  {
    title: "Call booked",
    detail: "Tue 4:30 pm · voice agent",
    y: 328,
    badge: { ground: "#fef0c7", ink: "#93370d", d: "M364 353v7l5 3", join: undefined },
  },
] as const;

export function HeroIllustration() {
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 520 440"
      width="520"
      height="440"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-flow" x1="0" x2="1">
          <stop offset="0" stopColor="#a8cbff" stopOpacity="0.25" />
          <stop offset="1" stopColor="#5eead4" />
        </linearGradient>
        <linearGradient id="hero-core" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#2f7ae5" />
          <stop offset="1" stopColor="#14b8a6" />
        </linearGradient>
        <radialGradient id="hero-glow">
          <stop offset="0" stopColor="#5eead4" stopOpacity="0.45" />
          <stop offset="1" stopColor="#5eead4" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-area" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#2f7ae5" stopOpacity="0.3" />
          <stop offset="1" stopColor="#2f7ae5" stopOpacity="0" />
        </linearGradient>
      </defs>

      {/* Systems the agent reads from. */}
      {sources.map((source) => (
        <g key={source.label}>
          <rect
            x="0"
            y={source.y}
            width="128"
            height="64"
            rx="12"
            fill="#fff"
            fillOpacity="0.08"
            stroke="#fff"
            strokeOpacity="0.22"
          />
          <rect
            x="12"
            y={source.y + 16}
            width="32"
            height="32"
            rx="8"
            fill="#fff"
            fillOpacity="0.14"
          />
          <path
            d={`M20 ${source.y + 26}h16M20 ${source.y + 32}h16M20 ${source.y + 38}h10`}
            stroke="#a8cbff"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <text x="54" y={source.y + 29} fontSize="13" fontWeight="700" fill="#fff">
            {source.label}
          </text>
          <text x="54" y={source.y + 45} fontSize="10.5" fill="#c9d6ea">
            {source.detail}
          </text>
          <path
            d={`M128 ${source.y + 32}C176 ${source.y + 32} 172 220 212 220`}
            fill="none"
            stroke="url(#hero-flow)"
            strokeWidth="2"
            strokeDasharray="2 6"
            strokeLinecap="round"
          />
        </g>
      ))}

      {/* The agent. */}
      <circle cx="260" cy="220" r="92" fill="url(#hero-glow)" />
      <rect x="212" y="172" width="96" height="96" rx="24" fill="url(#hero-core)" />
      <rect
        x="212"
        y="172"
        width="96"
        height="96"
        rx="24"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.35"
      />
      <path
        d="M238 236l22-34 22 34zM260 202v-4M238 236l-5 3M282 236l5 3"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.55"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="260" cy="202" r="7" fill="#fff" />
      <circle cx="238" cy="236" r="7" fill="#fff" />
      <circle cx="282" cy="236" r="7" fill="#fff" />
      <circle cx="260" cy="224" r="4" fill="#ffd58a" />
      <text x="260" y="296" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
        AI agent
      </text>
      <text x="260" y="312" textAnchor="middle" fontSize="10.5" fill="#c9d6ea">
        reads · decides · acts
      </text>

      {/* What it produces: insight and finished work. */}
      <path
        d="M308 206C326 206 320 130 340 130M308 234C326 234 320 282 340 282M308 228C328 228 322 360 340 360"
        fill="none"
        stroke="#5eead4"
        strokeOpacity="0.7"
        strokeWidth="2"
        strokeDasharray="2 6"
        strokeLinecap="round"
      />

      <g>
        <rect x="340" y="40" width="180" height="176" rx="14" fill={CARD} />
        <text x="356" y="66" fontSize="10.5" fontWeight="700" fill={MUTED} letterSpacing="0.06em">
          THROUGHPUT
        </text>
        <text x="356" y="92" fontSize="22" fontWeight="800" fill={INK}>
          +18%
        </text>
        <rect x="420" y="77" width="84" height="18" rx="9" fill="#dcfae6" />
        <text x="462" y="89.5" textAnchor="middle" fontSize="10" fontWeight="700" fill="#067647">
          this quarter
        </text>
        <path
          d="M356 184L380 168L404 174L428 150L452 156L476 128L504 118V200H356Z"
          fill="url(#hero-area)"
        />
        <path
          d="M356 184L380 168L404 174L428 150L452 156L476 128L504 118"
          fill="none"
          stroke="#0a4fa3"
          strokeWidth="2.5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle cx="504" cy="118" r="4" fill="#0a4fa3" />
        <path d="M356 200H504" stroke="#e6ebf2" />
      </g>

      {tasks.map((task) => (
        <g key={task.title}>
          <rect x="340" y={task.y} width="180" height="64" rx="14" fill={CARD} />
          <circle cx="364" cy={task.y + 32} r="12" fill={task.badge.ground} />
          <path
            d={task.badge.d}
            fill="none"
            stroke={task.badge.ink}
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin={task.badge.join}
          />
          <text x="384" y={task.y + 28} fontSize="11.5" fontWeight="700" fill={INK}>
            {task.title}
          </text>
          <text x="384" y={task.y + 44} fontSize="10" fill={MUTED}>
            {task.detail}
          </text>
        </g>
      ))}
    </svg>
  );
}
