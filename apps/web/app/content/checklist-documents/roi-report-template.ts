import type { DownloadDocument } from "./document-types";

export const roiReportTemplate: DownloadDocument = {
  file: "roi-report-template",
  title: "ROI Report Template for Custom Software",
  audience: "For managers building the business case for a software or automation project",
  introduction:
    "Fill in this template to present the return on investment of a custom software project to your management or board. Use yearly figures in one currency, and note where each figure comes from: measured figures persuade, guesses invite questions.",
  layout: "form",
  sections: [
    {
      heading: "Project summary",
      items: [
        "Project name",
        "Process or problem the software addresses",
        "Sponsor and project owner",
        "Departments and number of people affected",
      ],
    },
    {
      heading: "Current (manual) cost per year",
      note: "Hours spent x loaded hourly cost, plus everything the current way of working costs.",
      items: [
        "Staff hours per year spent on the process",
        "Loaded hourly cost (salary, benefits, overheads)",
        "Cost of errors, rework and penalties",
        "Licences, tools and outsourcing used today",
        "Total manual cost per year (A)",
      ],
    },
    {
      heading: "Automated cost per year",
      note: "Spread the build cost over the years you expect to use the system.",
      items: [
        "Build cost spread per year of expected use",
        "Hosting, licences and support per year",
        "Staff hours still needed after automation x hourly cost",
        "Total automated cost per year (B)",
      ],
    },
    {
      heading: "Return on investment",
      note: "Savings = A - B; ROI % = (A - B) / B x 100.",
      items: [
        "Savings per year (A - B)",
        "ROI percentage",
        "Payback period in months (build cost / monthly savings)",
        "Benefits not counted above (speed, customer satisfaction, compliance)",
      ],
    },
    {
      heading: "Risks and decision",
      items: [
        "Main risks and how they will be managed",
        "Assumptions behind the figures",
        "Recommendation and requested decision",
        "Prepared by and date",
      ],
    },
  ],
  closing:
    "Use the ROI calculator at www.kaizenfusion.in/roi-calculator for a first estimate of A, B and the ROI percentage. Kaizen Fusion can review your figures and prepare a fixed-price proposal for the project.",
};
