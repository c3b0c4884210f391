import { postalAddress } from "./company";
import { countGroups, estimateForm, estimateResult } from "./estimate";
import { projects } from "./project-deliver";

// Words drawn inside the pictures beside the service and information pages' introductions.
// The pictures are decorative: each page's heading and introduction say the same in words.

export const developmentVisual = {
  web: "Operations portal",
  mobile: "Mobile app",
  release: "Release 1.0",
  releaseDetail: "Tested · live",
} as const;

export const servicesVisual = {
  hub: "Your systems",
  hubDetail: "Looked after",
  offers: [
    { label: "Database", detail: "Backup verified" },
    { label: "Reports", detail: "Sent at 8:00 am" },
    { label: "Support", detail: "Ticket resolved" },
  ],
} as const;

export const missionVisual = {
  mission: "Mission",
  missionDetail: ["Useful software,", "delivered well"],
  vision: "Vision",
  visionDetail: "A lasting partner",
  steps: "Small steps, every day",
} as const;

export const iotVisual = {
  sensors: [
    { label: "Temperature", reading: "4.2 °C" },
    { label: "Vibration", reading: "Normal" },
    { label: "Energy", reading: "38 kWh" },
  ],
  gateway: "Gateway",
  dashboard: "Live readings",
  status: "All sites online",
} as const;

export const agenticVisual = {
  agent: "AI agent",
  agentDetail: "reads · decides · acts",
  tasks: ["Read the request", "Check the records", "Update the CRM", "Send the reply"],
} as const;

export const databaseVisual = {
  heading: "Health check",
  checks: [
    { label: "Query time", share: 0.82 },
    { label: "Index use", share: 0.64 },
    { label: "Backups", share: 1 },
    { label: "Security", share: 0.9 },
  ],
  report: "Audit report",
  reportDetail: "Findings and fixes",
} as const;

export const xstoreVisual = {
  store: "Store 12",
  status: "Online",
  receipt: "Sale synced",
  receiptDetail: "to head office",
} as const;

export const healVisual = {
  heading: "Today's clinic",
  slots: [
    { time: "10:00", label: "Check-up" },
    { time: "11:30", label: "Follow-up" },
    { time: "14:00", label: "New patient" },
  ],
  reminder: "Reminders sent",
  reminderDetail: "by SMS and WhatsApp",
} as const;

export const prodVisual = {
  line: "Line 2",
  gauge: "OEE",
  gaugeValue: "86%",
  alert: "Bearing wear",
  alertDetail: "Service before Friday",
} as const;

export const estimateVisual = {
  heading: estimateResult.heading,
  rows: countGroups.map((group) => group.heading),
  /** What each group counts in the drawn example, under its heading. */
  rowDetails: ["12 forms, 4 reports", "8 screens, offline sync", "2 dashboards, 3 roles"],
  total: estimateForm.runningTotal.label,
  totalDetail: "Testing and project management included",
} as const;

export const voiceVisual = {
  caller: "Can I book a cleaning?",
  agent: "Of course. I'll arrange a call-back.",
  status: "Call-back booked",
} as const;

export const faqVisual = {
  answer: "Answered",
  /** Short forms of questions the page answers: the drawing's own words, not the page's copy. */
  closed: ["Can you work to a fixed budget?", "Do you work outside India?", "Who owns the code?"],
  open: "How long does a project take?",
  openAnswer: [
    "A first web or mobile release usually goes",
    "live in 8 to 16 weeks; a larger ERP in four",
    "to nine months, delivered in phases.",
  ],
} as const;

export const developmentDeliveryVisual = {
  plan: "Project plan",
  phases: [
    { label: "Discovery", detail: "Scope signed" },
    { label: "Design", detail: "Screens approved" },
    { label: "Build", detail: "In progress" },
    { label: "Launch", detail: "Planned" },
  ],
  review: "Code review",
  checks: ["Unit tests", "Security scan", "Accessibility"],
  passed: "Passed",
  release: "Staging build",
  releaseDetail: "Ready for your review",
} as const;

export const projectsVisual = {
  count: String(projects.length),
  countLabel: "projects delivered",
  delivered: "Delivered",
  samples: projects.slice(0, 3).map((project) => project.name),
  stack: projects[0]?.tags ?? [],
} as const;

export const companyVisual = {
  city: postalAddress.city,
  country: postalAddress.country,
  registered: "Pvt. Ltd.",
  registeredDetail: "Registered in India",
} as const;
