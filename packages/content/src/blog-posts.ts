// Seed articles for the blog reader (/kf-blog), meant to be copied into the database when it
// holds no articles; staff edit and add articles from the console after that. The HTML uses only
// the tags sanitizeBlogHtml keeps, so it is stored exactly as written here.

export interface SeedComment {
  comment: string;
  /** ISO 8601 instant. */
  postedAt: string;
}

export interface SeedBlogPost {
  /** URL-safe slug, also the id the blog API answers with. */
  id: string;
  title: string;
  author: string;
  /** ISO 8601 date. */
  publishedAt: string;
  description: string;
  commentsClosed: boolean;
  content: string;
  comments: SeedComment[];
}

export const BLOG_POSTS: readonly SeedBlogPost[] = [
  {
    id: "custom-software-vs-off-the-shelf",
    title: "Custom Software or Off-the-Shelf? A Decision Guide for Growing Businesses",
    author: "Arjun Mehta",
    publishedAt: "2025-01-14",
    description:
      "How to decide when a packaged product is enough and when building your own software pays for itself.",
    commentsClosed: true,
    content: `<p>Almost every engagement we start begins with the same question from a founder or a finance head: should we buy a product or build our own? The honest answer is that most businesses need both, and the skill lies in knowing where the line sits.</p>
<h2>Start with what makes you different</h2>
<p>Write down the three processes that win you customers. For a distributor it may be same-day dispatch; for a clinic chain, the way patients are followed up after a visit; for a manufacturer, how quickly a quotation goes out. These are the processes where a generic tool forces you to work like everyone else. Everything else, such as payroll, accounting, e-mail and document storage, is a commodity, and a mature product will do it better and cheaper than anything built from scratch.</p>
<h2>When off-the-shelf is the right call</h2>
<ul>
<li>The process is regulated and the same for everyone, such as GST returns or statutory payroll.</li>
<li>You can adopt the product's workflow with a few days of training rather than months of customisation.</li>
<li>The vendor has a healthy customer base in India and a support team in your time zone.</li>
<li>Your team is small enough that per-seat licences do not yet hurt.</li>
</ul>
<h2>When custom software earns its cost</h2>
<ul>
<li>Your team keeps a parallel spreadsheet because the product cannot capture how you actually work.</li>
<li>Licence fees grow with every user or branch, while the value you get stays flat.</li>
<li>You need to connect several systems, say an ERP, a courier API, a WhatsApp channel and a machine on the floor, and the product treats integration as an afterthought.</li>
<li>The software itself is part of what you sell, for example a portal your dealers or patients use.</li>
</ul>
<h2>Count the full cost over five years</h2>
<p>Comparisons usually go wrong because they set a one-time build cost against a monthly subscription. Put both on the same five-year sheet. For the product, include licences for the users you expect to add, paid modules you will need in year two, the customisation partner's fees and the cost of the workarounds your staff maintain. For custom software, include the build, hosting, a maintenance retainer of roughly 15 to 20 percent of the build each year, and the time your own people spend on requirements and testing. The difference is often smaller than either side expects, and then the deciding factor becomes control: who decides what changes next year.</p>
<h2>The hybrid that usually wins</h2>
<p>In practice we recommend keeping a proven product as the system of record and building a thin custom layer where you differ: a field app that feeds the ERP, a customer portal on top of the accounting system, an approval workflow the product cannot express. This keeps upgrades simple and puts your budget where it creates an advantage.</p>
<blockquote>Buy the commodity, build the edge, and integrate the two properly.</blockquote>
<p>If you want a first number for the custom part, our <a href="/estimate-builder">cost estimate builder</a> breaks the effort down screen by screen, and the <a href="/roi-calculator">ROI calculator</a> helps you test whether the saving justifies it.</p>`,
    comments: [
      {
        comment:
          "We went through exactly this with our dealer portal. Putting both options on a five-year sheet changed the discussion completely.",
        postedAt: "2025-01-20T06:42:00.000Z",
      },
      {
        comment:
          "Useful framing. I would add data ownership and exit terms to the off-the-shelf checklist: getting your data out of a product is rarely as easy as getting it in.",
        postedAt: "2025-02-03T11:15:00.000Z",
      },
    ],
  },
  {
    id: "how-we-estimate-software-cost",
    title: "How We Estimate the Cost of a Custom Software Project",
    author: "Rohan Bhatia",
    publishedAt: "2025-02-25",
    description:
      "A look inside the screen-by-screen method behind our estimates, and why a transparent table beats a single number.",
    commentsClosed: false,
    content: `<p>A single number at the end of a sales call is the least useful estimate a client can get. It hides the assumptions, cannot be compared with another vendor's figure and falls apart at the first change request. Here is the method we use instead, the same one behind our <a href="/estimate-builder">online estimate builder</a>.</p>
<h2>Count things a user will see</h2>
<p>We break a project into units anyone can count from a rough sketch: sign-in and access screens, simple master-entry forms, complex transaction forms, reports, approval flows and offline-capable modules. A master-entry form for customers or items is quick; a transaction form such as a sales order with taxes, discounts and stock checks takes two to three times longer. Each unit carries a standard number of hours drawn from our past projects.</p>
<h2>Add the fixed effort</h2>
<p>Every project needs set-up before the first screen: code repositories, build pipelines, test and production environments, a design system and, for mobile apps, store listings and signing. This is a fixed block that depends on whether you build for the web, for mobile or for both.</p>
<h2>Add the cross-cutting features</h2>
<p>Some features are not screens but still cost time: admin screens, role levels, analytics dashboards, push notifications and each third-party API. A payment gateway or a GST e-invoicing API is rarely the few hours it looks like, because of sandbox quirks, certification steps and error handling.</p>
<h2>Then testing and project management</h2>
<p>We add a fixed share of the build hours for quality assurance and project management. Cutting this line is the most common way to make a quotation look attractive, and the most common reason a project runs late.</p>
<h3>A worked example</h3>
<p>Take a web application with one sign-in module, five master forms, two transaction forms and three reports. The build comes to 222 hours including set-up, and testing and management add 56 more. At ₹1,800 an hour that is about ₹5 lakh. Change any count and you can see exactly what moves and by how much.</p>
<h2>What an estimate cannot know</h2>
<ul>
<li>How quickly decisions are made on your side. Waiting for sign-off is the largest hidden cost we see.</li>
<li>The state of the data you want migrated from the old system.</li>
<li>Integrations whose documentation does not match their behaviour.</li>
<li>Changes in scope once users see the first working screens, which is healthy but never free.</li>
</ul>
<p>That is why we treat the first estimate as a range for budgeting, then firm it up after a short discovery phase in which the requirements are written down and agreed. If you want to start that document yourself, our free <a href="/srs-template">SRS template</a> lists the questions we ask in discovery.</p>`,
    comments: [
      {
        comment:
          "The worked example helped a lot. Our last vendor quoted a lump sum and we had no idea what we were paying for.",
        postedAt: "2025-03-02T08:05:00.000Z",
      },
    ],
  },
  {
    id: "seven-signs-your-erp-needs-an-audit",
    title: "Seven Signs Your ERP Needs an Audit",
    author: "Vikram Sethi",
    publishedAt: "2025-04-08",
    description:
      "How to tell when your ERP has drifted away from the way the business actually runs, and what a focused audit covers.",
    commentsClosed: false,
    content: `<p>An ERP rarely fails all at once. It drifts. A custom report here, a manual export there, and five years later the system of record is a place where data goes to be re-keyed into Excel. An audit is a structured look at that drift, and it is far cheaper than the re-implementation people reach for when frustration peaks.</p>
<h2>The warning signs</h2>
<ol>
<li><strong>Month-end close keeps getting longer.</strong> If accounts needs more days every quarter, something upstream is being fixed by hand.</li>
<li><strong>Reports disagree.</strong> Sales, stores and finance each bring a different stock figure to the review meeting.</li>
<li><strong>Shadow spreadsheets.</strong> Critical decisions are made from files that someone downloads and reworks every morning.</li>
<li><strong>Nobody knows the customisations.</strong> The consultant who wrote them has moved on, and upgrades are postponed for fear of breaking them.</li>
<li><strong>Users share logins.</strong> It usually means licences are short, and it always means the audit trail is worthless.</li>
<li><strong>Integrations run on batch files.</strong> Orders from the web store or the dealer app arrive once a night, so stock is wrong all day.</li>
<li><strong>Compliance changes hurt.</strong> Each new GST or e-invoicing requirement turns into a small project.</li>
</ol>
<h2>What a focused audit covers</h2>
<p>We keep ERP audits to two or three weeks and to four areas.</p>
<h3>Process fit</h3>
<p>We walk through order-to-cash, procure-to-pay and record-to-report with the people who do the work, and note every step that leaves the system.</p>
<h3>Data quality</h3>
<p>Duplicate customers and items, open documents that should have been closed years ago, and master data without an owner. A handful of simple queries tells most of the story.</p>
<h3>Customisations and integrations</h3>
<p>An inventory of every modification and interface, with how often each is used. It is common to find that a third of them can be retired.</p>
<h3>Access and controls</h3>
<p>Who can post, approve and change masters, and whether segregation of duties holds in practice rather than only on paper.</p>
<h2>What you get at the end</h2>
<p>A short report ranked by business impact: quick fixes your team can make within a month, configuration changes that need a partner, and the few issues that genuinely call for new software. Most clients are surprised by how much of the list is configuration and training rather than code.</p>
<p>If your ERP vendor has become hard to reach, our <a href="/vendorsupport-checklist">vendor support and stability checklist</a> is a good first step before an audit.</p>`,
    comments: [
      {
        comment: "Sign number three is our entire purchase department. Forwarding this to our CFO.",
        postedAt: "2025-04-10T04:30:00.000Z",
      },
      {
        comment:
          "How do you run an audit when the ERP is hosted by the vendor and we have no direct database access?",
        postedAt: "2025-04-15T09:48:00.000Z",
      },
      {
        comment:
          "We retired 14 of our 40 custom reports after a similar exercise. Nobody has asked for any of them since.",
        postedAt: "2025-05-02T13:20:00.000Z",
      },
    ],
  },
  {
    id: "iot-on-the-factory-floor",
    title: "IoT on the Factory Floor: Start With One Machine",
    author: "Neha Kapoor",
    publishedAt: "2025-05-20",
    description:
      "A practical path from a single connected machine to plant-wide visibility, without replacing the equipment you already run.",
    commentsClosed: false,
    content: `<p>The plants we visit in Faridabad, Manesar and Sonipat often run machines from three different decades side by side. A modern CNC with an Ethernet port stands next to a hydraulic press that has nothing but a relay panel. Factory IoT projects fail when they begin with a platform for all of them. They succeed when they begin with one machine and one question.</p>
<h2>Pick the question first</h2>
<p>Good first questions are narrow and costly: why does line two lose an hour every shift, how often does the compressor run unloaded, which mould causes most of the rejects. A clear question decides which signals you need, and usually that is only three or four.</p>
<h2>Getting data out of old equipment</h2>
<ul>
<li><strong>Machines with a PLC</strong> usually speak Modbus or OPC UA. A small edge gateway can read counters, states and alarms without touching the machine's program.</li>
<li><strong>Machines without one</strong> can be retrofitted with current sensors on the motor supply, vibration sensors on bearings or a proximity sensor on the stroke. A current clamp alone tells you whether a machine is running, idle or off.</li>
<li><strong>Manual stations</strong> get a simple tablet screen where the operator records the reason for a stop with two taps.</li>
</ul>
<h2>Design for the shop floor, not the demo</h2>
<p>Connectivity on a factory floor is poor and power is noisy. Gateways should buffer data locally and send it when the network returns, timestamps must come from the gateway rather than the server, and every device should keep working when the cloud does not. We use MQTT between gateways and the server because it copes well with unreliable links.</p>
<h2>From data to action</h2>
<p>A dashboard nobody looks at is the most common outcome of an IoT pilot. Decide in advance who receives which alert and what they are expected to do. When a spindle load stays above its normal band for ten minutes, for example, the shift supervisor gets a message, not the plant head. Review the alerts every week and delete the ones that never lead to action.</p>
<h2>Measure the pilot honestly</h2>
<p>Run the pilot for six to eight weeks, compare availability and reject rates with the same period before, and only then decide on the next line. A single well-instrumented machine that cuts downtime is a stronger business case than a plant-wide rollout that produces attractive charts.</p>
<blockquote>Connect one machine, answer one question, then scale what worked.</blockquote>
<p>Our <a href="/IOT">IoT solutions page</a> describes the sectors where we have used this approach, from textiles to power distribution.</p>`,
    comments: [
      {
        comment:
          "The current clamp tip is gold. We spent months trying to get data out of a 1998 press before doing exactly this.",
        postedAt: "2025-05-27T07:10:00.000Z",
      },
      {
        comment:
          "Do your gateways work over a plant VLAN with no internet access at all, sending data only to a local server?",
        postedAt: "2025-06-09T10:55:00.000Z",
      },
    ],
  },
  {
    id: "modernising-legacy-systems-without-a-rewrite",
    title: "Modernising a Legacy System Without a Big-Bang Rewrite",
    author: "Vikram Sethi",
    publishedAt: "2025-07-03",
    description:
      "Why replacing an old system piece by piece is safer than a full rewrite, and how to plan the first slice.",
    commentsClosed: false,
    content: `<p>Every mature business has one: a system written in Visual Basic, FoxPro, Oracle Forms or an early version of PHP that runs a core process and that only two people understand. It works, mostly. It is also slow to change, hard to host and a risk every time one of those two people takes leave.</p>
<h2>Why the full rewrite is tempting and risky</h2>
<p>A complete rewrite promises a clean start. In practice the old system encodes twenty years of business rules that nobody wrote down, and the rewrite spends most of its budget rediscovering them. Meanwhile the business still runs on the old system, so every change must be made twice. Many rewrites are abandoned halfway, and the company ends up running both.</p>
<h2>The incremental alternative</h2>
<p>We prefer to replace a legacy system one slice at a time, an approach often called the strangler pattern. New functions are built alongside the old system, users move to them gradually, and each old part is switched off only when nothing depends on it any more.</p>
<ol>
<li><strong>Map the system.</strong> List modules, their users, the data they own and how they connect. Usage logs and database triggers reveal more than the documentation does.</li>
<li><strong>Put a layer in front.</strong> An API or integration layer lets new applications read and write through one door instead of reaching into old tables directly.</li>
<li><strong>Choose the first slice carefully.</strong> Pick something valuable but loosely coupled, such as customer-facing order tracking or a reporting module, so an early win is visible.</li>
<li><strong>Run both, compare, then cut over.</strong> For a period the new and old paths run side by side and their results are compared automatically.</li>
<li><strong>Retire deliberately.</strong> Archive the data, switch off the module and remove its code. Skipping this step is how you end up maintaining two systems forever.</li>
</ol>
<h2>Data is the hard part</h2>
<p>Legacy databases often have fields reused for new meanings, dates stored as text and codes whose meaning lives in someone's memory. Profile the data early, agree on an owner for each master, and write the migration scripts so they can run repeatedly against fresh copies. The final migration should be a rehearsed routine, not an event.</p>
<h2>Keep the people who know</h2>
<p>The two people who understand the old system are the most valuable members of the project. Involve them in mapping and testing, and make sure their knowledge ends up in automated tests and documentation rather than leaving with them.</p>
<p>Our <a href="/legacy-checklist">legacy system checklist</a> helps you assess where your system stands before you talk to anyone about replacing it.</p>`,
    comments: [
      {
        comment:
          "Step five is the one everyone skips. We still pay for a server that exists to run a single report from 2011.",
        postedAt: "2025-07-08T05:25:00.000Z",
      },
    ],
  },
  {
    id: "agentic-ai-in-operations",
    title: "Agentic AI in Operations: Where It Helps and Where It Does Not",
    author: "Priya Raghavan",
    publishedAt: "2025-08-19",
    description:
      "A grounded look at AI agents that take actions in business systems, and the guard rails we put around them.",
    commentsClosed: false,
    content: `<p>A chatbot answers questions. An agent takes actions: it reads an e-mail, looks up the order in the ERP, drafts a credit note and asks a person to approve it. That difference is why agentic AI attracts so much interest from operations teams, and why it deserves more care than a chatbot.</p>
<h2>Where agents work well today</h2>
<ul>
<li><strong>Triage of inbound requests.</strong> Reading customer e-mails and tickets, classifying them, pulling up the relevant order or invoice and routing them with a suggested reply.</li>
<li><strong>Document-heavy back-office work.</strong> Matching purchase orders, goods receipts and invoices, and explaining each mismatch in plain language.</li>
<li><strong>Follow-ups.</strong> Chasing overdue quotations, pending approvals or missing vendor documents, politely and on schedule.</li>
<li><strong>First-line internal support.</strong> Answering "where is my reimbursement?" by actually checking the system rather than quoting a policy.</li>
</ul>
<h2>Where to be careful</h2>
<p>Agents are weakest where the rules are unwritten, where a mistake is expensive or cannot be undone, and where the data they need is scattered across spreadsheets. Payments, price changes and anything that reaches a customer without review belong in this group, at least at the start.</p>
<h2>The guard rails we use</h2>
<ol>
<li><strong>Narrow tools.</strong> The agent gets specific functions such as "look up order" or "draft credit note", never general database access.</li>
<li><strong>Human approval for actions with consequences.</strong> The agent prepares; a person confirms. Approval thresholds can relax as confidence grows.</li>
<li><strong>Complete logs.</strong> Every step, input and tool call is recorded, so any outcome can be explained to an auditor or a customer.</li>
<li><strong>Evaluation before rollout.</strong> We replay a few hundred real past cases and measure how often the agent would have done the right thing.</li>
<li><strong>Data stays where it belongs.</strong> Personal data is masked or kept within approved systems, in line with India's Digital Personal Data Protection Act.</li>
</ol>
<h2>Measure it like any other process change</h2>
<p>The business case for an agent is the same as for any automation: time saved per case, error rates and turnaround time. Measure a baseline before the pilot starts. An agent that resolves most routine cases end to end and hands the rest to a person with a clear summary is a strong result; expecting it to handle everything is how pilots disappoint.</p>
<p>Our <a href="/agentic-ai">agentic AI consultancy</a> starts with a two-week assessment of which processes are ready, and our <a href="/voice-agent">voice agent demo</a> shows one of these agents answering calls.</p>`,
    comments: [
      {
        comment:
          "Appreciate the honesty about payments. Our bank would never allow an agent near them without an approval step.",
        postedAt: "2025-08-22T12:02:00.000Z",
      },
      {
        comment:
          "Replaying past cases as an evaluation is a great idea. How many cases do you consider enough before going live?",
        postedAt: "2025-09-04T06:38:00.000Z",
      },
    ],
  },
  {
    id: "saas-tech-health-check",
    title: "A Tech Health Check for SaaS Startups Before You Scale",
    author: "Sana Qureshi",
    publishedAt: "2025-09-30",
    description:
      "The technical questions investors and enterprise customers will ask, and how to answer them before they do.",
    commentsClosed: false,
    content: `<p>Early-stage SaaS teams rightly optimise for speed. The shortcuts that got you to your first fifty customers, however, tend to surface all at once when the first enterprise deal or a funding round brings technical due diligence. A health check a few months before that moment turns surprises into a plan.</p>
<h2>Architecture and scaling</h2>
<ul>
<li>Can you say which part of the system breaks first if usage grows tenfold, and roughly when?</li>
<li>Is tenant data separated by design, with tests that prove one customer cannot see another's records?</li>
<li>Are background jobs, e-mails and webhooks retried safely, or do they fail silently?</li>
</ul>
<h2>Reliability</h2>
<ul>
<li>Are backups automated, and has anyone restored one in the last quarter?</li>
<li>Does monitoring alert a person before customers notice a problem?</li>
<li>Is there a written runbook for the three incidents you fear most?</li>
</ul>
<h2>Security and compliance</h2>
<ul>
<li>Is multi-factor authentication enforced for every admin console, cloud account and code repository?</li>
<li>Are secrets kept out of the code and rotated when someone leaves?</li>
<li>Can you produce an access log and a list of sub-processors when an enterprise customer's security questionnaire asks for them?</li>
<li>Do you know which personal data you hold, why you hold it, and how you would delete it on request?</li>
</ul>
<h2>Delivery practices</h2>
<ul>
<li>Can a new developer run the product locally on their first day?</li>
<li>Do automated tests run on every change, and does a failing test block a release?</li>
<li>How long does a merged fix take to reach production?</li>
</ul>
<h2>Cost</h2>
<p>Cloud bills grow quietly. Tag resources by environment and customer, remove idle databases and oversized instances, and check whether the cost per customer falls as you grow. If it rises instead, the architecture has a problem that pricing will not solve.</p>
<h2>Turning answers into a roadmap</h2>
<p>Nobody answers every question well, and investors do not expect it. What they look for is a team that knows its weak spots and has a credible plan. Sort your gaps into three groups: fix now, fix before the next milestone, and accept with a written reason. That single page often does more for a diligence meeting than any architecture diagram.</p>
<p>Download our <a href="/saastech-checklist">SaaS tech health checklist</a> to run this review with your own team.</p>`,
    comments: [
      {
        comment:
          "We discovered our backups had not run for six weeks because of an expired credential. Test the restore, everyone.",
        postedAt: "2025-10-06T03:50:00.000Z",
      },
    ],
  },
  {
    id: "data-visibility-for-multi-clinic-healthcare",
    title: "One View of Your Clinics: Data Visibility for Multi-Clinic Healthcare",
    author: "Priya Raghavan",
    publishedAt: "2025-11-11",
    description:
      "How clinic chains can bring appointments, billing and patient follow-up into one trustworthy picture without replacing every system.",
    commentsClosed: false,
    content: `<p>A chain of five clinics often runs on five slightly different setups: one uses the latest version of its practice software, another an older one, a third still books appointments in a register, and the pharmacy has its own billing. The owners feel the result every month: they know the revenue, but not why one branch outperforms another.</p>
<h2>The questions owners actually ask</h2>
<ul>
<li>How many new patients did each clinic see, and how many came back for follow-up?</li>
<li>Which doctors' schedules are full, and where are slots going empty?</li>
<li>How much is billed but not collected, by clinic and by payer?</li>
<li>Which referral sources bring patients who stay?</li>
</ul>
<p>None of these needs artificial intelligence to answer. They need consistent data.</p>
<h2>Standardise the few things that matter</h2>
<p>Before any dashboard, agree on shared definitions. What counts as a new patient? Is an appointment that is cancelled and rebooked the same day a cancellation? Which services belong to which department? A one-page data dictionary agreed by the clinic heads removes most of the disagreements that otherwise surface in review meetings.</p>
<h2>Connect rather than replace</h2>
<p>Replacing every clinic's software at once is expensive and disruptive for staff who are already busy with patients. A lighter path is to extract the key records from each system every night into a central reporting database, map them to the shared definitions and build the views on top. Where a branch has no system at all, a simple tablet-based front-desk app closes the gap.</p>
<h2>Protect patient data from the start</h2>
<p>Reporting rarely needs patient names. Use internal identifiers in the central store, restrict who can see identifiable records and log every access. India's Digital Personal Data Protection Act makes consent and purpose limitation legal obligations, and the ABHA health account of the Ayushman Bharat Digital Mission makes it easier to link records across providers with the patient's consent. Designing with both in mind now saves rework later.</p>
<h2>From visibility to action</h2>
<p>Once the numbers are trusted, simple actions follow: reminder messages for patients due a follow-up, schedule changes for doctors with long waiting lists, and a weekly review of unpaid claims. This is also the point at which AI becomes useful, for example to predict no-shows or flag unusual billing patterns, because it finally has clean data to learn from. Our <a href="/qualetics-ai">Qualetics AI</a> analytics platform is built for exactly this stage.</p>
<p>Start with our <a href="/datavisibility-checklist">data visibility checklist</a> to see how far your clinics are from a single, trusted view.</p>`,
    comments: [
      {
        comment:
          "The point about defining a new patient is so true. Our three branches were counting it three different ways.",
        postedAt: "2025-11-15T08:12:00.000Z",
      },
      {
        comment:
          "Do you integrate with ABDM for consent-based record sharing, or is the setup limited to internal reporting?",
        postedAt: "2025-12-02T10:40:00.000Z",
      },
    ],
  },
  {
    id: "rpa-for-finance-teams",
    title: "RPA for Finance Teams: Automating the Work Between Systems",
    author: "Arjun Mehta",
    publishedAt: "2026-01-13",
    description:
      "Which finance tasks software robots handle well, how to choose the first one, and how to keep control once they run.",
    commentsClosed: false,
    content: `<p>Finance teams spend a surprising share of their week moving data between systems that do not talk to each other: downloading bank statements, keying in vendor invoices, matching GST data and copying figures from the ERP into the management report. Robotic process automation, or RPA, lets software robots do this work through the same screens and files people use.</p>
<h2>Good candidates</h2>
<ul>
<li><strong>Bank reconciliation.</strong> Downloading statements from several banks, matching them against the ledger and listing only the exceptions.</li>
<li><strong>Vendor invoice entry.</strong> Reading invoices from a shared inbox, extracting the fields and posting them for approval.</li>
<li><strong>GST reconciliation.</strong> Comparing the purchase register with supplier data from the GST portal and flagging mismatches before the return is filed.</li>
<li><strong>Payment follow-ups.</strong> Sending statements and reminders to customers with overdue balances.</li>
<li><strong>Month-end reports.</strong> Pulling figures from several sources into a standard pack.</li>
</ul>
<h2>How to choose the first process</h2>
<p>Score each candidate on volume, how rule-based it is, how stable its screens and files are, and how painful errors are today. The best first process is high in volume, fully rule-based and boring. Avoid starting with anything that depends on judgement or on a website that changes every month.</p>
<h2>Keep control</h2>
<p>Robots are fast and literal, so they multiply mistakes as efficiently as they multiply work. Three habits keep them in check:</p>
<ol>
<li>Every robot has a business owner who approves changes to its rules.</li>
<li>Robots log every record they touch and hand exceptions to a person, with the reason.</li>
<li>Robots use their own credentials with the minimum access they need, so the audit trail shows what a robot did and what a person did.</li>
</ol>
<h2>What results look like</h2>
<p>The gain is rarely headcount. It is a close that finishes two days earlier, reconciliations done daily instead of monthly, and accountants who spend their time on exceptions and analysis. Measure the hours saved and the error rate for the first process, and let those numbers decide the next one.</p>
<h2>When RPA is the wrong tool</h2>
<p>If both systems offer an API, a direct integration is more robust than a robot clicking through screens. RPA shines where APIs do not exist or are not worth the cost, which in most mid-sized Indian companies is still a large share of the work.</p>
<p><a href="/lexema-rpa">Lexema RPA</a>, the platform we deploy for finance teams, comes with ready-made robots for several of the processes above. Use the <a href="/roi-calculator">ROI calculator</a> to estimate what automating one of them could save you.</p>`,
    comments: [
      {
        comment:
          "GST reconciliation alone takes two people in our team a full week every month. We will be in touch.",
        postedAt: "2026-01-15T05:05:00.000Z",
      },
      {
        comment:
          "Good point about robots having their own credentials. Our auditors asked exactly this question last year.",
        postedAt: "2026-01-22T09:30:00.000Z",
      },
      {
        comment:
          "Is there a minimum monthly volume below which you would not recommend RPA at all?",
        postedAt: "2026-02-05T11:18:00.000Z",
      },
    ],
  },
  {
    id: "retail-pos-reliability",
    title: "Keeping the Tills Running: Reliability for Retail POS",
    author: "Vikram Sethi",
    publishedAt: "2026-03-03",
    description:
      "What makes point-of-sale systems fail during the busiest hours, and the design choices that keep stores selling.",
    commentsClosed: false,
    content: `<p>A retail point-of-sale system has one job that matters more than all the others: let the cashier complete a sale, now. Every minute a till is down on a festival weekend is revenue walking out of the door, and customers remember the queue longer than the discount.</p>
<h2>Where POS outages come from</h2>
<ul>
<li><strong>Network dependence.</strong> Tills that check prices, stock or loyalty points with a central server on every scan stop when the internet link does.</li>
<li><strong>Payment integrations.</strong> A card terminal or UPI QR flow that hangs without a timeout freezes the whole till.</li>
<li><strong>Updates at the wrong time.</strong> Price lists or software pushed out during trading hours.</li>
<li><strong>Ageing hardware.</strong> Receipt printers, scanners and cash drawers that fail without warning.</li>
<li><strong>End-of-day jobs.</strong> Batch uploads and closures that run into the next morning's opening.</li>
</ul>
<h2>Design for offline first</h2>
<p>The till should be able to sell without the server. It needs a local copy of items, prices and active promotions, a local queue of completed sales that syncs when the connection returns, and clear rules for what happens offline: loyalty points, for example, are earned offline but redeemed only online. Stores with this design notice an outage as a small icon on the screen rather than a queue at the counter.</p>
<h2>Treat payments as a separate, bounded step</h2>
<p>Every call to a payment terminal or gateway should have a timeout and a clear fallback: retry, switch to another payment method, or park the bill and serve the next customer. Reconcile pending payments automatically, so a UPI payment that succeeded after the till gave up is neither lost nor charged twice.</p>
<h2>Release like a retailer</h2>
<p>Roll updates out to one pilot store first, outside trading hours, with a tested way back. Price changes should carry an effective date and time, so they can be sent days in advance and switch over on their own.</p>
<h2>Watch the fleet</h2>
<p>A central view showing each till's last sync, software version, queue length and printer status lets the support team call a store before the store calls them. The same principles apply to Oracle Xstore estates, which many large retailers run, and our <a href="/oraclexstore">Xstore services</a> team works to exactly this checklist.</p>
<blockquote>The best POS is the one nobody at the store ever has to think about.</blockquote>`,
    comments: [
      {
        comment:
          "Offline-first saved us during a fibre cut on Diwali weekend. I wish we had made the change years earlier.",
        postedAt: "2026-03-09T07:45:00.000Z",
      },
    ],
  },
  {
    id: "offline-sync-in-mobile-apps",
    title: "Offline Sync in Mobile Apps: Designing for Patchy Networks",
    author: "Rohan Bhatia",
    publishedAt: "2026-05-12",
    description:
      "How field apps keep working without a signal and merge their changes safely once they reconnect.",
    commentsClosed: false,
    content: `<p>Field teams work in basements, warehouses, highways and villages where mobile data comes and goes. A sales or service app that shows a spinner whenever the signal drops will be replaced by paper within a month. For these apps offline sync is not an extra feature; it is the core of the design.</p>
<h2>Decide what must work offline</h2>
<p>Not everything needs to. List the tasks a field user performs and mark each one: must work offline, can wait for a connection, or needs live data. Taking an order, recording a visit and capturing a photo usually must work offline. Checking live stock or approving a discount often needs the server, and the app should say so clearly.</p>
<h2>Keep a local database, not a cache</h2>
<p>The app should read from and write to a local database on the device, and screens should never wait for the network. A background process moves changes up and down whenever a connection is available. As a bonus, the app feels fast even on a good connection.</p>
<h2>Sync changes, not whole records</h2>
<ul>
<li>Give every record an identifier generated on the device, so it can be created offline without clashing with anyone else's.</li>
<li>Queue each change with the time it was made and the user who made it.</li>
<li>Download only what changed since the last sync, using a change counter kept by the server rather than device clocks, which are often wrong.</li>
<li>Make every upload safe to repeat, so a sync interrupted halfway can simply run again.</li>
</ul>
<h2>Plan for conflicts</h2>
<p>Sooner or later two people will edit the same customer while offline. Choose a rule for each type of data: the latest change wins for a phone number, quantities are added rather than overwritten, and for an approved order the server's version wins and the field user is told why. Many conflicts can be avoided by design, for example by letting only the assigned salesperson edit a visit report.</p>
<h2>Show the user what is happening</h2>
<p>A small indicator of pending changes, the time of the last successful sync and a clear message when something could not be uploaded all build trust. Users who cannot see whether their work was saved take screenshots as a backup, and then call the office.</p>
<h2>Test in the real world</h2>
<p>Emulators on office Wi-Fi hide every sync bug. Test on low-end Android phones, in airplane mode, while switching between networks and with the app killed in the middle of a sync. Our <a href="/estimate-builder">estimate builder</a> lists offline sync as a module of its own for this reason: it is where much of the engineering effort in a field app goes.</p>`,
    comments: [
      {
        comment:
          "The point about device clocks being wrong cost us two weeks of debugging on our distributor app.",
        postedAt: "2026-05-14T06:20:00.000Z",
      },
      {
        comment:
          "Would you recommend using SQLite directly or a ready-made sync framework for a React Native app?",
        postedAt: "2026-05-30T12:35:00.000Z",
      },
    ],
  },
  {
    id: "security-basics-for-small-businesses",
    title: "Security Basics Every Small Business Should Have in Place",
    author: "Sana Qureshi",
    publishedAt: "2026-07-21",
    description:
      "Ten practical controls that stop most attacks on small and mid-sized businesses, in the order we would put them in place.",
    commentsClosed: false,
    content: `<p>Small businesses often assume they are too small to be targeted. Attackers do not choose by size; they choose by ease. A reused password on an e-mail account, an unpatched router or an accounts clerk persuaded to change a vendor's bank details is enough. The good news is that a short list of basics stops most of these attacks.</p>
<h2>The ten basics, in order</h2>
<ol>
<li><strong>Multi-factor authentication wherever it is offered</strong>, starting with e-mail, banking, cloud storage and every admin console.</li>
<li><strong>A password manager for the team</strong>, so every account has a unique, long password and nobody keeps them in a notebook.</li>
<li><strong>Automatic updates</strong> for laptops, phones and browsers, and for the office router and firewall.</li>
<li><strong>Backups you have restored</strong>, with at least one copy offline or immutable so that ransomware cannot encrypt it too.</li>
<li><strong>A payment change rule.</strong> Any request to change a vendor's bank account is confirmed by phone, on a number you already had.</li>
<li><strong>Separate admin accounts</strong>, used only for administration and never for e-mail or browsing.</li>
<li><strong>A leaver process.</strong> Access is removed on the last working day, including shared accounts and company WhatsApp groups.</li>
<li><strong>Device encryption</strong> on every laptop, so a stolen bag is an inconvenience rather than a data breach.</li>
<li><strong>Short, regular awareness sessions</strong> built on real phishing messages your staff have received.</li>
<li><strong>A one-page incident plan</strong>: who to call, how to isolate a machine and how to reach your bank out of hours.</li>
</ol>
<h2>Know your obligations</h2>
<p>The CERT-In directions of 2022 require organisations to report specified cyber incidents within six hours of noticing them, and the Digital Personal Data Protection Act adds duties for anyone who holds customers' personal data. You do not need a large team to comply, but you do need to know who will make the call and what information they will need.</p>
<h2>Where to spend next</h2>
<p>Once the basics are in place, the next steps depend on your business: e-mail filtering and domain protection with SPF, DKIM and DMARC if you are a target for invoice fraud, endpoint detection if you handle sensitive data, and a yearly external review if customers send you security questionnaires.</p>
<blockquote>Security is mostly routine: the same simple things, done every time.</blockquote>
<p>Our <a href="/techmistake-checklist">top five tech mistakes checklist</a> covers several of these points, and you can <a href="mailto:hello@kaizenfusion.in">write to us</a> for a short review of where your business stands.</p>`,
    comments: [
      {
        comment:
          "The bank detail change rule would have saved a friend's company ₹4 lakh last year. Printing this for our accounts team.",
        postedAt: "2026-07-25T04:58:00.000Z",
      },
    ],
  },
];
