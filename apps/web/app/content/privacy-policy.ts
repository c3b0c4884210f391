import { company } from "./company";
import { facts } from "./facts";
import type { TextSection } from "./sections";

// Copy of the privacy policy (/privacy-policy). Its heading and introduction are in pages.ts.
// The retention periods must match what the lead back end actually deletes and when.

export const privacyNote = "Effective from 1 April 2025. Last updated on 27 November 2026.";

export const privacySections: readonly TextSection[] = [
  {
    heading: "Who is responsible for your data",
    paragraphs: [
      `${company.name}, ${company.address}, is the data fiduciary for personal data collected through ${company.website} and its forms, within the meaning of India's Digital Personal Data Protection Act, 2023 (DPDP Act).`,
    ],
  },
  {
    heading: "What our forms collect",
    paragraphs: [
      "You can read this website without giving us any personal data. When you fill in one of our forms (contact, cost estimate, checklist or template download, ROI calculator, demo or early-access request, job application or partner registration), we collect what that form asks for:",
    ],
    list: [
      "your name and the name of your company;",
      "your e-mail address and phone number;",
      "the details you choose to share, such as your request, project requirements, costs entered in the ROI calculator or your company profile;",
      "for job applications, your resume (PDF) and the experience details you enter;",
      "the IP address your request came from;",
      "attribution parameters: the page where you arrived, the referring website and any utm_ campaign parameters in the link you followed;",
      "whether you ticked the optional box for our marketing e-mails, when you did, and which version of the notice under the form you were shown.",
    ],
  },
  {
    heading: "Why we use it",
    paragraphs: [
      "We use this data, on the basis of the consent you give by submitting a form, only to:",
    ],
    list: [
      "answer your enquiry, prepare your estimate or send the document you asked for;",
      "assess your job application or partner registration;",
      "check that a submission is genuine and protect our forms from spam and abuse (this is what the IP address is for);",
      "understand which pages and campaigns bring us enquiries (this is what the attribution parameters are for).",
    ],
  },
  {
    heading: "Visit statistics, without cookies",
    paragraphs: [
      "Our own server counts visits to the public pages, so that we can see which pages and campaigns are useful to people. For each day and page it keeps the number of page views, the name of the website you came from (such as google.com, never the full address) and any utm_ campaign parameters in the link you followed.",
      "To count each visitor once a day, the server combines your IP address and browser identifier with a random value that changes every day, and keeps only the resulting code. Your IP address and browser identifier are never stored for this, and each day's random value is deleted when the day ends, after which nobody, including us, can tell whose visit a code stood for. No cookie is set, no script is added to the pages for it and nothing is sent to another company. Search-engine crawlers, link previews and other automated visitors are not counted.",
    ],
  },
  {
    heading: "Marketing e-mails",
    paragraphs: [
      "Every form has a separate box for occasional e-mails about our services, articles and events. It is never ticked for you, and leaving it empty changes nothing about how we handle your request. We send such e-mails only if you ticked it, and we keep a record of when you did and which notice you were shown.",
      `You can withdraw this consent at any time through the unsubscribe link in each e-mail or by writing to ${company.email}; we then stop sending them.`,
    ],
  },
  {
    heading: "Where it is stored and who sees it",
    paragraphs: [
      "Form submissions are stored in our database on servers located in India. Resumes are stored in the same database and are never available from a public web address. A notification of each new submission is sent by e-mail to the staff who handle it.",
      "Only Kaizen Fusion staff who need the data for the purposes above can read it, through a password-protected staff console. We do not sell your data and do not share it with advertisers. We share it only with service providers that host our systems or deliver our e-mail, under contracts that oblige them to protect it, or with authorities when the law requires us to.",
    ],
  },
  {
    heading: "How long we keep it",
    paragraphs: ["We keep personal data only as long as we need it, then delete it:"],
    list: [
      "enquiries and other leads (contact, estimate, checklist, ROI, demo, early-access and partner forms): 24 months from the last contact with you;",
      "job applications and resumes: 12 months from the date of application, unless you join us or ask us to keep your profile for future openings;",
      "server logs, including IP addresses: 30 days.",
    ],
  },
  {
    heading: "Cookies",
    paragraphs: [
      "The public website sets no cookies and uses no third-party tracking or advertising scripts. The visit statistics described above are counted on our server without any cookie.",
      "Our staff console, which only Kaizen Fusion employees use, sets a single session cookie to keep a signed-in employee signed in. It is strictly necessary, is not used for tracking and expires when the session ends.",
    ],
  },
  {
    heading: "Security",
    paragraphs: [
      "All connections to our website use encryption (HTTPS). Access to the staff console requires an individual account, and passwords are stored only in hashed form. If a breach ever affects your data, we will inform you and the Data Protection Board of India as the DPDP Act requires.",
    ],
  },
  {
    heading: "Your rights under the DPDP Act",
    paragraphs: ["You have the right to:"],
    list: [
      "obtain a summary of the personal data we hold about you and how we use it;",
      "have inaccurate or incomplete data corrected, completed or updated;",
      "have your data erased when it is no longer needed or when you withdraw consent;",
      "withdraw your consent at any time, as easily as you gave it, without affecting what was done before;",
      "nominate another person to exercise these rights if you die or become unable to;",
      "have your grievances addressed by our Grievance Officer, and then, if you are not satisfied, complain to the Data Protection Board of India.",
    ],
  },
  {
    heading: "Grievance Officer",
    paragraphs: [
      `Ms Ritu Malhotra, Grievance Officer, ${company.name}, ${company.address}. E-mail: ${company.email} (subject "Privacy request"); phone: ${company.phone}, Monday to Friday, 9:30 am to 6:30 pm IST.`,
      `We acknowledge every request within ${facts.responseTimes.privacyAcknowledgement} and resolve it within ${facts.responseTimes.privacyResolution}. We may ask you to confirm your identity before acting on a request about your data.`,
    ],
  },
  {
    heading: "Changes to this policy",
    paragraphs: [
      "If we change how we handle personal data, we will update this page and the date at its top. Significant changes will also be announced on our home page before they take effect.",
    ],
  },
];
