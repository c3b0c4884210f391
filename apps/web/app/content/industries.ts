import type { ChecklistPagePath } from "./checklists";
import type { NavLinkItem } from "./nav";
import type { PageContent } from "./pages/page-content";
import { type IndustryId, type RoiPreset, roiPresetPath, roiPresets } from "./roi-presets";
import type { CallToAction, Feature } from "./sections";

// The industry pages (/industries/<id>) and their index: each industry's problems in the words its
// managers use, the pages of our services and products that answer them, the case studies from
// that industry, its checklist and a preset for the ROI calculator.

export type { IndustryId };

/** A page of this site that answers the industry's problems, and how. */
export interface IndustryAnswer extends NavLinkItem {
  text: string;
}

export interface Industry {
  id: IndustryId;
  /** The industry's short name, as in the header and the breadcrumb trail. */
  name: string;
  /** The box on the home page's IoT section that leads here. */
  homeLabel: string;
  page: Omit<PageContent, "path">;
  /** One line for the card on the industries index. */
  summary: string;
  problems: { heading: string; intro: string; items: readonly Feature[] };
  answers: { heading: string; intro: string; items: readonly IndustryAnswer[] };
  /** Projects from project-deliver.ts, most relevant first. */
  caseStudyIds: readonly string[];
  checklist: { path: ChecklistPagePath; why: string };
  /** What the calculator's preset figures stand for. */
  roiBasis: string;
}

export const industries: readonly Industry[] = [
  {
    id: "manufacturing",
    name: "Manufacturing",
    homeLabel: "Manufacturing",
    page: {
      title: "Software and AI for Manufacturers | Kaizen Fusion",
      description:
        "ERP extensions, machine monitoring and shop-floor AI for Indian manufacturers, with case studies in figures and a manufacturing ROI preset.",
      heading: "Software and AI for manufacturers",
      intro:
        "Plant heads tell us the same things: the ERP says one thing and the shop floor another, machines stop without warning, and the month-end report arrives after the decisions it should have informed. We close those gaps on the machines and the ERP you already run.",
    },
    summary:
      "Machine downtime, plans that ignore the floor, and an ERP that holds what accounts needs but not what production does.",
    problems: {
      heading: "What we hear on the shop floor",
      intro: "In the words of the production heads, planners and owners we work with.",
      items: [
        {
          title: "“We learn a machine stopped when the shift report arrives.”",
          text: "Downtime is written up by hand at the end of the shift, its cause is a guess, and nobody can say what the line's real availability was last month.",
        },
        {
          title: "“The plan and the sales promise never match.”",
          text: "Production is planned in a spreadsheet against an order book in Tally or SAP, so delivery dates are promised before anyone checks capacity or material.",
        },
        {
          title: "“Our ERP knows the invoices, not the floor.”",
          text: "Job work, lots, scrap and rework live in registers beside the ERP, so true cost per order is known only after the order has shipped.",
        },
        {
          title: "“Quality problems surface at the customer.”",
          text: "Inspection results sit on paper, and tracing a complaint back to a batch, a machine and a shift takes days.",
        },
      ],
    },
    answers: {
      heading: "What answers them",
      intro: "Services and products we deliver for plants, alone or together.",
      items: [
        {
          label: "AI for Manufacturing",
          to: "/prodsupportai",
          text: "Predictive maintenance alerts and a shop-floor assistant that answers from your own SOPs and machine manuals.",
        },
        {
          label: "IoT Solutions",
          to: "/IOT",
          text: "Sensors on machines and energy meters, so downtime and its cause are recorded as they happen, not remembered.",
        },
        {
          label: "Custom Development",
          to: "/development",
          text: "Production planning, job work and lot tracking built around your process and linked to the ERP you keep.",
        },
        {
          label: "Database & System Audit",
          to: "/database-services",
          text: "A review of the ERP and its database when reports are slow or figures disagree between departments.",
        },
        {
          label: "Lexema RPA",
          to: "/lexema-rpa",
          text: "Software robots for purchase-order entry, GRN matching and other repetitive ERP work.",
        },
      ],
    },
    caseStudyIds: ["construction-and-manufacturing-erp", "textile-erp"],
    checklist: {
      path: "/legacy-checklist",
      why: "Most plants run an ERP or a set of tools older than their newest machine. The audit shows what to keep, what to connect and what to replace.",
    },
    roiBasis:
      "A plant of about 200 workers: a year of downtime logging, production reporting and month-end reconciliation by hand, against the same work with sensors and an ERP link, licences and support included.",
  },
  {
    id: "healthcare",
    name: "Healthcare",
    homeLabel: "Healthcare",
    page: {
      title: "Software and AI for Clinics and Healthcare | Kaizen Fusion",
      description:
        "AI front desks, multi-clinic reporting and healthcare software for Indian clinics, hospitals and pharma distributors, with case studies in figures.",
      heading: "Software and AI for clinics and healthcare",
      intro:
        "Clinic owners and hospital administrators rarely ask us for technology. They ask for fewer missed calls, fewer empty appointment slots and one view of what every branch did yesterday. That is what we build, with patient data kept in India and access kept on a need-to-know basis.",
    },
    summary:
      "A front desk that cannot answer every call, branches that report in different ways, and claims that stall on paperwork.",
    problems: {
      heading: "What we hear from clinics and hospitals",
      intro: "In the words of the owners, administrators and doctors we work with.",
      items: [
        {
          title: "“Half our missed calls were patients wanting an appointment.”",
          text: "The front desk is busy with the patient in front of it, so callers wait, give up and book elsewhere.",
        },
        {
          title: "“Every branch reports in its own way.”",
          text: "Each clinic keeps its own software or spreadsheet, and the owner sees last month's figures after they have been stitched together.",
        },
        {
          title: "“No-shows leave gaps we cannot fill.”",
          text: "Reminders are sent by hand when someone has time, and a cancelled slot is rarely offered to anyone else.",
        },
        {
          title: "“Insurance claims stall on paperwork.”",
          text: "Documents for TPAs and insurers are collected by hand, and a missing paper sends a claim back weeks later.",
        },
      ],
    },
    answers: {
      heading: "What answers them",
      intro: "Services and products we deliver for clinics, hospitals and their suppliers.",
      items: [
        {
          label: "AI for Medical Clinics",
          to: "/healsupportai",
          text: "An AI assistant that answers patients' calls and messages, books and reschedules appointments and sends reminders.",
        },
        {
          label: "Agentic AI",
          to: "/agentic-ai",
          text: "Agents for claim follow-up, report delivery and other work that waits for a person today, with staff in control.",
        },
        {
          label: "Custom Development",
          to: "/development",
          text: "Patient apps, multi-clinic dashboards and EMR-lite systems built around how your clinics work.",
        },
        {
          label: "HR & Payroll",
          to: "/hr-payroll",
          text: "Rosters, shift allowances and payroll for doctors, nurses and support staff across branches.",
        },
      ],
    },
    caseStudyIds: ["expense-management-app"],
    checklist: {
      path: "/healthcare-checklist",
      why: "The checklist covers patient access, records, data protection and reporting across branches, the points clinic groups most often ask us about.",
    },
    roiBasis:
      "A clinic group of three branches: a year of front-desk time spent on calls, reminders and rebooking, against an AI assistant handling them with staff on the exceptions.",
  },
  {
    id: "retail",
    name: "Retail",
    homeLabel: "Retail",
    page: {
      title: "Software and AI for Retailers and D2C Brands | Kaizen Fusion",
      description:
        "POS support, store analytics, ordering apps and e-commerce for Indian retail chains and D2C brands, with case studies in figures and a retail ROI preset.",
      heading: "Software and AI for retailers and D2C brands",
      intro:
        "Retailers judge technology by the checkout queue, the stock on the shelf and how fresh the numbers are on Monday morning. We support the POS you run, connect it to your warehouse and online store, and give managers yesterday's figures before the shop opens.",
    },
    summary:
      "Stock that differs between store, warehouse and website, reports a week old, and shoppers who give up at checkout.",
    problems: {
      heading: "What we hear from store and e-commerce teams",
      intro: "In the words of the merchandisers, store managers and founders we work with.",
      items: [
        {
          title: "“The website sold what the warehouse did not have.”",
          text: "Stock is synced by hand or once a day, so every sale ends with cancellations and apology calls.",
        },
        {
          title: "“Our reports describe the week before last.”",
          text: "Sales and stock are stitched together in Excel, and slow sellers are found after the season has turned.",
        },
        {
          title: "“The POS goes down on the busiest evening.”",
          text: "Till problems wait for a vendor ticket while the queue grows, and nobody owns the fix end to end.",
        },
        {
          title: "“Mobile shoppers leave at checkout.”",
          text: "A slow store and a long checkout lose buyers who were ready to pay by UPI.",
        },
      ],
    },
    answers: {
      heading: "What answers them",
      intro: "Services and products we deliver for stores and online brands.",
      items: [
        {
          label: "Retail POS Support",
          to: "/oraclexstore",
          text: "Support, upgrades and integrations for Oracle Xstore and the systems around your tills.",
        },
        {
          label: "Custom Development",
          to: "/development",
          text: "Ordering apps, picking apps and headless stores with live warehouse stock.",
        },
        {
          label: "Other Services",
          to: "/services",
          text: "Report development and data warehousing, so store and category figures arrive every morning.",
        },
        {
          label: "Agentic AI",
          to: "/agentic-ai",
          text: "Agents that answer “where is my order?”, handle returns and chase cash-on-delivery failures.",
        },
      ],
    },
    caseStudyIds: ["grocery-delivery-app", "retail-business-intelligence", "e-commerce-store"],
    checklist: {
      path: "/ecom-checklist",
      why: "The review covers page speed on mobile, checkout, payments and stock sync, the four places online retail loses most of its orders.",
    },
    roiBasis:
      "A chain of about 15 stores with an online shop: a year of manual stock sync, order checks and weekly reporting, against integrated stock and automated reports.",
  },
  {
    id: "logistics",
    name: "Logistics",
    homeLabel: "Logistics",
    page: {
      title: "Logistics and Field Service Software | Kaizen Fusion",
      description:
        "Dispatch and driver apps, vehicle and cold-chain tracking and field-staff systems for Indian logistics and field-service firms, with case studies in figures.",
      heading: "Software and IoT for logistics and field service",
      intro:
        "Operations heads in logistics live on the phone: customers asking where their shipment is, drivers asking where to go next, supervisors asking who turned up. We replace those calls with systems that show the answer, on the vehicles, apps and partner portals you already use.",
    },
    summary:
      "“Where is my shipment?” calls, dispatch by WhatsApp, paper proof of delivery and field attendance nobody can verify.",
    problems: {
      heading: "What we hear from operations teams",
      intro: "In the words of the dispatchers, fleet managers and operations heads we work with.",
      items: [
        {
          title: "“Half our calls are customers asking where their shipment is.”",
          text: "Tracking exists on the vehicle, but not in a form the customer or the call centre can see.",
        },
        {
          title: "“Dispatch runs on WhatsApp groups.”",
          text: "Trips are assigned by message, changes are missed, and there is no record of who was told what.",
        },
        {
          title: "“Proof of delivery comes back on paper, days later.”",
          text: "Invoices wait for signed copies, and a lost copy turns into a dispute.",
        },
        {
          title: "“We cannot verify who was on site.”",
          text: "Field attendance is reported by supervisors, and clients dispute it when the bill arrives.",
        },
      ],
    },
    answers: {
      heading: "What answers them",
      intro: "Services and products we deliver for fleets, warehouses and field teams.",
      items: [
        {
          label: "IoT Solutions",
          to: "/IOT",
          text: "GPS and temperature sensors on vehicles and cold rooms, with alerts before a delay or a spoiled load.",
        },
        {
          label: "Custom Development",
          to: "/development",
          text: "Dispatch consoles, driver apps with electronic proof of delivery, and customer tracking pages.",
        },
        {
          label: "ConnectB2B",
          to: "/connectb2b",
          text: "Order and status exchange with shippers, carriers and marketplaces, without re-keying.",
        },
        {
          label: "HR & Payroll",
          to: "/hr-payroll",
          text: "Geotagged attendance and payroll for drivers and field staff.",
        },
        {
          label: "Agentic AI",
          to: "/agentic-ai",
          text: "Voice and chat agents that answer shipment-status questions from your tracking data.",
        },
      ],
    },
    caseStudyIds: ["service-erp", "grocery-delivery-app"],
    checklist: {
      path: "/logistics-checklist",
      why: "The audit covers tracking accuracy, dispatch rules, partner integrations and app reliability on the road.",
    },
    roiBasis:
      "A fleet of about 60 vehicles: a year of status calls, manual dispatch and paper proof of delivery, against tracking, a driver app and electronic proof of delivery.",
  },
  {
    id: "textile",
    name: "Textile",
    homeLabel: "Textile",
    page: {
      title: "Software and IoT for Textile Makers | Kaizen Fusion",
      description:
        "Textile ERP for lots and job work, loom and energy monitoring and piece-rate payroll for Indian mills, knitters and exporters, with case studies in figures.",
      heading: "Software and IoT for textile and apparel makers",
      intro:
        "A textile order passes through spinning, knitting or weaving, outside dyeing and stitching, often across several firms. Owners tell us they lose sight of it somewhere on the way. We build systems that follow each lot from yarn to carton, including the days it spends with a job worker.",
    },
    summary:
      "Orders lost between job workers, yarn losses nobody can measure, and export buyers waiting for a status answer.",
    problems: {
      heading: "What we hear from mills and exporters",
      intro: "In the words of the owners, merchandisers and production managers we work with.",
      items: [
        {
          title: "“Yarn goes out by weight and comes back short.”",
          text: "Job-work losses at dyers and processors are not measured lot by lot, so nobody knows whom to question.",
        },
        {
          title: "“A buyer's status question takes four phone calls.”",
          text: "Each department keeps its own register, so the merchandiser pieces an answer together while the buyer waits.",
        },
        {
          title: "“Looms stop and we find out at shift end.”",
          text: "Stoppages and power use are not recorded per machine, so efficiency is an estimate.",
        },
        {
          title: "“Piece-rate wages take a week to calculate.”",
          text: "Output per worker is written by hand, and wage disputes follow every pay day.",
        },
      ],
    },
    answers: {
      heading: "What answers them",
      intro: "Services and products we deliver for mills, knitters and garment exporters.",
      items: [
        {
          label: "Custom Development",
          to: "/development",
          text: "A textile ERP for yarn stock, lots, job-work challans, production and export documents.",
        },
        {
          label: "IoT Solutions",
          to: "/IOT",
          text: "Loom and machine monitoring with energy meters, so stoppages and power use are recorded per machine.",
        },
        {
          label: "HR & Payroll",
          to: "/hr-payroll",
          text: "Piece-rate and shift wages calculated from recorded output, with statutory deductions.",
        },
        {
          label: "Database & System Audit",
          to: "/database-services",
          text: "A review of the systems you run today before you extend or replace them.",
        },
      ],
    },
    caseStudyIds: ["textile-erp", "retail-business-intelligence"],
    checklist: {
      path: "/systemcost-checklist",
      why: "Textile firms often pay for several tools that each cover one department. The review shows what your systems cost and where they overlap.",
    },
    roiBasis:
      "A knitting and garmenting unit of about 150 workers: a year of register keeping, job-work reconciliation and manual wage calculation, against an ERP with piece-rate payroll.",
  },
  {
    id: "bfsi",
    name: "BFSI",
    homeLabel: "Banking",
    page: {
      title: "Software and AI for Banks and NBFCs (BFSI) | Kaizen Fusion",
      description:
        "Regulatory reporting, document management, RPA and Oracle database services for Indian cooperative banks, NBFCs and financial firms (BFSI).",
      heading: "Software and AI for banking, financial services and insurance",
      intro:
        "Cooperative banks, NBFCs and financial firms ask us for two things: reports the regulator accepts the first time, and less manual work between systems they cannot replace. We work around the core banking system, not inside it, so your vendor's support stays intact.",
    },
    summary:
      "Regulatory returns compiled by hand, KYC papers in every drawer, and a core system nobody dares to touch.",
    problems: {
      heading: "What we hear from banks and financial firms",
      intro: "In the words of the compliance heads, operations managers and partners we work with.",
      items: [
        {
          title: "“Month-end returns take a week and still need corrections.”",
          text: "Regulatory and MIS reports are compiled in Excel from the core system, and errors are found after submission.",
        },
        {
          title: "“We cannot change the core banking system.”",
          text: "Every change goes through the vendor, so small improvements wait for months or never happen.",
        },
        {
          title: "“KYC and loan papers are everywhere.”",
          text: "Documents sit in branches, e-mail and shared drives, and finding one for an audit takes hours.",
        },
        {
          title: "“Reconciliation is people copying numbers between screens.”",
          text: "Staff re-key the same figures from one system into another every day.",
        },
      ],
    },
    answers: {
      heading: "What answers them",
      intro: "Services and products we deliver for banks, NBFCs, insurers and finance firms.",
      items: [
        {
          label: "Database & System Audit",
          to: "/database-services",
          text: "Oracle and SQL Server reviews for performance, security and backup, before the auditor asks.",
        },
        {
          label: "Other Services",
          to: "/services",
          text: "Report development and scheduled regulatory returns with validation against the ledger.",
        },
        {
          label: "Lexema RPA",
          to: "/lexema-rpa",
          text: "Software robots for reconciliation, KYC checks and data entry between systems you cannot change.",
        },
        {
          label: "Custom Development",
          to: "/development",
          text: "Document management, customer portals and collection apps around your core system.",
        },
        {
          label: "Agentic AI",
          to: "/agentic-ai",
          text: "Agents for payment reminders and routine customer questions, with staff in control.",
        },
      ],
    },
    caseStudyIds: ["reporting-service", "document-management-system"],
    checklist: {
      path: "/vendor-checklist",
      why: "Financial firms are judged on the vendors they rely on. The checklist covers what to verify before a software vendor touches customer data.",
    },
    roiBasis:
      "A cooperative bank of about 20 branches: a year of manual regulatory reporting and reconciliation, against scheduled, validated returns and software robots.",
  },
  {
    id: "agriculture",
    name: "Agriculture",
    homeLabel: "Agriculture",
    page: {
      title: "Software and IoT for Agriculture and FPOs | Kaizen Fusion",
      description:
        "B2B marketplaces, member records and cold-storage monitoring for farmer producer organisations and agri businesses in India, with a case study in figures.",
      heading: "Software and IoT for agriculture",
      intro:
        "Farmer producer organisations and agri businesses work with members who may have a basic phone, a weak network and no time for forms. We build systems in Hindi and English that work in those conditions and bring buyers, prices and payments into view.",
    },
    summary:
      "Prices set by middlemen, member records on paper, and produce that spoils in storage before it is sold.",
    problems: {
      heading: "What we hear from FPOs and agri businesses",
      intro: "In the words of the chief executives and field officers we work with.",
      items: [
        {
          title: "“The middleman sets the price.”",
          text: "Members cannot reach bulk buyers directly or see what their produce fetches elsewhere.",
        },
        {
          title: "“Member records are in registers.”",
          text: "Land, crops, inputs and payments are written by hand, and a member's question takes a visit to the office.",
        },
        {
          title: "“We lose produce in storage.”",
          text: "Cold rooms and godowns are checked by walking in, so a failed compressor is found too late.",
        },
      ],
    },
    answers: {
      heading: "What answers them",
      intro: "Services and products we deliver for FPOs, traders and agri processors.",
      items: [
        {
          label: "Custom Development",
          to: "/development",
          text: "Marketplaces, member apps and payment tracking in Hindi and English that work on low-end phones.",
        },
        {
          label: "ConnectB2B",
          to: "/connectb2b",
          text: "Order exchange with processors, millers and institutional buyers.",
        },
        {
          label: "IoT Solutions",
          to: "/IOT",
          text: "Temperature and humidity sensors in cold rooms and godowns, with alerts to the manager's phone.",
        },
      ],
    },
    caseStudyIds: ["agriculture-b2b-commerce"],
    checklist: {
      path: "/legacy-checklist",
      why: "Most agri organisations start from registers and spreadsheets. The audit shows what to digitise first and what can wait.",
    },
    roiBasis:
      "A producer organisation of about 2,000 members: a year of manual lot listing, buyer calls and payment tracking, against a marketplace and member app.",
  },
];

/** An industry's own page. */
export const industryPath = (industry: Pick<Industry, "id">) => `/industries/${industry.id}`;

/** Home › Industries › the industry: the trail above an industry page's heading. */
export const industriesCrumb: NavLinkItem = { label: "Industries", to: "/industries" };

/** The calculator with this industry's figures filled in. */
export const industryRoiPath = (industry: Pick<Industry, "id">) => roiPresetPath(industry.id);

export const industryRoiPreset = (industry: Pick<Industry, "id">): RoiPreset =>
  roiPresets[industry.id];

export function findIndustry(id: string): Industry | undefined {
  return industries.find((industry) => industry.id === id);
}

/** The industries whose pages show this case study. */
export const industriesOfCaseStudy = (projectId: string) =>
  industries.filter((industry) => industry.caseStudyIds.includes(projectId));

/** The home page's industry boxes that have a page, by their label. */
export const industryByHomeLabel = (label: string) =>
  industries.find((industry) => industry.homeLabel === label);

/** An industry page as the route table lists it. */
export const industryPage = (industry: Industry): PageContent => ({
  path: industryPath(industry),
  ...industry.page,
});

export const industryPages = Object.fromEntries(
  industries.map((industry) => [industryPath(industry), industryPage(industry)]),
) as Record<`/industries/${string}`, PageContent>;

/** The copy around the industry's sections, the same on every industry page. */
export const industryCopy = {
  jumpLinks: { caseStudies: "See the case studies", roi: "Estimate your ROI" },
  results: "Results we delivered",
  caseStudies: {
    heading: "Case studies",
    intro: "Projects we delivered in this industry, with the figures before and after.",
  },
  checkYourself: {
    heading: "Check where you stand",
    intro: "Two free tools to size the problem before you talk to anyone.",
    checklistEyebrow: "Free checklist",
    checklistLink: "Get the free checklist",
    roiEyebrow: "ROI calculator",
    roiHeading: "Estimate your return on automation",
    roiLink: "Open the calculator with these figures",
    manualLabel: "Manual cost a year",
    automatedLabel: "Automated cost a year",
  },
  otherIndustries: "Other industries",
} as const;

export const industriesIndexCopy = {
  heading: "Pick your industry",
  caseStudyCount: (count: number) => `${count} case ${count === 1 ? "study" : "studies"}`,
} as const;

export const industriesCta: CallToAction = {
  heading: "Talk to someone who knows your industry",
  text: "Tell us what slows your teams down. We will come back with the projects closest to yours and how we would approach your case.",
  actions: [
    { kind: "page", label: "Tell us about your project", to: "/index#lets" },
    { kind: "page", label: "Estimate the cost", to: "/estimate-builder" },
  ],
};
