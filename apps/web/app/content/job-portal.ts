import type { JobChoice } from "@site/contracts";
import { company } from "./company";
import { facts } from "./facts";
import type { Feature, SectionCopy } from "./sections";

// Copy of the careers page (/job-portal). Its heading and introduction are in pages.ts.

/** Where the work is done: only a fully remote role is marked as telecommuting for search engines. */
export type WorkMode = "on-site" | "hybrid" | "remote";

export interface JobPosting {
  /** The position as the application form's job select names it. */
  job: JobChoice;
  /** The last part of the position's own page, /job-portal/<slug>. */
  slug: string;
  title: string;
  employmentType: string;
  /** schema.org employmentType of the JobPosting structured data. */
  schemaEmploymentType: "FULL_TIME" | "INTERN";
  experience: string;
  location: string;
  workMode: WorkMode;
  datePosted: string;
  /** Last day applications are taken for this opening; the structured data's validThrough. */
  validThrough: string;
  /** The firm's own reference for the opening, quoted in the structured data. */
  reference: string;
  description: string;
  responsibilities: readonly string[];
  requiredSkills: readonly string[];
  bonusSkills: readonly string[];
  offers: readonly string[];
}

export const postingLabels = {
  heading: "Open positions",
  employmentType: "Employment type",
  experience: "Experience",
  location: "Location",
  workMode: "Work mode",
  responsibilities: "Responsibilities",
  requiredSkills: "Required skills",
  bonusSkills: "Bonus skills",
  offers: "What we offer",
  fullDescription: "Full job description",
  apply: "Apply Now",
  applyFor: (title: string) => `Apply Now for ${title}`,
  readPosting: "Open the position's page",
  readPostingFor: (title: string) => `Open the page of the ${title} position`,
  allPositions: "All open positions",
  reference: "Reference",
  closes: "Applications close",
} as const;

/** How each work mode reads on a position's page. */
export const workModeLabels: Record<WorkMode, string> = {
  "on-site": "On site",
  hybrid: "Hybrid: our Okhla office and home",
  remote: "Fully remote, anywhere in India",
};

/** The path of a position's own page. */
export const jobPostingPath = (posting: Pick<JobPosting, "slug">) => `/job-portal/${posting.slug}`;

/** A position page's document title. */
export const jobPostingTitle = (posting: Pick<JobPosting, "title">) =>
  `Job: ${posting.title} | Kaizen Fusion`;

/** The application form with the position already chosen. */
export const jobApplyHref = (posting: Pick<JobPosting, "job">) =>
  `/apply-job?${new URLSearchParams({ job: posting.job })}`;

export const careersContact = {
  text: "Do not see a role that fits? Send your resume to",
  email: company.careersEmail,
  subject: "Open application",
} as const;

/** Beside the application form (/apply-job): what happens once an application is sent. */
export const hiringSteps = {
  heading: "How we hire",
  steps: [
    {
      title: "We read every application.",
      text: `Someone from our hiring team reads it within ${facts.responseTimes.jobApplication} and replies either way.`,
    },
    {
      title: "A first conversation.",
      text: "Thirty minutes on a video call about the work you have done and the role you applied for.",
    },
    {
      title: "A short practical task.",
      text: "Close to the job itself: a small feature for developers, a client scenario for sales. Done from home, in three hours at most.",
    },
    {
      title: "Meet the team, then an offer.",
      text: "An hour with the people you would work with, then a written offer with your salary and start date.",
    },
  ],
} as const satisfies SectionCopy & { steps: readonly Feature[] };

// This round of openings was posted on one day and closes on one day.
const openingDates = { datePosted: "2026-11-02", validThrough: "2027-01-31" } as const;

const fullTimeRole = {
  employmentType: "Full-time",
  schemaEmploymentType: "FULL_TIME",
  experience: "2-5 years",
  location: "New Delhi / Remote",
  // Some days in the office, the rest from home: not a telecommuting role.
  workMode: "hybrid",
  ...openingDates,
} as const;

/** Interns work on site: each posting names where. */
const internship = {
  employmentType: "Internship",
  schemaEmploymentType: "INTERN",
  experience: "6 months-1.5 years",
  workMode: "on-site",
  ...openingDates,
} as const;

export const jobPostings: readonly JobPosting[] = [
  {
    job: "Full Stack Developer",
    slug: "full-stack-developer",
    title: "Full Stack Developer",
    ...fullTimeRole,
    reference: "KF-2026-FSD",
    description:
      "Build the web applications, APIs and AI-powered features our clients run their businesses on, from the first sketch to production support.",
    responsibilities: [
      "Design and build features across React front ends and Node.js or .NET back ends",
      "Model data and write efficient queries for PostgreSQL, SQL Server and Oracle",
      "Integrate third-party APIs, payment gateways and AI services",
      "Write automated tests and review teammates' code",
      "Talk to clients to clarify requirements and demo finished work",
    ],
    requiredSkills: [
      "Solid TypeScript or JavaScript, HTML and CSS",
      "React, or a comparable front-end framework, in production",
      "REST API design with Node.js, .NET or Java",
      "Relational databases and SQL",
      "Git and pull-request based workflows",
    ],
    bonusSkills: [
      "React Native or Flutter",
      "Docker and a major cloud (AWS, Azure or GCP)",
      "Experience building with large language model APIs",
    ],
    offers: [
      "Competitive salary reviewed every year",
      "Hybrid working: office in Okhla or remote",
      "Health insurance for you and your family",
      "Learning budget for courses and certifications",
    ],
  },
  {
    job: "Business Development Executive",
    slug: "business-development-executive",
    title: "Business Development Executive",
    ...fullTimeRole,
    reference: "KF-2026-BDE",
    description:
      "Find and win new clients for our software, AI and IoT services, and grow the accounts we already serve.",
    responsibilities: [
      "Generate and qualify leads through LinkedIn, events, referrals and outbound calls",
      "Understand client needs and prepare proposals with our solution architects",
      "Lead meetings and product demos, online and in person",
      "Negotiate commercial terms and close deals",
      "Keep the CRM pipeline accurate and report on it every week",
    ],
    requiredSkills: [
      "Two or more years selling IT services or software to businesses",
      "Excellent spoken and written English and Hindi",
      "Confidence presenting to owners and senior managers",
      "Organised follow-up and CRM discipline",
    ],
    bonusSkills: [
      "Contacts in healthcare, manufacturing or logistics",
      "Experience with international clients",
      "Basic understanding of AI and cloud services",
    ],
    offers: [
      "Fixed salary plus uncapped incentives",
      "Travel allowance for client meetings",
      "Health insurance for you and your family",
      "A clear path to key account and team lead roles",
    ],
  },
  {
    job: "Sales Intern",
    slug: "sales-intern",
    title: "Sales Intern (exhibition application promotion)",
    ...internship,
    location: "On-site at exhibition venues in Delhi/NCR",
    reference: "KF-2026-SIN",
    description:
      "Represent KF FairEx, our exhibition platform, at trade shows across Delhi/NCR and help exhibitors and visitors start using the app.",
    responsibilities: [
      "Demonstrate the KF FairEx visitor app and exhibitor features at our stall",
      "Help visitors install and register on the app on the spot",
      "Approach exhibitors about digital enrolment for upcoming fairs",
      "Record leads and feedback at the end of each show day",
    ],
    requiredSkills: [
      "Confident, friendly communication in English and Hindi",
      "Comfort with smartphones and apps",
      "Readiness to work on your feet during show days, including some weekends",
    ],
    bonusSkills: [
      "Earlier experience in retail, events or field sales",
      "A degree or ongoing studies in marketing or business",
    ],
    offers: [
      "Monthly stipend plus incentives per registration",
      "Internship certificate and letter of recommendation",
      "Pre-placement offer for top performers",
      "Hands-on experience at large trade fairs",
    ],
  },
  {
    job: "Mechatronics Interns",
    slug: "mechatronics-interns",
    title: "Mechatronics Interns",
    ...internship,
    location: "New Delhi",
    reference: "KF-2026-MTI",
    description:
      "Work with our IoT team on the sensors, controllers and gateways that connect our clients' machines to their dashboards.",
    responsibilities: [
      "Assemble and test sensor and controller prototypes",
      "Program microcontrollers such as ESP32 and STM32",
      "Install and calibrate devices at client sites with senior engineers",
      "Document wiring, firmware versions and test results",
    ],
    requiredSkills: [
      "A diploma or degree (ongoing or complete) in mechatronics, electronics or a related field",
      "Basic C or C++ for embedded systems",
      "Reading circuit diagrams and using a multimeter",
    ],
    bonusSkills: [
      "MQTT, Modbus or other industrial protocols",
      "PCB design in KiCad or similar",
      "3D modelling for enclosures",
    ],
    offers: [
      "Monthly stipend",
      "Work on real industrial projects from day one",
      "Internship certificate and pre-placement offer for strong performers",
    ],
  },
];

/** Words of the job board drawn beside the careers page's introduction. */
export const careersVisual = {
  roleCount: (count: number) => `${count} roles`,
  teamHeading: "The team you join",
  /** On the empty place next to the team's initials. */
  joinUs: "+you",
} as const;
