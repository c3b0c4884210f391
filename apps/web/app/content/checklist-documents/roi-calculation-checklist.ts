import type { DownloadDocument } from "./document-types";

export const roiCalculationChecklist: DownloadDocument = {
  file: "roi-calculation-checklist",
  title: "ROI Calculation Checklist",
  audience: "For anyone checking the figures behind a software ROI estimate",
  introduction:
    "An ROI figure is only as good as the costs that go into it. Before you present the result of the ROI calculator, check that the manual and automated costs are complete, comparable and realistic.",
  layout: "checklist",
  sections: [
    {
      heading: "Manual cost: count everything",
      items: [
        "Hours were measured or logged for at least two typical weeks, not estimated from memory.",
        "The hourly cost includes benefits, office space and management time, not only salary.",
        "The cost of errors (rework, refunds, penalties, lost customers) is included.",
        "Seasonal peaks and overtime are reflected in the yearly figure.",
      ],
    },
    {
      heading: "Automated cost: be honest",
      items: [
        "Build cost is spread over a realistic lifetime (usually three to five years).",
        "Hosting, licences, support and future changes are included every year.",
        "Time for training, data migration and running old and new systems side by side is counted.",
        "Staff time still needed after automation (checking, exceptions) is included.",
      ],
    },
    {
      heading: "Comparing fairly",
      items: [
        "Both costs cover the same period, the same volume of work and the same currency.",
        "Growth is considered: the manual cost usually rises with volume, the automated cost much less.",
        "Savings of staff time are counted only if that time is really reused or no longer paid for.",
      ],
    },
    {
      heading: "Presenting the result",
      items: [
        "The ROI percentage is shown with the savings amount and the payback period.",
        "A cautious case (costs 20% higher, savings 20% lower) still shows a positive return.",
        "Benefits that are hard to price (speed, accuracy, compliance) are listed separately.",
        "Every figure names its source, so reviewers can check it.",
      ],
    },
  ],
  closing:
    "If your figures pass this checklist, your ROI estimate is ready for a decision meeting. Kaizen Fusion can validate the numbers with you and turn them into a project plan.",
};
