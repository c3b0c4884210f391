import { dataVisibilityChecklist } from "./datavisibility-checklist";
import type { DownloadDocument } from "./document-types";
import { ecommerceChecklist } from "./ecom-checklist";
import { emrReviewChecklist } from "./emrreview-checklist";
import { healthcareChecklist } from "./healthcare-checklist";
import { legacyChecklist } from "./legacy-checklist";
import { logisticsChecklist } from "./logistics-checklist";
import { roiCalculationChecklist } from "./roi-calculation-checklist";
import { roiReportTemplate } from "./roi-report-template";
import { saasTechChecklist } from "./saastech-checklist";
import { srsTemplate } from "./srs-template";
import { systemCostChecklist } from "./systemcost-checklist";
import { techMistakesChecklist } from "./techmistake-checklist";
import { vendorOnboardingChecklist } from "./vendor-checklist";
import { vendorSupportChecklist } from "./vendorsupport-checklist";

/** Every document the build prints to /pdf/: the 11 checklists, the SRS template and the two ROI documents. */
export const downloadDocuments: readonly DownloadDocument[] = [
  healthcareChecklist,
  dataVisibilityChecklist,
  vendorSupportChecklist,
  emrReviewChecklist,
  systemCostChecklist,
  logisticsChecklist,
  ecommerceChecklist,
  legacyChecklist,
  vendorOnboardingChecklist,
  saasTechChecklist,
  techMistakesChecklist,
  srsTemplate,
  roiReportTemplate,
  roiCalculationChecklist,
];
