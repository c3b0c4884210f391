// Every route the site must serve, written out independently of the app so a route the app
// forgets fails here.
export const routesWithLayout = [
  "/index",
  "/about",
  "/mission-vission",
  "/checklist",
  "/development",
  "/connectb2b",
  "/database-services",
  "/oraclexstore",
  "/estimate-builder",
  "/services",
  "/agentic-ai",
  "/IOT",
  "/comm-tool",
  "/kf-fairex",
  "/healsupportai",
  "/prodsupportai",
  "/hr-payroll",
  "/lexema-rpa",
  "/qualetics-ai",
  "/job-portal",
  "/apply-job",
  "/kf-blog",
  "/become-a-partner",
  "/company-details",
  "/faq",
  "/terms",
  "/project-deliver",
  "/privacy-policy",
];

// The pages of a single download form: eleven checklists, the SRS template and the ROI calculator.
export const downloadRoutes = [
  "/healthcare-checklist",
  "/datavisibility-checklist",
  "/vendorsupport-checklist",
  "/emrreview-checklist",
  "/systemcost-checklist",
  "/logistics-checklist",
  "/ecom-checklist",
  "/legacy-checklist",
  "/vendor-checklist",
  "/saastech-checklist",
  "/techmistake-checklist",
  "/srs-template",
  "/roi-calculator",
];

export const routesWithoutLayout = [
  ...downloadRoutes,
  "/sitemap",
  "/empcard/9810012345",
  "/voice-agent",
];
