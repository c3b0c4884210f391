import type { DownloadDocument } from "./document-types";

export const emrReviewChecklist: DownloadDocument = {
  file: "emrreview-checklist",
  title: "EMR-lite App Architecture Review",
  audience: "For founders and technical leads of lightweight electronic medical record apps",
  introduction:
    "An EMR-lite app starts small: a few forms, a patient list, prescriptions. Growth brings more clinics, more integrations and far more scrutiny. Review your architecture against these points before scale or an audit finds the gaps for you.",
  layout: "checklist",
  sections: [
    {
      heading: "Data model",
      items: [
        "Patients, encounters, observations and prescriptions are separate entities, not fields on one large table.",
        "Clinical data is never deleted; corrections create a new version with author and time.",
        "Coded fields use standard vocabularies (ICD-10 for diagnoses, LOINC for lab tests) where they exist.",
        "The model supports several clinics (tenants) without copying the database for each one.",
      ],
    },
    {
      heading: "Security",
      items: [
        "Authorisation is checked on the server for every request, not only hidden in the user interface.",
        "Each tenant's data is isolated, and a test proves one clinic cannot read another's records.",
        "Secrets (database passwords, API keys) live in a secret store, not in the code repository.",
        "Audit logs record who viewed or changed which record, and cannot be edited by application users.",
      ],
    },
    {
      heading: "Integrations",
      items: [
        "There is a documented API for labs, pharmacies and billing partners, with versioning.",
        "Incoming messages are queued and retried, so a partner outage does not lose results.",
        "FHIR resources (or another interoperability standard) are available for data exchange.",
      ],
    },
    {
      heading: "Performance and operations",
      items: [
        "The patient list and chart open in under two seconds with a year of realistic data loaded.",
        "Database indexes match the app's main queries, and slow queries are logged.",
        "Deployments are automated and can be rolled back within minutes.",
        "Backups are encrypted, restored in a test at least twice a year, and meet your recovery time target.",
      ],
    },
  ],
  closing:
    "Items left unchecked in the security section should be fixed before any other work. Kaizen Fusion reviews healthcare app architectures and can pair with your team on the changes.",
};
