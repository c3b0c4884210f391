import { facts } from "../facts";
import type { DownloadDocument } from "./document-types";

export const techMistakesChecklist: DownloadDocument = {
  file: "techmistake-checklist",
  title: "Top 5 Tech Mistakes Mid-Sized Companies Make",
  audience: "For leadership teams of companies with 50 to 1000 employees",
  introduction: `Across the projects we have delivered since ${facts.founded.year}, we keep meeting the same five mistakes. None of them is about choosing the wrong programming language; all of them cost real money. Under each mistake, check the statements that are true for your company.`,
  layout: "checklist",
  sections: [
    {
      heading: "1. Buying software before mapping the process",
      note: "Tools bought to fix a process nobody has written down end up shaping the process around the tool.",
      items: [
        "Before a new system is chosen, the current process is mapped with the people who do the work.",
        "Requirements are written down and signed off before vendors are compared.",
      ],
    },
    {
      heading: "2. Letting data live in silos",
      note: "Each department's system works on its own, and management reports are rebuilt by hand every month.",
      items: [
        "Customers, products and employees are defined once and shared across systems.",
        "Key management reports come straight from systems, without manual spreadsheet work.",
      ],
    },
    {
      heading: "3. Depending on one person or one vendor",
      note: "When the one person who knows the system is away, or the vendor stops answering, the business waits.",
      items: [
        "At least two people can support each business-critical system.",
        "Documentation, source code and admin passwords are held by the company, not only by the vendor.",
        "The company could change vendor for any system within six months if it had to.",
      ],
    },
    {
      heading: "4. Treating security as an IT task",
      note: "Most incidents start with a person: a reused password, a convincing e-mail, an account that was never closed.",
      items: [
        "Multi-factor sign-in is required for e-mail and every system reachable from the internet.",
        "Accounts of people who leave are closed on their last working day.",
        "Staff receive short security training at least once a year, including phishing exercises.",
      ],
    },
    {
      heading: "5. Measuring projects by launch, not by results",
      note: "A system that went live on time but is not used has cost money and delivered nothing.",
      items: [
        "Every technology project has a measurable business goal agreed before it starts.",
        "Adoption and the goal are measured three and six months after launch.",
        "Budget is kept after launch for training and improvements based on user feedback.",
      ],
    },
  ],
  closing:
    "If a mistake has two or more unchecked statements, it is probably costing you today. Kaizen Fusion helps mid-sized companies fix these one at a time, starting with the one that costs most.",
};
