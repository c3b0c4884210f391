import type { ChecklistPagePath } from "./checklists";
import datavisibilityChecklist from "./pages/datavisibility-checklist";
import ecomChecklist from "./pages/ecom-checklist";
import emrreviewChecklist from "./pages/emrreview-checklist";
import healthcareChecklist from "./pages/healthcare-checklist";
import legacyChecklist from "./pages/legacy-checklist";
import logisticsChecklist from "./pages/logistics-checklist";
import type { PageContent } from "./pages/page-content";
import roiCalculator from "./pages/roi-calculator";
import saastechChecklist from "./pages/saastech-checklist";
import srsTemplate from "./pages/srs-template";
import systemcostChecklist from "./pages/systemcost-checklist";
import techmistakeChecklist from "./pages/techmistake-checklist";
import vendorChecklist from "./pages/vendor-checklist";
import vendorsupportChecklist from "./pages/vendorsupport-checklist";

// Headings and blurbs of the 13 download pages, for the cards of the checklist index alone.
export const checklistPageCopy: Record<ChecklistPagePath, PageContent> = {
  [healthcareChecklist.path]: healthcareChecklist,
  [datavisibilityChecklist.path]: datavisibilityChecklist,
  [vendorsupportChecklist.path]: vendorsupportChecklist,
  [emrreviewChecklist.path]: emrreviewChecklist,
  [systemcostChecklist.path]: systemcostChecklist,
  [logisticsChecklist.path]: logisticsChecklist,
  [ecomChecklist.path]: ecomChecklist,
  [legacyChecklist.path]: legacyChecklist,
  [vendorChecklist.path]: vendorChecklist,
  [saastechChecklist.path]: saastechChecklist,
  [techmistakeChecklist.path]: techmistakeChecklist,
  [srsTemplate.path]: srsTemplate,
  [roiCalculator.path]: roiCalculator,
};
