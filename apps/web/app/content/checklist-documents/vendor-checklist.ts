import type { DownloadDocument } from "./document-types";

export const vendorOnboardingChecklist: DownloadDocument = {
  file: "vendor-checklist",
  title: "Vendor Onboarding Checklist",
  audience: "For fintech and insurtech teams bringing on a new technology vendor",
  introduction:
    "Regulators hold you responsible for what your vendors do with your customers' data and money. Use this checklist before signing with a new technology vendor, and keep the evidence for each item: auditors will ask for it.",
  layout: "checklist",
  sections: [
    {
      heading: "Due diligence",
      items: [
        "The vendor's company registration, ownership and financial standing have been checked.",
        "References from at least two clients in financial services have been contacted.",
        "The vendor's key subcontractors and hosting providers are known and acceptable.",
      ],
    },
    {
      heading: "Security and compliance",
      items: [
        "The vendor holds a current security certification (such as ISO 27001 or SOC 2) or has passed your own assessment.",
        "A recent penetration test report has been reviewed and critical findings are closed.",
        "Access to your systems uses individual accounts, multi-factor sign-in and least privilege.",
        "The vendor meets the data localisation and outsourcing rules of your regulator.",
        "Incident notification within an agreed time (for example 24 hours) is written into the contract.",
      ],
    },
    {
      heading: "Data handling",
      items: [
        "You know exactly which customer data the vendor will receive, store or process, and why.",
        "Data is encrypted in transit and at rest, and the vendor can say who holds the keys.",
        "The vendor will return or destroy your data at the end of the contract, with confirmation.",
      ],
    },
    {
      heading: "Contract and operations",
      items: [
        "Service levels (availability, support response, recovery time) are defined and measurable.",
        "Your right to audit the vendor, directly or through a third party, is in the contract.",
        "There is an exit plan: how you would move to another vendor and how long it would take.",
        "A named owner in your company reviews the vendor's performance at least every quarter.",
      ],
    },
  ],
  closing:
    "Keep this checklist with the evidence for each item in your vendor file. Kaizen Fusion builds and integrates systems for fintech and insurtech companies with these controls designed in from the start.",
};
