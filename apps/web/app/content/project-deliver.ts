import { company } from "./company";
import type { CallToAction, Card, SectionCopy } from "./sections";

// Copy of the delivered-projects showcase (/project-deliver). Its heading and introduction are in pages.ts.
// Clients are described by type only: our contracts do not let us name them.

export interface Project {
  /** The anchor of the project's card and the last part of its case-study page's path. */
  id: string;
  name: string;
  clientType: string;
  problem: string;
  built: string;
  result: string;
  /** The technologies, shown as the stack in the case study's metrics strip. */
  tags: readonly string[];
  /** The client's industry as a buyer would name it. */
  industry: string;
  metrics: ProjectMetrics;
  story: ProjectStory;
  /** A pull quote, attributed to a role at the client, never to a person. */
  quote: { text: string; role: string };
  /** Pages of our services and products the project drew on, in order of weight. */
  services: readonly string[];
}

/** The figures a CTO checks first; each agrees with the project's problem and result. */
export interface ProjectMetrics {
  baseline: string;
  result: string;
  /** From kick-off to go-live, and when the result was measured. */
  timeframe: string;
  teamSize: number;
  /** Who the team was, so its size means something. */
  team: string;
}

export interface ProjectStory {
  challenge: readonly string[];
  approach: readonly string[];
  outcome: readonly string[];
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
    industry: "Retail (grocery)",
    metrics: {
      baseline: "1 in 10 phone orders had a missing or wrong item",
      result: "Below 1% of orders wrong; app orders 40% of sales",
      timeframe: "4 months to launch; 8 months to the 40% mark",
      teamSize: 6,
      team: "Project lead, two mobile developers, a back-end developer, a designer and a tester",
    },
    story: {
      challenge: [
        "Fourteen stores took orders on the phone and on WhatsApp. A staff member wrote each one on a slip, a picker walked the aisles with it, and a rider collected cash at the door.",
        "Substitutions were agreed by memory, slips went missing in the evening rush, and the owners had no figure for how many orders went wrong until they counted complaints: about one in ten.",
      ],
      approach: [
        "We spent the first two weeks in three stores, watching pickers and riders. The customer apps came second; the picking app came first, because that was where errors were made.",
        "Every item is scanned against the order before it is bagged, a mismatch blocks packing, and a substitution needs the customer's tap of approval. Delivery slots are capped by the number of riders on shift, so the app never promises what a store cannot deliver.",
        "We launched in two stores, fixed what the pickers complained about for a month, then rolled out to the other twelve in two waves.",
      ],
      outcome: [
        "Wrong or missing items fell from about one order in ten to below one in a hundred, measured from the picking app's own scan log.",
        "App orders reached 40% of sales within eight months, and phone orders now go through the same picking app, so they are checked the same way.",
      ],
    },
    quote: {
      text: "The pickers trust the scanner more than their memory now, and our customers have noticed before we told them.",
      role: "Head of Operations, the grocery chain",
    },
    services: ["/development", "/estimate-builder"],
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
    industry: "Retail (apparel)",
    metrics: {
      baseline: "Weekly Excel pack, a week old on arrival",
      result: "Yesterday's figures by 8 am; markdowns down 18%",
      timeframe: "14 weeks to go-live; markdowns measured over the next season",
      teamSize: 4,
      team: "A data architect, two data engineers and a Power BI developer",
    },
    story: {
      challenge: [
        "Sixty stores ran one POS, head office ran an ERP, and a two-person team copied both into Excel every Monday. By the time the pack reached area managers, it described the week before last.",
        "Slow sellers were found too late to move between stores, so the season ended with deep markdowns on stock that had sold well elsewhere.",
      ],
      approach: [
        "We built a data warehouse on Azure, loaded every night from the POS and the ERP, with checks that stop a load when a store's totals do not reconcile.",
        "Before drawing a single chart we agreed twelve definitions with the merchandising team, from sell-through to stock age, so every dashboard uses the same numbers.",
        "Dashboards went to six area managers first; their questions shaped the store ranking and the ageing-stock view before the rollout to all stores.",
      ],
      outcome: [
        "Managers open yesterday's figures by 8 am. Slow lines are moved between stores mid-season instead of marked down at its end.",
        "End-of-season markdowns fell by 18% against the previous season, and the Monday spreadsheet is gone.",
      ],
    },
    quote: {
      text: "Our Monday meeting used to argue about whose numbers were right. Now it argues about what to do with them.",
      role: "Chief Merchandising Officer, the apparel retailer",
    },
    services: ["/database-services", "/services"],
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
    industry: "Textile",
    metrics: {
      baseline: "Four separate registers; order status by phone",
      result: "Order status in seconds; yarn wastage down 6%",
      timeframe: "7 months in three phases; wastage measured after two quarters",
      teamSize: 7,
      team: "Project lead, business analyst, four developers and a tester",
    },
    story: {
      challenge: [
        "Yarn purchase, knitting, outside dyeing and stitching each kept its own register. Answering a buyer's question about an order meant four phone calls and a guess.",
        "Yarn went out to job workers by weight and came back as fabric by weight, and nobody could say how much was lost at each step.",
      ],
      approach: [
        "We modelled the factory the way it actually works: every order split into lots, every lot followed from yarn to carton, including the days it spends at an outside dyer.",
        "Job-work challans are issued from the system and closed against what comes back, so the difference between yarn out and fabric in is recorded for every lot and every dyer.",
        "We went live in three phases, stores first, then production, then export documents, so no department had to change everything in one month.",
      ],
      outcome: [
        "Merchandisers answer a buyer's status question in seconds, from one screen.",
        "Wastage is measured per lot and per job worker; with two dyers replaced, yarn wastage is down by 6%.",
      ],
    },
    quote: {
      text: "When a buyer in Europe asks where their order is, we answer on the same call.",
      role: "Director, the knitwear exporter",
    },
    services: ["/development", "/IOT"],
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
    industry: "Facility management",
    metrics: {
      baseline: "Billing closed on the 10th; attendance disputed monthly",
      result: "Billing closes on the 2nd; no disputed attendance",
      timeframe: "6 months, then two billing cycles run in parallel",
      teamSize: 6,
      team: "Project lead, two web developers, an Android developer, a back-end developer and a tester",
    },
    story: {
      challenge: [
        "Contracts, site rosters, attendance and invoices lived in separate spreadsheets for 1,200 field staff across client sites.",
        "Clients disputed attendance every month, and invoices could not go out until each dispute was settled, usually around the 10th.",
      ],
      approach: [
        "Each contract now defines its sites, shifts and billing rates, and rosters are drawn from it, so a guard cannot be deployed where no contract pays for one.",
        "Supervisors mark attendance on an Android app with a geotag and a photo, which works offline and syncs when the phone finds a network.",
        "Invoices are built from approved attendance with GST applied, and clients can see the attendance behind every line.",
      ],
      outcome: [
        "Billing closes on the 2nd of the month instead of the 10th, which brings cash in eight days earlier every month.",
        "With geotagged attendance visible to clients, no attendance figure has been disputed since the parallel run ended.",
      ],
    },
    quote: {
      text: "The arguments about who was on site simply stopped, because the client can see it for themselves.",
      role: "Finance Controller, the facility management company",
    },
    services: ["/development", "/hr-payroll"],
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
    industry: "Manufacturing (pre-cast concrete)",
    metrics: {
      baseline: "Casting planned apart from site progress; yard overflowing",
      result: "Yard stock of unused elements down by a third",
      timeframe: "9 months to full use; yard stock measured after a year",
      teamSize: 7,
      team: "Project lead, business analyst, four developers and a tester",
    },
    story: {
      challenge: [
        "The plant cast elements to its own plan, and sites installed them to theirs. Beams for a floor that was months away filled the yard while the site that needed columns waited.",
        "Margins per project were known only when the project closed, often a year late.",
      ],
      approach: [
        "One system now holds the bill of quantities for every project, and the plant schedule is drawn from what each site says it will install in the coming weeks.",
        "Material indents, subcontractor bills and site progress are entered where the work happens, so costs land on the right project as they occur.",
        "We ran the plant schedule beside the old spreadsheet for six weeks until the planners trusted it.",
      ],
      outcome: [
        "Stock of cast but unused elements in the yard fell by a third, freeing space and working capital.",
        "Each project's margin is reported every month, so a loss shows while there is still time to act on it.",
      ],
    },
    quote: {
      text: "We stopped casting for the yard and started casting for the sites.",
      role: "Plant Head, the pre-cast manufacturer",
    },
    services: ["/development", "/prodsupportai"],
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
    industry: "Professional services (accountancy)",
    metrics: {
      baseline: "Hours to find last year's file",
      result: "Any document in under a minute; storage costs down 70%",
      timeframe: "4 months, including migration of old files",
      teamSize: 4,
      team: "Project lead, two developers and a tester",
    },
    story: {
      challenge: [
        "Client papers were spread across three offices' shared drives, partners' e-mail and a rented storage room.",
        "During the filing season, staff spent hours finding last year's returns and working papers, and nobody could say which copy was the final one.",
      ],
      approach: [
        "Every client has one folder tree, with versions kept, and every scanned page is read by OCR so it can be found by its words.",
        "Retention rules follow the statutory periods, and clients upload their papers to a portal instead of e-mailing them.",
        "We migrated eight years of old files in the quiet months, tagging them by client and year as they went in.",
      ],
      outcome: [
        "Any document is found in under a minute by client, year or a word inside it.",
        "Paper storage costs fell by 70% once the rented room was emptied.",
      ],
    },
    quote: {
      text: "In the filing season, nobody walks to the storeroom any more.",
      role: "Managing Partner, the accountancy firm",
    },
    services: ["/development", "/lexema-rpa"],
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
    industry: "Banking (cooperative bank)",
    metrics: {
      baseline: "Six working days to prepare monthly returns",
      result: "One day, with errors caught before submission",
      timeframe: "5 months, then three reporting cycles in parallel",
      teamSize: 4,
      team: "An Oracle architect, two PL/SQL developers and a tester",
    },
    story: {
      challenge: [
        "Regulatory returns and branch reports were compiled by hand from the core banking system, in Excel, by a small team.",
        "Each month took six working days, and corrections after submission were common, which regulators notice.",
      ],
      approach: [
        "We built extracts that read the core banking database directly, then validation rules that compare every return with the ledger before anyone sees it.",
        "Returns and branch MIS are produced on a schedule in the formats required, and each validation failure points to the account that caused it.",
        "Nothing changed in the core banking system itself, which kept the project outside its vendor's change process.",
      ],
      outcome: [
        "Monthly reporting takes one day instead of six.",
        "Errors are caught by validation before submission, and late corrections have stopped.",
      ],
    },
    quote: {
      text: "The returns are ready on the first working day, and we have not had to file a correction since.",
      role: "General Manager, Compliance, the cooperative bank",
    },
    services: ["/database-services", "/services"],
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
    industry: "Retail (D2C brand)",
    metrics: {
      baseline: "Slow template store; overselling during every sale",
      result: "Mobile conversion up 35%; no oversold orders",
      timeframe: "3 months to launch; conversion compared over the next quarter",
      teamSize: 5,
      team: "Project lead, two front-end developers, a back-end developer and a tester",
    },
    story: {
      challenge: [
        "The brand's template store took several seconds to load on a mid-range phone, and shoppers dropped out at a five-step checkout.",
        "Stock was updated by hand from the warehouse, so every sale ended with apology calls for products that had run out.",
      ],
      approach: [
        "We built a headless store that loads fast on a budget phone, with a one-page checkout offering UPI, cards and cash on delivery.",
        "Stock is read from the warehouse system as orders come in, and reserved at checkout, so the store cannot sell what is not on the shelf.",
        "Subscriptions for refills were added after launch, once the store was stable.",
      ],
      outcome: [
        "Mobile conversion rose by 35% against the quarter before launch.",
        "Overselling stopped entirely, and so did the apology calls.",
      ],
    },
    quote: {
      text: "Our sale days used to end with apology calls. Now they end with the dispatch report.",
      role: "Head of E-commerce, the personal-care brand",
    },
    services: ["/development", "/services"],
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
    industry: "Legal services",
    metrics: {
      baseline: "Two missed hearing dates in one year",
      result: "No missed hearings; billed time up a fifth",
      timeframe: "4 months to launch; measured over the first year",
      teamSize: 4,
      team: "Project lead, two developers and a tester",
    },
    story: {
      challenge: [
        "Hearing dates lived in advocates' diaries and a shared calendar that was updated when someone remembered.",
        "Two missed dates in one year were two too many, and much of the time advocates spent on matters was never recorded or billed.",
      ],
      approach: [
        "Every matter has a hearing calendar, and the courts' published cause lists are checked each evening so a listing triggers an alert.",
        "Document bundles are prepared from the matter's file, and time is recorded against the matter from a phone in court.",
        "Clients receive an e-mail after every hearing, written from the advocate's note.",
      ],
      outcome: [
        "No hearing has been missed since launch.",
        "Billing of recorded time rose by a fifth, because time is now recorded when it is spent.",
      ],
    },
    quote: {
      text: "The cause-list alert is the first thing our juniors check every evening, and it has not let us down.",
      role: "Senior Partner, the law firm",
    },
    services: ["/development"],
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
    industry: "Education",
    metrics: {
      baseline: "Desktop system; one campus, no digital resources",
      result: "60% of loans self-service; overdue items halved",
      timeframe: "6 months, launched between semesters",
      teamSize: 5,
      team: "Project lead, a web developer, a Flutter developer, an RFID integrator and a tester",
    },
    story: {
      challenge: [
        "The university's library ran on an old desktop system that could not serve its second campus, its e-journals or students on their phones.",
        "Queues at the issue desk were long at the start of term, and overdue books went unchased.",
      ],
      approach: [
        "We replaced it with a web system for cataloguing across both campuses, RFID tags on every book, and self-service kiosks for issue and return.",
        "Students search the catalogue, reserve books and open e-resources from a mobile app with their university sign-in.",
        "The cut-over happened in the break between semesters, with the old catalogue migrated and checked record by record.",
      ],
      outcome: [
        "Self-service kiosks handle 60% of loans.",
        "Overdue items fell by half once reminders went out automatically before and after the due date.",
      ],
    },
    quote: {
      text: "The issue desk now spends its time helping students find things, not stamping books.",
      role: "Chief Librarian, the university",
    },
    services: ["/development"],
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
    industry: "Agriculture",
    metrics: {
      baseline: "Produce sold through middlemen at their price",
      result: "12% more per quintal; 300 registered bulk buyers",
      timeframe: "5 months to launch; prices compared over two harvests",
      teamSize: 5,
      team: "Project lead, two web developers, an Android developer and a tester",
    },
    story: {
      challenge: [
        "The organisation's member farmers sold through local middlemen, who set the price.",
        "Bulk buyers such as millers and processors wanted to buy direct but had no way to see lots, grades or quantities in advance.",
      ],
      approach: [
        "We built a marketplace in Hindi and English where the organisation lists members' lots with a quality report, and registered buyers bid on them.",
        "The Android app works on low-end phones and weak networks, and field staff list lots for members who do not use a phone.",
        "Payments are tracked lot by lot, so each member sees what was sold, at what price, and when the money arrived.",
      ],
      outcome: [
        "Members receive 12% more per quintal on average.",
        "300 bulk buyers have registered, and each harvest adds more.",
      ],
    },
    quote: {
      text: "For the first time our members see the buyer's bid with their own eyes.",
      role: "Chief Executive, the farmer producer organisation",
    },
    services: ["/development", "/connectb2b"],
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
    industry: "Construction and interiors",
    metrics: {
      baseline: "Client approvals took weeks; projects slipped",
      result: "Delivery time down 15%; approvals in days",
      timeframe: "4 months; delivery time compared over the following year",
      teamSize: 4,
      team: "Project lead, two developers and a tester",
    },
    story: {
      challenge: [
        "Each fit-out depends on dozens of vendor deliveries and client approvals of drawings, finishes and changes.",
        "All of it was chased by phone, so approvals took weeks and projects slipped while everyone waited.",
      ],
      approach: [
        "Each project has a timeline with its vendor deliveries, and site supervisors post photo updates against it from their phones.",
        "Clients approve drawings and finishes on their phone, with the photo or sample in front of them, and each approval is dated and kept.",
        "Delays show on the timeline as they happen, so the project manager calls the vendor before the site stops.",
      ],
      outcome: [
        "Average delivery time fell by 15%.",
        "Client approvals now take days instead of weeks.",
      ],
    },
    quote: {
      text: "Our clients approve a finish from their phone the same evening, so the site never waits for a meeting.",
      role: "Head of Projects, the fit-out company",
    },
    services: ["/development", "/comm-tool"],
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
    industry: "Healthcare (pharmaceutical distribution)",
    metrics: {
      baseline: "Three weeks to check and reimburse claims",
      result: "Reimbursed in five days; out-of-policy spend down a quarter",
      timeframe: "4 months; spend compared over the next two quarters",
      teamSize: 5,
      team: "Project lead, a Flutter developer, a Python developer, a data specialist and a tester",
    },
    story: {
      challenge: [
        "The distributor's 250 sales representatives sent paper bills for travel at the end of each month.",
        "Accounts took three weeks to check them against the policy, and representatives waited for their money.",
      ],
      approach: [
        "Representatives photograph bills in a mobile app, which reads them with OCR and fills in the claim.",
        "The expense policy is applied automatically, by grade and city, and a claim that breaks it is flagged before it is submitted.",
        "Approved claims go straight to payment, and finance sees spending by territory as it happens.",
      ],
      outcome: [
        "Claims are reimbursed within five days.",
        "Out-of-policy spending fell by a quarter, mostly because representatives now see the rule before they spend.",
      ],
    },
    quote: {
      text: "Our representatives stopped asking when they would be paid, and finance stopped chasing bills.",
      role: "Chief Financial Officer, the pharmaceutical distributor",
    },
    services: ["/development", "/lexema-rpa"],
  },
];

/** A project's own case-study page. */
export const caseStudyPath = (project: Pick<Project, "id">) => `/case-studies/${project.id}`;

export const showcase: SectionCopy & { label: string; cards: readonly Card[] } = {
  heading: "Thirteen of our projects, from the shop floor to the courtroom",
  intro:
    "A selection from the work behind our 1200+ clients. Each was scoped, built and launched by our own team, and most are still supported by us today.",
  label: "Projects delivered",
  cards: projects.map((project) => ({
    id: project.id,
    title: project.name,
    href: caseStudyPath(project),
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
