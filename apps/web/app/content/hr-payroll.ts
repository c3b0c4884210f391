import { company } from "./company";
import { caseStudyOf, type ProductFacts } from "./product-facts";
import type { Card, Feature, SectionCopy } from "./sections";

// Copy of the HR & Payroll page (/hr-payroll). Its heading and introduction are in pages.ts.

export const mission = {
  heading: "Our mission",
  text: "Payroll day should be the calmest day of the month. Together with our partner firm we bring small and mid-sized employers an HR and payroll suite that keeps employee records, attendance, approvals, salaries and statutory filings in one place, so your HR team spends its time on people rather than spreadsheets. Questions about your set-up? Write to",
  email: company.salesEmail,
  subject: "HR & Payroll enquiry",
} as const;

export const modules: SectionCopy & { cards: readonly Card[] } = {
  heading: "Eight modules, one system",
  intro: "Start with the modules you need today and switch on the rest as you grow.",
  cards: [
    {
      title: "Configuration",
      text: "Set up companies, branches, departments, grades, salary structures, holiday calendars and leave policies once, and every module follows them.",
    },
    {
      title: "Employee Management",
      text: "One record per employee from offer letter to exit: personal details, documents, bank accounts, transfers, promotions and full history.",
    },
    {
      title: "e-HR and Other Activities",
      text: "Onboarding checklists, letters, assets issued, trainings, appraisals and exit formalities handled online with a clear audit trail.",
    },
    {
      title: "e-Approvals",
      text: "Leave, attendance corrections, advances, reimbursements and expense claims move through configurable approval chains on web and mobile.",
    },
    {
      title: "e-Leave and Attendance",
      text: "Biometric and mobile punches, shifts, overtime, late marks and leave balances calculated automatically and ready for payroll.",
    },
    {
      title: "e-Payout",
      text: "Monthly salary processing with arrears, loans, bonuses and full-and-final settlements, bank transfer files and emailed payslips.",
    },
    {
      title: "e-Compliance",
      text: "PF, ESI, Professional Tax, Labour Welfare Fund and similar statutory deductions computed to current rules, with challans and returns prepared for filing.",
    },
    {
      title: "e-Payout Reports",
      text: "Salary registers, cost-centre summaries, statutory reports, TDS and Form 16 data, exported to Excel or PDF in a click.",
    },
  ],
};

export const whyChoose: SectionCopy & { items: readonly Feature[] } = {
  heading: "Why choose our HR & Payroll solution",
  items: [
    {
      title: "Built for Indian payroll.",
      text: "State-wise Professional Tax and Labour Welfare Fund slabs, PF and ESI rules and TDS are updated when the law changes.",
    },
    {
      title: "Employee self-service.",
      text: "Staff apply for leave, download payslips and submit investment proofs from their phones, so HR answers fewer routine questions.",
    },
    {
      title: "Accurate first time.",
      text: "Attendance flows straight into payroll, removing the copy-paste errors that lead to re-runs and unhappy employees.",
    },
    {
      title: "Secure and private.",
      text: "Role-based access, encrypted data and a full audit log of who changed what and when.",
    },
    {
      title: "Local implementation and support.",
      text: "Our team migrates your employee data, configures your policies and supports your HR staff from New Delhi.",
    },
  ],
};

export const testimonials = {
  heading: "What HR teams say",
  items: [
    {
      quote:
        "Month-end used to take my team four days of spreadsheets. Now attendance flows into payroll and salaries are ready in one afternoon.",
      name: "Shalini Verma",
      role: "HR Manager",
      company: "Gomti Diagnostics, Lucknow",
      portrait: { seed: "shalini-verma", hair: "bob" },
    },
    {
      quote:
        "PF, ESI and Professional Tax returns come out of the system correct and on time. Our last statutory audit had no observations at all.",
      name: "Rajesh Kulkarni",
      role: "Finance Head",
      company: "Saraswati Precision Castings, Kolhapur",
      portrait: { seed: "rajesh-kulkarni", hair: "receding", glasses: true },
    },
    {
      quote:
        "With twenty-five staff I could not justify an HR department. The self-service app answers their leave and payslip questions for me.",
      name: "Ishita Grover",
      role: "Founder",
      company: "Kavya Home Décor, Jaipur",
      portrait: { seed: "ishita-grover", hair: "long" },
    },
  ],
} as const;

export const demoAgenda = {
  heading: "What the demo covers",
  steps: [
    {
      title: "A payroll run on your structure.",
      text: "We load a sample of your salary structure and run a month's payroll, with PF, ESI, Professional Tax and TDS worked out.",
    },
    {
      title: "Attendance into payroll.",
      text: "How punches, shifts, overtime and leave reach the payroll run without anyone keying them in again.",
    },
    {
      title: "The employee app.",
      text: "Payslips, leave requests and investment proofs as your staff see them on their phones.",
    },
    {
      title: "Moving across.",
      text: "How we migrate your employee records, how long go-live takes, and the price for your headcount.",
    },
  ],
} as const satisfies SectionCopy & { steps: readonly Feature[] };

export const demoSection = {
  id: "demo",
  actionLabel: "Request a Demo",
  intro:
    "See the suite working with your own policies. Leave your details and our team will schedule a 30-minute online demo at a time that suits you.",
} as const;

export const productFacts: ProductFacts = {
  madeBy:
    "Vetanam Software Pvt. Ltd., Pune, our partner firm. Kaizen Fusion sets it up, moves your employee data in and supports your HR team.",
  integrations: [
    "Tally Prime and SAP Business One for salary journals",
    "Biometric attendance devices",
    "Salary transfer files for major Indian banks",
    "EPFO and ESIC return formats",
    "Microsoft 365 and Google Workspace sign-in",
    "WhatsApp Business for payslips",
  ],
  deployment:
    "Cloud, or on-premises on your own server where payroll data must stay in-house. Employee app for Android and iPhone.",
  pricing:
    "From ₹45 per employee per month (minimum 50 employees), plus a one-time set-up fee based on your entities and states. Prices exclude GST.",
  caseStudy: caseStudyOf(
    "service-erp",
    "Mobile attendance for 1,200 field staff feeding the monthly run: the attendance-to-pay chain this suite handles.",
  ),
};
