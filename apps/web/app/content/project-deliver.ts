import { company } from "./company";
import type { CallToAction, Card, SectionCopy } from "./sections";

// Copy of the delivered-projects showcase (/project-deliver). Its heading and introduction are in pages.ts.
// Clients are described by type only: our contracts do not let us name them.

export interface Project {
  /** The anchor of the project's card, which the home page's case studies link to. */
  id: string;
  name: string;
  clientType: string;
  problem: string;
  built: string;
  result: string;
  tags: readonly string[];
}

export const projects: readonly Project[] = [
  {
    id: "grocery-delivery-app",
    name: "Grocery delivery app",
    clientType: "Neighbourhood grocery chain, 14 stores in Delhi NCR",
    problem:
      "Phone and WhatsApp orders were noted by hand, and one in ten arrived with a missing or wrong item.",
    built:
      "Customer apps for Android and iOS, a picking app for store staff with barcode checks and a delivery-slot planner.",
    result: "Order errors fell below 1%, and app orders grew to 40% of sales within eight months.",
    tags: ["React Native", "Node.js", "PostgreSQL", "Razorpay"],
  },
  {
    id: "retail-business-intelligence",
    name: "Retail business intelligence",
    clientType: "Apparel retailer, 60 stores across North India",
    problem:
      "Sales and stock reports were stitched together in Excel every Monday and were a week old when they reached managers.",
    built:
      "A data warehouse fed nightly from the POS and ERP, with Power BI dashboards for sell-through, ageing stock and store ranking.",
    result: "Managers see yesterday's figures by 8 am, and end-of-season markdowns dropped by 18%.",
    tags: ["Power BI", "SQL Server", "Azure Data Factory"],
  },
  {
    id: "textile-erp",
    name: "Textile ERP",
    clientType: "Knitwear manufacturer and exporter, Tiruppur",
    problem:
      "Yarn purchase, knitting, dyeing and stitching were tracked in separate registers, so nobody knew an order's true status.",
    built:
      "An ERP covering yarn stock, job work with outside dyers, production by lot and export documentation.",
    result: "Order status is available in seconds, and yarn wastage is measured and down by 6%.",
    tags: ["React", ".NET", "SQL Server"],
  },
  {
    id: "service-erp",
    name: "Service ERP",
    clientType: "Facility management company, 1,200 field staff",
    problem:
      "Contracts, staff deployment, attendance and monthly billing lived in different spreadsheets that never agreed.",
    built:
      "A service ERP linking contracts to site rosters, mobile attendance with geotagging and automatic GST invoicing.",
    result:
      "Billing now closes on the 2nd of the month instead of the 10th, with no disputed attendance.",
    tags: ["Angular", "Java", "PostgreSQL", "Android"],
  },
  {
    id: "construction-and-manufacturing-erp",
    name: "Construction and manufacturing ERP",
    clientType: "Pre-cast concrete maker and contractor, Haryana",
    problem:
      "Plant production and site progress were planned separately, so casting ran ahead of or behind what sites could install.",
    built:
      "One ERP for bills of quantities, plant scheduling, material indents, site progress and subcontractor billing.",
    result:
      "Yard stock of unused elements fell by a third, and project margins are reported monthly.",
    tags: ["React", "Node.js", "PostgreSQL"],
  },
  {
    id: "document-management-system",
    name: "Document management system",
    clientType: "Chartered accountancy firm, three offices",
    problem:
      "Client papers were scattered across shared drives and e-mail, and finding last year's file took hours.",
    built:
      "A document system with client folders, OCR search, version history, retention rules and a client upload portal.",
    result: "Any document is found in under a minute, and paper storage costs were cut by 70%.",
    tags: ["Python", "OCR", "Elasticsearch", "AWS S3"],
  },
  {
    id: "reporting-service",
    name: "Reporting service",
    clientType: "Regional cooperative bank",
    problem:
      "Regulatory and MIS reports were prepared by hand from the core banking system, with frequent late corrections.",
    built:
      "A reporting service that extracts, validates and formats regulatory returns and branch MIS on a schedule.",
    result:
      "Monthly reporting time dropped from six days to one, with validation catching errors before submission.",
    tags: ["Oracle", "PL/SQL", "SSRS"],
  },
  {
    id: "e-commerce-store",
    name: "E-commerce store",
    clientType: "Ayurvedic personal-care brand, direct to consumer",
    problem:
      "A slow template store lost mobile shoppers at checkout and could not sync stock with the warehouse.",
    built:
      "A fast headless store with one-page checkout, UPI and cash-on-delivery, subscriptions and live warehouse stock.",
    result: "Mobile conversion rose by 35%, and overselling stopped entirely.",
    tags: ["Next.js", "Node.js", "PostgreSQL", "UPI"],
  },
  {
    id: "case-management-system",
    name: "Case management system",
    clientType: "Law firm with litigation across Delhi courts",
    problem:
      "Hearing dates, documents and client updates were tracked in diaries, and two missed dates in a year were two too many.",
    built:
      "A case system with hearing calendars, cause-list alerts, document bundles, time recording and client updates by e-mail.",
    result: "No missed hearings since launch, and billing of recorded time rose by a fifth.",
    tags: ["React", "Node.js", "MySQL"],
  },
  {
    id: "library-management-system",
    name: "Library management system",
    clientType: "Private university, two campuses",
    problem:
      "An outdated desktop system could not handle digital resources, mobile access or the second campus.",
    built:
      "A web library system with cataloguing, RFID issue and return, e-resource access and a student mobile app.",
    result:
      "Self-service issue handles 60% of loans, and overdue items fell by half with automatic reminders.",
    tags: ["PHP", "MySQL", "RFID", "Flutter"],
  },
  {
    id: "agriculture-b2b-commerce",
    name: "Agriculture B2B commerce",
    clientType: "Farmer producer organisation, Madhya Pradesh",
    problem:
      "Members sold produce through middlemen and had no direct route to bulk buyers or fair price information.",
    built:
      "A B2B marketplace in Hindi and English for lot listings, buyer bids, quality reports and payment tracking.",
    result: "Members receive 12% more per quintal on average, with 300 registered bulk buyers.",
    tags: ["React", "Node.js", "PostgreSQL", "Android"],
  },
  {
    id: "project-management-platform",
    name: "Project management platform",
    clientType: "Interior design and fit-out company",
    problem:
      "Projects slipped because tasks, vendor deliveries and client approvals were followed up by phone.",
    built:
      "A project platform with timelines, vendor tracking, site photo updates and client approvals on mobile.",
    result:
      "Average project delivery time fell by 15%, and client approvals now take days instead of weeks.",
    tags: ["Vue.js", "Laravel", "MySQL"],
  },
  {
    id: "expense-management-app",
    name: "Expense management app",
    clientType: "Pharmaceutical distributor, 250 sales representatives",
    problem:
      "Travel claims arrived as paper bills at month end and took three weeks to check and reimburse.",
    built:
      "A mobile app that reads bills with OCR, applies the expense policy and routes claims for approval and payment.",
    result: "Claims are reimbursed within five days, and out-of-policy spending fell by a quarter.",
    tags: ["Flutter", "Python", "OCR", "PostgreSQL"],
  },
];

export const showcase: SectionCopy & { label: string; cards: readonly Card[] } = {
  heading: "Thirteen of our projects, from the shop floor to the courtroom",
  intro:
    "A selection from the work behind our 1200+ clients. Each was scoped, built and launched by our own team, and most are still supported by us today.",
  label: "Projects delivered",
  cards: projects.map((project) => ({
    id: project.id,
    title: project.name,
    eyebrow: project.clientType,
    details: [
      { label: "The problem", text: project.problem },
      { label: "What we built", text: project.built },
      { label: "The result", text: project.result },
    ],
    tags: project.tags,
  })),
};

export const projectsCta: CallToAction = {
  heading: "Your project could be next",
  text: "Tell us about the problem you want to solve. We will share examples closest to your industry and suggest how we would approach it.",
  actions: [
    {
      kind: "mail",
      label: "Discuss your project",
      email: company.salesEmail,
      subject: "New project enquiry from the Projects Delivered page",
    },
    { kind: "page", label: "Estimate the cost", to: "/estimate-builder" },
  ],
};
