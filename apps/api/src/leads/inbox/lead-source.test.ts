import { describe, expect, it } from "vitest";
import { describeLeadSource, type LeadSourceFields } from "./lead-source";

const lead = (fields: Partial<LeadSourceFields> & Pick<LeadSourceFields, "kind">) => ({
  source_call: "SaveLead",
  lead_code: null,
  offer: null,
  landing_page: null,
  ...fields,
});

// What each form of the site stores, as the save routes write it.
const saveLead = (lead_code: string, offer: string, landing_page: string) =>
  lead({ kind: "checklist", source_call: "SaveLead", lead_code, offer, landing_page });

describe("describeLeadSource: one case per form of the site", () => {
  const cases: [string, LeadSourceFields, string][] = [
    [
      "contact form (home page)",
      lead({ kind: "contact", source_call: "SaveFeedback", landing_page: "/index" }),
      "Contact form on the home page",
    ],
    [
      "estimate builder",
      lead({ kind: "estimate", source_call: "SaveEstimate", landing_page: "/estimate-builder" }),
      "Cost estimate",
    ],
    [
      "healthcare checklist",
      saveLead("HCT", "Healthcare Checklist", "/healthcare-checklist"),
      "Healthcare checklist",
    ],
    [
      "data visibility checklist",
      saveLead("HCT", "Data Visibility Checklist", "/datavisibility-checklist"),
      "Data visibility checklist",
    ],
    [
      "EMR review checklist",
      saveLead("HCT", "EMR-lite App Architecture Review Checklist", "/emrreview-checklist"),
      "EMR-lite app architecture review checklist",
    ],
    [
      "logistics checklist",
      saveLead("LOS", "Logistics Checklist", "/logistics-checklist"),
      "Logistics checklist",
    ],
    [
      "e-commerce checklist",
      saveLead("DCE", "Ecommerce Checklist", "/ecom-checklist"),
      "E-commerce checklist",
    ],
    [
      "legacy checklist",
      saveLead("LSO", "Legacy Checklist", "/legacy-checklist"),
      "Legacy systems checklist",
    ],
    [
      "vendor onboarding checklist",
      saveLead("MMF", "Vendor Onboarding Checklist", "/vendor-checklist"),
      "Vendor onboarding checklist",
    ],
    [
      "SaaS checklist",
      saveLead("SAS", "SaaS Tech Health Checklist", "/saastech-checklist"),
      "SaaS tech health checklist",
    ],
    [
      "tech mistakes checklist",
      saveLead("MSC", "Top 5 Tech Mistakes Checklist", "/techmistake-checklist"),
      "Top 5 tech mistakes checklist",
    ],
    [
      "system cost checklist",
      saveLead("MSC", "System Cost Checklist", "/systemcost-checklist"),
      "System cost checklist",
    ],
    [
      "vendor support audit",
      saveLead("MSC", "Vendor Support And Stability Audit", "/vendorsupport-checklist"),
      "Vendor support and stability audit",
    ],
    ["SRS template", saveLead("OTH", "SRS Template", "/srs-template"), "SRS template"],
    ["ROI calculator", saveLead("OTH", "ROI Calculator", "/roi-calculator"), "ROI calculator"],
    [
      "agentic AI early access",
      saveLead("OTH", "Agentic AI Early Access Request", "/agentic-ai"),
      "Early access: Agentic AI services",
    ],
    [
      "communication tool early access",
      saveLead("OTH", "Communication Tools Early Access Request", "/comm-tool"),
      "Early access: Corporate communication tool",
    ],
    [
      "voice agent call-back",
      saveLead("OTH", "Voice Agent Demo Call-back", "/voice-agent"),
      "Voice agent demo call-back",
    ],
    [
      "HR & Payroll demo",
      lead({
        kind: "product_demo",
        source_call: "SaveProdLead",
        lead_code: "HR & Payroll Demo Request",
        offer: "HR & Payroll",
        landing_page: "/hr-payroll",
      }),
      "HR & Payroll demo request",
    ],
    [
      "Lexema RPA demo",
      lead({
        kind: "product_demo",
        source_call: "SaveProdLead",
        lead_code: "Lexema RPA Demo Request",
        offer: "Lexema RPA",
        landing_page: "/lexema-rpa",
      }),
      "Lexema RPA demo request",
    ],
    [
      "Qualetics AI demo",
      lead({
        kind: "product_demo",
        source_call: "SaveProdLead",
        lead_code: "Qualetics AI Demo Request",
        offer: "Qualetics AI",
        landing_page: "/qualetics-ai",
      }),
      "Qualetics AI demo request",
    ],
    [
      "medical clinic AI page",
      lead({
        kind: "ai_support",
        source_call: "SupportSave",
        lead_code: "AI for Medical Clinic",
        landing_page: "/healsupportai",
      }),
      "Medical clinic AI support",
    ],
    [
      "manufacturing AI page",
      lead({
        kind: "ai_support",
        source_call: "SupportSave",
        lead_code: "AI for Manufacturing",
        landing_page: "/prodsupportai",
      }),
      "Manufacturing AI support",
    ],
    [
      "partner registration",
      lead({ kind: "partner", source_call: "SavePartner", landing_page: "/become-a-partner" }),
      "Partner registration",
    ],
    [
      "job application",
      lead({
        kind: "candidate",
        source_call: "SaveCandidate",
        offer: "Sales Intern",
        landing_page: "/apply-job",
      }),
      "Job application: Sales Intern",
    ],
  ];

  it.each(cases)("%s", (_form, fields, words) => {
    expect(describeLeadSource(fields)).toBe(words);
  });
});

describe("describeLeadSource: values the site's forms do not send", () => {
  it("names the contact form's page when it was not the home page, ignoring the query", () => {
    expect(
      describeLeadSource(
        lead({ kind: "contact", landing_page: "/index?utm_source=newsletter#form" }),
      ),
    ).toBe("Contact form on the home page");
    expect(describeLeadSource(lead({ kind: "contact", landing_page: "/about" }))).toBe(
      "Contact form on /about",
    );
    expect(describeLeadSource(lead({ kind: "contact" }))).toBe("Contact form");
  });

  it("falls back to the kind label plus the code", () => {
    expect(
      describeLeadSource(lead({ kind: "checklist", lead_code: "XYZ", offer: "Old PDF" })),
    ).toBe("Checklist: Old PDF");
    expect(
      describeLeadSource(lead({ kind: "product_demo", lead_code: "Payroll trial", offer: null })),
    ).toBe("Product demo: Payroll trial");
    expect(describeLeadSource(lead({ kind: "ai_support", lead_code: "AI for Retail" }))).toBe(
      "AI support: AI for Retail",
    );
    expect(describeLeadSource(lead({ kind: "candidate" }))).toBe("Job application");
  });

  it("does not take an inherited property name for a known offer", () => {
    expect(describeLeadSource(lead({ kind: "checklist", offer: "constructor" }))).toBe(
      "Checklist: constructor",
    );
  });
});
