import type { DownloadDocument } from "./document-types";

export const systemCostChecklist: DownloadDocument = {
  file: "systemcost-checklist",
  title: "System Cost Review Checklist",
  audience: "For finance heads, CIOs and owners of mid-sized companies",
  introduction:
    "Technology budgets grow quietly: a licence here, a bigger server there, a workaround that needs one more person. This review walks through where the money goes, so you can keep what earns its cost and cut what does not.",
  layout: "checklist",
  sections: [
    {
      heading: "Licences and subscriptions",
      items: [
        "You have one list of every software subscription, its owner, its renewal date and its yearly cost.",
        "Licences are matched to active users; accounts of people who left are removed within a week.",
        "No two tools do the same job in different departments (two CRMs, three file-sharing services).",
        "Renewals are reviewed a month ahead, with usage figures, instead of renewing automatically.",
      ],
    },
    {
      heading: "Infrastructure",
      items: [
        "Servers and cloud resources are sized from measured use, and reviewed at least twice a year.",
        "Test and development environments shut down outside working hours.",
        "Storage of old backups and logs follows a retention policy instead of growing forever.",
        "Cloud bills are split by project or department, so each cost has an owner.",
      ],
    },
    {
      heading: "People and workarounds",
      items: [
        "You know which tasks are done by re-typing data from one system into another, and how many hours they take.",
        "Reports that someone builds by hand every week or month have been counted and costed.",
        "Support tickets are grouped by cause, and the most frequent causes have a plan to remove them.",
      ],
    },
    {
      heading: "Vendors and contracts",
      items: [
        "Support and maintenance contracts state what is included, and you track what you actually use.",
        "Change requests to vendors are estimated and approved before work starts.",
        "You have compared your largest system's yearly cost with the cost of replacing or rebuilding it.",
      ],
    },
  ],
  closing:
    "Add up the yearly cost behind each unchecked item; the largest few usually pay for the whole review. Kaizen Fusion helps companies turn these findings into a costed plan, from licence clean-up to automating the manual work.",
};
