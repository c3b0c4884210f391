import { company } from "./company";
import { facts } from "./facts";
import type { TextSection } from "./sections";

// Copy of the terms of service (/terms). Its heading and introduction are in pages.ts.
// The periods and limits below are the firm's contractual constants; change them only with legal review.

export const termsNote = "Effective from 1 April 2025.";

export const termsSections: readonly TextSection[] = [
  {
    heading: "Who we are and what these terms cover",
    paragraphs: [
      `These terms are an agreement between you and ${company.name} ("Kaizen Fusion", "we", "us"), a company registered in India with its registered office at ${company.address}.`,
      "They apply to our websites, to our subscription products (including KF FairEx, ConnectB2B, HR & Payroll, Lexema RPA and Qualetics AI) and to any application we host for you. A signed project or support agreement takes precedence over these terms where the two differ.",
    ],
  },
  {
    heading: "Accounts and Organization Administrators",
    paragraphs: [
      "When a business subscribes to one of our products, it names one or more Organization Administrators. An Organization Administrator acts on behalf of the business: they invite and remove users, assign roles, manage billing details and accept changes to the subscription.",
      "The business is responsible for everything done through its accounts. Please keep passwords private, give each person their own login and tell us at once if you suspect an account has been misused.",
    ],
  },
  {
    heading: "Acceptable use",
    paragraphs: ["You agree not to use our services to:"],
    list: [
      "break any law, including India's Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023;",
      "upload content you have no right to share, or content that is defamatory, obscene or misleading;",
      "send spam or unsolicited bulk messages to other users;",
      "probe, overload or try to break the security of our systems, or access data that is not yours;",
      "copy, resell or reverse-engineer our software except where the law expressly allows it.",
    ],
  },
  {
    heading: "Subscriptions, payment and renewal",
    paragraphs: [
      "Fees are shown in Indian rupees and exclude GST, which is added at the applicable rate. Annual subscriptions may be paid by credit card, bank transfer or cheque against our invoice. Subscriptions under one year are payable only by credit card.",
      "Subscriptions renew automatically for the same period. If you do not want to renew, send a non-renewal notice at least seven days before the renewal date; your subscription then ends at the close of the current period.",
      "Free accounts and unpaid trial accounts that stay inactive are terminated after 120 days of inactivity, together with their data. We send a reminder to the Organization Administrator before that happens.",
    ],
  },
  {
    heading: "Your data",
    paragraphs: [
      "Data you or your users put into our services remains yours. We use it only to provide and support the service, as described in our Privacy Policy, and we return or delete it when your subscription ends and you ask us to.",
    ],
  },
  {
    heading: "Suspension and termination",
    paragraphs: [
      "We may suspend an account that breaks these terms, that puts other users or our systems at risk, or whose invoices are overdue. We will tell the Organization Administrator why.",
      "You may object to a suspension within 30 days by writing to us with your reasons; we will review the decision and reply. If the cause of the suspension is not resolved, we may terminate the account after 30 days of suspension.",
      "You may close your account at any time from the administration screen or by writing to us. Fees already paid for the current period are not refunded, except where these terms or the law require it.",
    ],
  },
  {
    heading: "Complaints",
    paragraphs: [
      `Send complaints about our services to ${company.email} with the subject "Complaint". We will acknowledge each complaint and give you a substantive response within ${facts.responseTimes.complaint}.`,
    ],
  },
  {
    heading: "Changes to the services and these terms",
    paragraphs: [
      "We improve our products continually and may add, change or remove features. We will give you 30 days' notice of significant changes to a paid service or to these terms, by e-mail to the Organization Administrator and on this page.",
      "If you do not accept a significant change, you may end your subscription before it takes effect and receive a refund of fees paid for the unused period.",
    ],
  },
  {
    heading: "Intellectual property",
    paragraphs: [
      "Our products, their design and their code belong to Kaizen Fusion or its licensors; a subscription gives you the right to use them, not to own them. Software we build for you under a project agreement belongs to you once it has been paid for, as that agreement sets out.",
    ],
  },
  {
    heading: "Warranties and limitation of liability",
    paragraphs: [
      "We provide our services with reasonable skill and care, but we cannot promise that they will be uninterrupted or free of every error.",
      "Our total liability to you for any claim arising from the services is limited to the higher of ₹50,000 (fifty thousand rupees) or the fees you paid us in the 12 months before the claim arose. We are not liable for indirect losses such as lost profits, lost business or lost data that regular backups would have protected. Nothing in these terms limits liability that cannot be limited by law.",
    ],
  },
  {
    heading: "Governing law and courts",
    paragraphs: [
      "These terms are governed by the laws of India. The courts of Delhi have exclusive jurisdiction over any dispute arising from them or from your use of our services.",
    ],
  },
  {
    heading: "Contact",
    paragraphs: [
      `Questions about these terms: ${company.email}, ${company.phone}, or by post to ${company.address}.`,
    ],
  },
];
