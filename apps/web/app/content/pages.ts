// Every prerendered page, keyed by its exact, case-sensitive path: the entries of sitemap.xml. Each
// page's own copy lives in `pages/<page>.ts` and is imported by that page's entry and body.

import { caseStudyPages } from "./case-studies";
import { industryPages } from "./industries";
import aboutPage from "./pages/about";
import agenticAiPage from "./pages/agentic-ai";
import applyJobPage from "./pages/apply-job";
import becomeAPartnerPage from "./pages/become-a-partner";
import bookPage from "./pages/book";
import checklistPage from "./pages/checklist";
import commToolPage from "./pages/comm-tool";
import companyDetailsPage from "./pages/company-details";
import connectb2bPage from "./pages/connectb2b";
import databaseServicesPage from "./pages/database-services";
import datavisibilityChecklistPage from "./pages/datavisibility-checklist";
import developmentPage from "./pages/development";
import ecomChecklistPage from "./pages/ecom-checklist";
import empcardPage from "./pages/empcard";
import emrreviewChecklistPage from "./pages/emrreview-checklist";
import estimateBuilderPage from "./pages/estimate-builder";
import faqPage from "./pages/faq";
import healsupportaiPage from "./pages/healsupportai";
import healthcareChecklistPage from "./pages/healthcare-checklist";
import homePage from "./pages/home";
import hrPayrollPage from "./pages/hr-payroll";
import industriesPage from "./pages/industries";
import iotPage from "./pages/iot";
import jobPortalPage from "./pages/job-portal";
import kfBlogPage from "./pages/kf-blog";
import kfFairexPage from "./pages/kf-fairex";
import legacyChecklistPage from "./pages/legacy-checklist";
import lexemaRpaPage from "./pages/lexema-rpa";
import logisticsChecklistPage from "./pages/logistics-checklist";
import missionVissionPage from "./pages/mission-vission";
import oraclexstorePage from "./pages/oraclexstore";
import type { PageContent } from "./pages/page-content";
import privacyPolicyPage from "./pages/privacy-policy";
import prodsupportaiPage from "./pages/prodsupportai";
import projectDeliverPage from "./pages/project-deliver";
import qualeticsAiPage from "./pages/qualetics-ai";
import roiCalculatorPage from "./pages/roi-calculator";
import saastechChecklistPage from "./pages/saastech-checklist";
import servicesPage from "./pages/services";
import sitemapPage from "./pages/sitemap";
import srsTemplatePage from "./pages/srs-template";
import systemcostChecklistPage from "./pages/systemcost-checklist";
import techmistakeChecklistPage from "./pages/techmistake-checklist";
import termsPage from "./pages/terms";
import vendorChecklistPage from "./pages/vendor-checklist";
import vendorsupportChecklistPage from "./pages/vendorsupport-checklist";
import voiceAgentPage from "./pages/voice-agent";

export type { PageContent };

export const pages = {
  [homePage.path]: homePage,
  [aboutPage.path]: aboutPage,
  [missionVissionPage.path]: missionVissionPage,
  [checklistPage.path]: checklistPage,
  [developmentPage.path]: developmentPage,
  [connectb2bPage.path]: connectb2bPage,
  [databaseServicesPage.path]: databaseServicesPage,
  [oraclexstorePage.path]: oraclexstorePage,
  [estimateBuilderPage.path]: estimateBuilderPage,
  [bookPage.path]: bookPage,
  [servicesPage.path]: servicesPage,
  [agenticAiPage.path]: agenticAiPage,
  [iotPage.path]: iotPage,
  [commToolPage.path]: commToolPage,
  [kfFairexPage.path]: kfFairexPage,
  [healsupportaiPage.path]: healsupportaiPage,
  [prodsupportaiPage.path]: prodsupportaiPage,
  [hrPayrollPage.path]: hrPayrollPage,
  [lexemaRpaPage.path]: lexemaRpaPage,
  [qualeticsAiPage.path]: qualeticsAiPage,
  [jobPortalPage.path]: jobPortalPage,
  [applyJobPage.path]: applyJobPage,
  [kfBlogPage.path]: kfBlogPage,
  [becomeAPartnerPage.path]: becomeAPartnerPage,
  [companyDetailsPage.path]: companyDetailsPage,
  [faqPage.path]: faqPage,
  [termsPage.path]: termsPage,
  [projectDeliverPage.path]: projectDeliverPage,
  [privacyPolicyPage.path]: privacyPolicyPage,
  [healthcareChecklistPage.path]: healthcareChecklistPage,
  [datavisibilityChecklistPage.path]: datavisibilityChecklistPage,
  [vendorsupportChecklistPage.path]: vendorsupportChecklistPage,
  [emrreviewChecklistPage.path]: emrreviewChecklistPage,
  [systemcostChecklistPage.path]: systemcostChecklistPage,
  [logisticsChecklistPage.path]: logisticsChecklistPage,
  [ecomChecklistPage.path]: ecomChecklistPage,
  [legacyChecklistPage.path]: legacyChecklistPage,
  [vendorChecklistPage.path]: vendorChecklistPage,
  [saastechChecklistPage.path]: saastechChecklistPage,
  [techmistakeChecklistPage.path]: techmistakeChecklistPage,
  [srsTemplatePage.path]: srsTemplatePage,
  [roiCalculatorPage.path]: roiCalculatorPage,
  [sitemapPage.path]: sitemapPage,
  [empcardPage.path]: empcardPage,
  [voiceAgentPage.path]: voiceAgentPage,
  [industriesPage.path]: industriesPage,
  ...industryPages,
  ...caseStudyPages,
} as const satisfies Record<string, PageContent>;

export type PagePath = keyof typeof pages;

export const prerenderedPaths = Object.keys(pages) as PagePath[];
