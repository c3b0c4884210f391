// One entry per prerendered page: its document title and description (used by the route's `meta`),
// its main heading and the introduction shown under it. The keys are the site's exact,
// case-sensitive paths and double as the build's prerender list.

export interface PageContent {
  title: string;
  description: string;
  heading: string;
  intro: string;
}

export const pages = {
  "/index": {
    title: "Kaizen Fusion | Software, AI and IoT Consulting in New Delhi",
    description:
      "Kaizen Fusion builds custom software, agentic AI and IoT solutions for growing businesses. Over 1200 satisfied clients and 100+ enterprises trust us.",
    heading: "Software, AI and IoT that move your business forward.",
    intro:
      "We design, build and support the applications, AI agents and connected devices that let your teams work faster, see clearly and serve customers better.",
  },
  "/about": {
    title: "About Us | Kaizen Fusion",
    description:
      "Meet Kaizen Fusion: a New Delhi consulting firm of engineers, architects and AI specialists delivering software that keeps improving with your business.",
    heading: "About Us",
    intro:
      "Kaizen Fusion takes its name from kaizen, continuous improvement. Our engineers, solution architects and AI specialists work beside your team to build software that keeps getting better long after launch day.",
  },
  "/mission-vission": {
    title: "Mission & Vision | Kaizen Fusion",
    description:
      "Our mission, our vision and the eight commitments that guide every Kaizen Fusion project, from agile delivery to responsible AI.",
    heading: "Mission & Vision",
    intro:
      "We exist to make dependable technology within reach of every growing business. These are the promises we hold ourselves to on every engagement.",
  },
  "/checklist": {
    title: "Free Check List for Industry Leaders | Kaizen Fusion",
    description:
      "Free checklists, audits and templates for healthcare, logistics, e-commerce, SaaS and mid-sized companies, written by Kaizen Fusion consultants.",
    heading: "Free Check List for Industry Leaders",
    intro:
      "Practical checklists drawn from hundreds of projects. Pick the one that fits your industry, answer a few questions and download it free.",
  },
  "/development": {
    title: "Custom Web and Mobile Development | Kaizen Fusion",
    description:
      "Custom web and mobile applications built with AI assistance: from discovery and design to delivery and support, by Kaizen Fusion's engineering team.",
    heading: "Custom Web and Mobile Development",
    intro:
      "From a customer-facing mobile app to an internal operations portal, we turn your requirements into secure, fast software, using AI-assisted engineering to deliver sooner without cutting corners.",
  },
  "/connectb2b": {
    title: "ConnectB2B: B2B Matchmaking Platform | Kaizen Fusion",
    description:
      "ConnectB2B matches buyers, suppliers and partners. Compare Free, Standard, Premium and Enterprise plans and join the platform today.",
    heading: "ConnectB2B: B2B Matchmaking Platform",
    intro:
      "ConnectB2B introduces businesses to the buyers, suppliers and partners they are looking for, so you spend your time on conversations that can turn into contracts.",
  },
  "/database-services": {
    title: "Database & System Audit Services | Kaizen Fusion",
    description:
      "Database health checks, performance tuning and full system audits that uncover risks and slow queries before they cost you customers.",
    heading: "Database & System Audit",
    intro:
      "Slow reports, failing backups and creeping licence costs usually share a root cause. Our audit finds it, ranks the fixes by impact and hands you a clear plan.",
  },
  "/oraclexstore": {
    title: "Retail POS Support for Oracle Xstore | Kaizen Fusion",
    description:
      "Round-the-clock Oracle Xstore point-of-sale support: upgrades, integrations, store roll-outs and incident response for retail chains.",
    heading: "Retail POS Support for Oracle Xstore",
    intro:
      "Every minute a till is down costs sales. Our Xstore specialists keep your stores trading with proactive monitoring, quick fixes and carefully planned upgrades.",
  },
  "/estimate-builder": {
    title: "Custom Development Cost Calculator | Kaizen Fusion",
    description:
      "Estimate the cost of your custom web or mobile application in minutes: count the screens and features you need and get a price in rupees.",
    heading: "Custom Development Calculator",
    intro:
      "Tell us what your application needs, from sign-in screens to reports and push notifications, and get an instant cost estimate with its breakdown.",
  },
  "/services": {
    title: "Other Services: Database, Reports and Application Support | Kaizen Fusion",
    description:
      "Database administration, report development and application support services that keep your business systems running smoothly.",
    heading: "Other Services",
    intro:
      "Beyond new builds, we look after the systems you already rely on: database administration, report development and dependable application support.",
  },
  "/agentic-ai": {
    title: "Agentic AI Services and Early Access | Kaizen Fusion",
    description:
      "AI agents that handle bookings, follow-ups and back-office work. Workflows up to 70% faster and costs cut 30-50%. Join the early access program.",
    heading: "Agentic AI Services",
    intro:
      "Our AI agents answer calls, book appointments, chase follow-ups and update your systems on their own, so your people can focus on the work that needs a human.",
  },
  "/IOT": {
    title: "IoT Solutions for Industry | Kaizen Fusion",
    description:
      "Connected sensors, gateways and dashboards for manufacturing, logistics, power, agriculture and more, designed and supported by Kaizen Fusion.",
    heading: "IoT Solutions",
    intro:
      "We connect machines, vehicles and sites to dashboards and alerts you can act on, from the sensor on the shop floor to the report on your desk.",
  },
  "/comm-tool": {
    title: "Secure Corporate Communication Tool | Kaizen Fusion",
    description:
      "A privately hosted messaging and calling platform for your company, with outage prevention and API integration. Request early access.",
    heading: "Corporate Communication Tool",
    intro:
      "Keep company conversations on servers you control. Our communication tool brings chat, calls and file sharing together without handing your data to a third party.",
  },
  "/kf-fairex": {
    title: "KF FairEx Exhibition Platform | Kaizen Fusion",
    description:
      "KF FairEx digitises trade shows: exhibitor enrolment, visitor registration and an Android app that guides visitors around the venue.",
    heading: "KF FairEx: Exhibition Platform",
    intro:
      "KF FairEx brings exhibitors, organisers and visitors onto one platform, from online stall enrolment to a visitor app that makes every hall easy to explore.",
  },
  "/healsupportai": {
    title: "AI for Medical Clinics | Kaizen Fusion",
    description:
      "AI assistants for clinics: faster diagnostic turnaround, smoother scheduling and less paperwork. Book a free AI readiness audit.",
    heading: "AI for Medical Clinics",
    intro:
      "Clinics lose hours every day to scheduling, reports and follow-ups. We put practical AI to work on those tasks so your doctors and staff can spend more time with patients.",
  },
  "/prodsupportai": {
    title: "AI for Manufacturing | Kaizen Fusion",
    description:
      "AI for factories: predict downtime, catch defects early and plan resources better. Book a free workflow audit with Kaizen Fusion.",
    heading: "AI for Manufacturing",
    intro:
      "Unplanned stoppages and late defects eat into every margin. Our manufacturing AI reads your machine and quality data to warn you early and keep lines running.",
  },
  "/hr-payroll": {
    title: "HR & Payroll Software | Kaizen Fusion",
    description:
      "Complete HR and payroll software, offered with our partner firm: employee records, leave, approvals, payouts and statutory compliance.",
    heading: "HR & Payroll",
    intro:
      "Run your people processes in one place, from onboarding and attendance to payroll and statutory filings, with an HR and payroll suite we offer together with our partner firm.",
  },
  "/lexema-rpa": {
    title: "Lexema RPA: Robotic Process Automation | Kaizen Fusion",
    description:
      "Lexema RPA automates repetitive back-office work such as data entry, reconciliation and report runs. Request a demo today.",
    heading: "Lexema RPA",
    intro:
      "Lexema RPA hands repetitive clicks and copy-paste work to software robots that never tire, so invoices, reconciliations and reports get done accurately and on time.",
  },
  "/qualetics-ai": {
    title: "Qualetics AI: Agentic AI Product | Kaizen Fusion",
    description:
      "Qualetics AI brings agentic AI to your business data and workflows, backed by Kaizen Fusion expertise, innovation and support.",
    heading: "Qualetics AI",
    intro:
      "Qualetics AI turns your data into decisions and your decisions into action, with AI agents that analyse, recommend and carry out routine work across your tools.",
  },
  "/job-portal": {
    title: "Careers and Open Positions | Kaizen Fusion",
    description:
      "Join Kaizen Fusion in New Delhi: open roles for full stack developers, business development, sales interns and mechatronics interns.",
    heading: "Careers at Kaizen Fusion",
    intro:
      "We are a team that learns something new every week. If you like solving real problems for real businesses, have a look at our open positions.",
  },
  "/apply-job": {
    title: "Apply for a Job | Kaizen Fusion",
    description:
      "Apply for an open position at Kaizen Fusion. Share your experience and resume, and our hiring team will get back to you.",
    heading: "Apply for a Position",
    intro:
      "Tell us about yourself and the role you want. Attach your resume as a PDF or describe your experience, and our hiring team will review your application.",
  },
  "/kf-blog": {
    title: "Blog | Kaizen Fusion",
    description:
      "Articles from Kaizen Fusion engineers and consultants on software development, AI agents, IoT and running technology in a growing business.",
    heading: "Kaizen Fusion Blog",
    intro:
      "Lessons from our projects, written by the people who delivered them: software, AI, IoT and the decisions behind them.",
  },
  "/become-a-partner": {
    title: "Become a Partner | Kaizen Fusion",
    description:
      "Partner with Kaizen Fusion to reach new audiences, drive revenue and advance your business. Apply today and hear from us within 48 hours.",
    heading: "Become a Partner",
    intro:
      "Resellers, agencies and technology firms grow with us. Bring our software, AI and IoT expertise to your clients and share in the success.",
  },
  "/company-details": {
    title: "Company Details | Kaizen Fusion",
    description:
      "Registered details, office address and contact information for Kaizen Fusion Technologies Pvt. Ltd., New Delhi.",
    heading: "Company Details",
    intro:
      "Kaizen Fusion Technologies Pvt. Ltd. is a private limited company registered in India, with its office and engineering team in New Delhi.",
  },
  "/faq": {
    title: "Frequently Asked Questions | Kaizen Fusion",
    description:
      "Answers to common questions about budgets, tracking your enquiry and working with clients outside India.",
    heading: "Frequently Asked Questions",
    intro:
      "Quick answers to the questions we hear most often. If yours is not here, write to us and we will reply within one working day.",
  },
  "/terms": {
    title: "Terms of Service | Kaizen Fusion",
    description:
      "The terms that govern the use of Kaizen Fusion websites, applications and subscription services.",
    heading: "Terms of Service",
    intro:
      "These terms explain what you can expect from us and what we ask of you when you use our websites, applications and subscription services.",
  },
  "/project-deliver": {
    title: "Projects Delivered | Kaizen Fusion",
    description:
      "A showcase of projects Kaizen Fusion has delivered: ERPs, e-commerce, business intelligence, document and case management and more.",
    heading: "Projects Delivered",
    intro:
      "From a grocery delivery app to a construction ERP, here are some of the systems we have designed, built and handed over to clients.",
  },
  "/privacy-policy": {
    title: "Privacy Policy | Kaizen Fusion",
    description:
      "How Kaizen Fusion collects, uses and protects the personal information you share through our website and services.",
    heading: "Privacy Policy",
    intro:
      "We collect only what we need to answer your enquiries and deliver our services, and we protect it carefully. This policy explains how.",
  },
  "/healthcare-checklist": {
    title: "Healthcare Technology Checklist | Kaizen Fusion",
    description:
      "A free checklist for healthcare technology leaders: patient data, integrations, uptime and compliance, in one downloadable PDF.",
    heading: "Healthcare checklist",
    intro:
      "Review the systems your clinics depend on, from patient records to billing integrations, and spot the gaps before they affect care.",
  },
  "/datavisibility-checklist": {
    title: "Data Visibility Checklist for Multi-Clinic Operations | Kaizen Fusion",
    description:
      "Free checklist for multi-clinic groups: see appointments, revenue and outcomes across every location in one consistent view.",
    heading: "Data Visibility Checklist for multi-clinic operations",
    intro:
      "Running several clinics means data in several places. This checklist helps you bring appointments, revenue and outcomes into one reliable view.",
  },
  "/vendorsupport-checklist": {
    title: "Vendor Support and Stability Audit | Kaizen Fusion",
    description:
      "Free audit checklist to judge whether your software vendor's support, release quality and stability still meet your needs.",
    heading: "Vendor Support and Stability Audit",
    intro:
      "Slow tickets and surprise outages are warning signs. Use this audit to measure your vendor's support and stability against clear criteria.",
  },
  "/emrreview-checklist": {
    title: "EMR-lite App Architecture Review | Kaizen Fusion",
    description:
      "Free architecture review checklist for lightweight EMR apps: data model, security, integrations, performance and scalability.",
    heading: "EMR-lite App Architecture Review",
    intro:
      "Check that your lightweight EMR app is built to grow safely, with a review of its data model, security, integrations and performance.",
  },
  "/systemcost-checklist": {
    title: "System Cost Review Checklist | Kaizen Fusion",
    description:
      "Free checklist to find hidden software costs: idle licences, oversized infrastructure, manual workarounds and support overheads.",
    heading: "System Cost Review",
    intro:
      "Licences nobody uses and servers sized for a peak that never comes add up. This review shows where your technology budget really goes.",
  },
  "/logistics-checklist": {
    title: "Logistics Platform Health Audit | Kaizen Fusion",
    description:
      "Free health audit for logistics and field service platforms: tracking accuracy, dispatch, integrations and mobile reliability.",
    heading: "Logistics Platform Health Audit",
    intro:
      "Audit the platform that moves your goods and field teams: tracking accuracy, dispatch rules, partner integrations and app reliability.",
  },
  "/ecom-checklist": {
    title: "Ecommerce Tech Performance Checklist | Kaizen Fusion",
    description:
      "Free checklist for e-commerce and D2C brands: page speed, checkout, inventory sync and the integrations that drive conversions.",
    heading: "Ecommerce Tech Performance",
    intro:
      "Every second of delay costs orders. Check your store's speed, checkout flow and inventory integrations against what top D2C brands do.",
  },
  "/legacy-checklist": {
    title: "Free Legacy System Audit | Kaizen Fusion",
    description:
      "Free audit checklist for small and mid-sized businesses running legacy systems: risks, costs and a path to modernisation.",
    heading: "Free Legacy System Audit",
    intro:
      "Find out whether your legacy system is an asset or a risk, and which steps would modernise it without disrupting daily work.",
  },
  "/vendor-checklist": {
    title: "Vendor Onboarding Checklist | Kaizen Fusion",
    description:
      "Free vendor onboarding checklist for fintech and insurtech firms: due diligence, security, data handling and contract essentials.",
    heading: "Vendor Onboarding Checklist",
    intro:
      "Bring new technology vendors on board with confidence, covering due diligence, security reviews, data handling and contract essentials.",
  },
  "/saastech-checklist": {
    title: "SaaS Tech Health Audit | Kaizen Fusion",
    description:
      "Free tech health audit for SaaS start-ups: architecture, release process, monitoring and the technical debt that slows growth.",
    heading: "SaaS Tech Health Audit",
    intro:
      "Growing fast strains a SaaS stack. Audit your architecture, releases and monitoring before technical debt starts slowing your roadmap.",
  },
  "/techmistake-checklist": {
    title: "Top 5 Tech Mistakes Mid-Sized Companies Make | Kaizen Fusion",
    description:
      "Free guide to the five technology mistakes we see most often in mid-sized companies, and how to avoid each one.",
    heading: "Top 5 Tech Mistakes Mid-Sized Companies Make",
    intro:
      "We have seen the same five mistakes cost mid-sized companies time and money. Learn to recognise them early and how to avoid them.",
  },
  "/srs-template": {
    title: "Free SRS Template | Kaizen Fusion",
    description:
      "Download a free software requirements specification (SRS) template to brief developers clearly and get accurate quotes.",
    heading: "Free SRS Template",
    intro:
      "A clear requirements document is the fastest route to an accurate quote. Our template walks you through everything a development team needs to know.",
  },
  "/roi-calculator": {
    title: "ROI Calculator for Custom Software | Kaizen Fusion",
    description:
      "Compare your manual and automated costs to estimate the return on investment of custom software, then download the ROI report template.",
    heading: "Estimate Your ROI from Custom Software",
    intro:
      "Enter what a process costs you today and what it would cost once automated. We calculate your savings and return on investment instantly.",
  },
  "/sitemap": {
    title: "Sitemap | Kaizen Fusion",
    description:
      "Every page of the Kaizen Fusion website in one list: services, products, careers, company information and policies.",
    heading: "Sitemap",
    intro: "Find any page on our website from this list.",
  },
  "/empcard": {
    title: "Employee Card | Kaizen Fusion",
    description:
      "The digital business card of a Kaizen Fusion team member, with contact details and company information.",
    heading: "Employee Card",
    intro: "Contact details of a Kaizen Fusion team member.",
  },
  "/voice-agent": {
    title: "AI Dental Voice Agent Demo | Kaizen Fusion",
    description:
      "Talk to our AI dental receptionist: a live demo of a voice agent that answers questions and books appointments for a dental clinic.",
    heading: "Talk to an AI Dental Agent",
    intro:
      "Hear how an AI receptionist handles a dental clinic's calls. Allow microphone access, start talking and ask about appointments, treatments or opening hours.",
  },
} as const satisfies Record<string, PageContent>;

export type PagePath = keyof typeof pages;

export const prerenderedPaths = Object.keys(pages) as PagePath[];

/** The not-found page is prerendered under this path, which only the splat route matches. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export const notFoundPage = {
  title: "Page Not Found | Kaizen Fusion",
  description: "The page you are looking for doesn't exist.",
  code: "404",
  heading: "Page Not Found",
  message: "The page you are looking for doesn't exist.",
  homeLabel: "Back to Home",
} as const;
