import { facts } from "./facts";
import type { Card, Feature, SectionCopy } from "./sections";

// Copy of the medical-clinic AI page (/healsupportai). Its heading and introduction are in
// pages.ts; the form's copy is in features/ai-support.

export const heroActions = [
  { label: "Schedule Your Free AI Readiness Audit", href: "#contact" },
  { label: "Request a Demo", href: "#contact" },
] as const;

export const problems: SectionCopy & { cards: readonly Card[] } = {
  heading: "The problems clinics tell us about",
  cards: [
    {
      title: "Phones that never stop",
      text: "Front-desk staff spend most of the morning answering appointment calls while patients wait at the counter.",
    },
    {
      title: "Slow diagnostic turnaround",
      text: "Lab and imaging reports sit in queues, so doctors wait for results and patients wait for answers.",
    },
    {
      title: "Paperwork after hours",
      text: "Doctors finish consultation notes, referral letters and insurance forms long after the last patient has gone.",
    },
    {
      title: "Missed follow-ups",
      text: "Reminders for repeat visits, vaccinations and test reviews depend on someone remembering to call.",
    },
  ],
};

export const solutions: SectionCopy & { items: readonly Feature[] } = {
  heading: "What AI takes off your team's hands",
  items: [
    {
      title: "AI receptionist.",
      text: "A voice and chat agent books, moves and confirms appointments around the clock, in English and Hindi.",
    },
    {
      title: "Report triage.",
      text: "Incoming lab and imaging reports are read, abnormal values are flagged and urgent cases go to the top of the doctor's list.",
    },
    {
      title: "Clinical note drafting.",
      text: "Consultation summaries, prescriptions and referral letters are drafted from the doctor's dictation for review and signature.",
    },
    {
      title: "Automatic follow-ups.",
      text: "Patients receive reminders and recall messages on WhatsApp or SMS, and replies update the appointment book.",
    },
  ],
};

export const processSteps: SectionCopy & { items: readonly Feature[] } = {
  heading: "How we work with your clinic",
  items: [
    {
      title: "Discovery & Audit.",
      text: "We spend a day with your front desk, doctors and lab, map where time is lost and agree on the one or two workflows worth automating first.",
    },
    {
      title: "Prototype & Test.",
      text: "Within four weeks a working prototype runs on your real (anonymised) data, and your staff test it alongside the current process.",
    },
    {
      title: "Deploy & Support.",
      text: "We connect the solution to your practice management system, train your team and monitor accuracy every week after go-live.",
    },
  ],
};

export const expertise: SectionCopy & { cards: readonly Card[] } = {
  heading: "Our expertise",
  intro:
    "We have built clinic software for years before we built clinic AI, so we know how a consultation day really runs.",
  cards: [
    {
      title: "Healthcare integrations",
      text: "HL7 and FHIR interfaces, lab machines, PACS viewers and the practice management systems common in Indian clinics.",
    },
    {
      title: "Privacy by design",
      text: "Patient data stays in India, access is logged, and models never train on your records without written consent.",
    },
    {
      title: "Voice and language AI",
      text: "Speech recognition and language models tuned for medical vocabulary and Indian accents.",
    },
  ],
};

export const claim = {
  quote:
    "After we automated report triage, our diagnostic turnaround came down 37% in 60 days. Doctors now see critical results first, not last.",
  name: "Dr. Kavita R.",
  role: "Medical Director, multi-specialty clinic, New Delhi",
} as const;

export const contactSection = {
  id: "contact",
  heading: "Book your free AI readiness audit",
  intro: `Tell us how to reach you. A consultant from our AI team will call within ${facts.responseTimes.enquiry} to plan the audit.`,
} as const;
