import type { DownloadDocument } from "./document-types";

export const dataVisibilityChecklist: DownloadDocument = {
  file: "datavisibility-checklist",
  title: "Data Visibility Checklist for Multi-Clinic Operations",
  audience: "For operations heads and owners of clinic groups with two or more locations",
  introduction:
    "When every clinic keeps its own spreadsheets, the group sees last month's numbers, late and in different shapes. Use this checklist to judge how close you are to one trustworthy view of appointments, revenue and outcomes across all locations.",
  layout: "checklist",
  sections: [
    {
      heading: "One source of truth",
      items: [
        "All clinics use the same patient, appointment and billing system, or their systems feed one shared database.",
        "Services, doctors, departments and price lists use the same codes in every location.",
        "A patient who visits two branches appears as one patient in group reports.",
        "Nobody needs to copy figures from one system into a spreadsheet to produce a weekly report.",
      ],
    },
    {
      heading: "The numbers that matter",
      items: [
        "You can see today's appointments, no-shows and walk-ins per clinic without calling the branch.",
        "Revenue, collections and outstanding dues are visible per clinic, per doctor and per service.",
        "Utilisation of doctors, rooms and equipment is measured, not estimated.",
        "Patient wait times and follow-up completion rates are tracked for every location.",
      ],
    },
    {
      heading: "Timeliness and trust",
      items: [
        "Dashboards refresh at least daily; operational views (queues, bookings) refresh within minutes.",
        "Every figure on a dashboard has a written definition that finance and operations agree on.",
        "Data errors (missing visit codes, unbilled visits) are flagged automatically and assigned to a person.",
      ],
    },
    {
      heading: "Access and action",
      items: [
        "Clinic managers see their own clinic; group leadership sees all clinics side by side.",
        "Reports work on a phone as well as on a desktop.",
        "Alerts reach the right person when a clinic falls below its targets for the day or week.",
        "Patient-level data in reports is limited to the staff who need it, and exports are logged.",
      ],
    },
  ],
  closing:
    "If most boxes in the first section are unchecked, start there: dashboards built on inconsistent data only spread confusion faster. Kaizen Fusion builds reporting for clinic groups on top of the systems they already run.",
};
