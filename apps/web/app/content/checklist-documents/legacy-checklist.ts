import type { DownloadDocument } from "./document-types";

export const legacyChecklist: DownloadDocument = {
  file: "legacy-checklist",
  title: "Legacy System Audit",
  audience: "For owners and managers of small and mid-sized businesses running older software",
  introduction:
    "Old software is not a problem in itself: many legacy systems still do their job well. The risk lies in what happens when it breaks, when the one person who understands it leaves, or when the business needs something new. This audit helps you decide whether to keep, improve or replace.",
  layout: "checklist",
  sections: [
    {
      heading: "Business fit",
      items: [
        "The system still supports how the business works today, without major workarounds.",
        "Staff do not keep side spreadsheets to fill gaps the system cannot handle.",
        "Reports the management needs can be produced without exporting and reworking data by hand.",
      ],
    },
    {
      heading: "Technical risk",
      items: [
        "The operating system, database and programming language are still supported by their makers.",
        "Security updates have been applied in the last three months.",
        "More than one person (inside or outside the company) can fix and change the system.",
        "Source code, installation steps and configuration are documented and stored safely.",
        "Backups run automatically and a full restore has been tested in the last year.",
      ],
    },
    {
      heading: "Connections",
      items: [
        "The system can exchange data with newer tools (accounting, e-commerce, banking) through files or APIs.",
        "Customers and staff can use it from a browser or phone where the business needs that.",
        "Data can be exported completely, in a readable format, for a future migration.",
      ],
    },
    {
      heading: "Cost and roadmap",
      items: [
        "You know the yearly cost of running the system: licences, hardware, support and staff time.",
        "You have a list of changes the business has been waiting for, with their estimated value.",
        "There is a plan for what happens if the system fails for a week.",
      ],
    },
  ],
  closing:
    "Many unchecked items under technical risk call for action this year, even if the system works well today; a phased modernisation (connect first, then replace piece by piece) avoids a risky big-bang switch. Kaizen Fusion has modernised legacy systems for small and mid-sized businesses without stopping daily work.",
};
