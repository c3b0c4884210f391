import type { DownloadDocument } from "./document-types";

export const healthcareChecklist: DownloadDocument = {
  file: "healthcare-checklist",
  title: "Healthcare Technology Checklist",
  audience: "For clinic owners, hospital administrators and healthcare technology leads",
  introduction:
    "Patient care now depends on software as much as on equipment. Work through this checklist with your IT lead or vendor once a year, and again before any major system change. Every unchecked box is a question worth an answer.",
  layout: "checklist",
  sections: [
    {
      heading: "Patient records and data quality",
      items: [
        "Every patient has exactly one record: duplicates are detected at registration and merged by a named person.",
        "Clinical notes, prescriptions and lab results are linked to the visit they belong to.",
        "Mandatory fields (allergies, current medication, emergency contact) cannot be skipped at intake.",
        "Staff can find a patient's full history in under a minute, from any branch.",
      ],
    },
    {
      heading: "Security and privacy",
      items: [
        "Each staff member signs in with a personal account; no shared logins at front desks or nursing stations.",
        "Access follows roles: billing staff cannot open clinical notes, doctors see only their own patients where required.",
        "Every view and change of a patient record is logged, and the log is reviewed at least monthly.",
        "Patient data is encrypted on servers, in backups and on laptops or tablets that leave the building.",
        "Patients give recorded consent before their data is shared with labs, insurers or referral partners.",
      ],
    },
    {
      heading: "Integrations and workflow",
      items: [
        "Lab, imaging and pharmacy results arrive in the record automatically, without re-typing.",
        "Appointment booking, reminders and billing read from the same patient and schedule data.",
        "Insurance claims are generated from the visit record and their status is visible to the billing team.",
        "Integrations use documented standards (such as HL7 or FHIR) or documented APIs, not screen scraping.",
      ],
    },
    {
      heading: "Availability and recovery",
      items: [
        "Backups run daily, are stored off-site, and a full restore has been tested in the last six months.",
        "There is a written downtime procedure (paper forms, phone tree) and staff have practised it.",
        "System uptime and response times are monitored, and someone is alerted before clinics notice.",
        "Your vendor contract states support hours, response times and who owns the data if you leave.",
      ],
    },
  ],
  closing:
    "Three or more unchecked items in one section usually point to a single root cause, such as a missing integration or an outdated access model. Kaizen Fusion reviews healthcare systems for clinics and hospital groups; send us your results and we will suggest where to start.",
};
