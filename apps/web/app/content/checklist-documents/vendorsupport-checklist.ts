import type { DownloadDocument } from "./document-types";

export const vendorSupportChecklist: DownloadDocument = {
  file: "vendorsupport-checklist",
  title: "Vendor Support and Stability Audit",
  audience:
    "For mid-sized companies that depend on an outside vendor for a business-critical system",
  introduction:
    "A vendor relationship rarely fails in one day: tickets take a little longer, releases break a little more, key people leave. This audit helps you measure your vendor against clear criteria, so a conversation about improvement (or a move) rests on facts.",
  layout: "checklist",
  sections: [
    {
      heading: "Support responsiveness",
      items: [
        "The contract defines response and resolution times by severity, and the vendor reports against them monthly.",
        "Critical incidents in the last six months were acknowledged within the agreed time.",
        "You can reach a named support contact, not only a generic ticket queue.",
        "Tickets are closed only after your team confirms the fix works.",
      ],
    },
    {
      heading: "Release quality",
      items: [
        "Releases come with release notes that say what changed and what to test.",
        "Fewer than one release in ten in the past year needed an urgent follow-up fix.",
        "You have a test environment where releases are checked before they reach production.",
        "Rollback is possible and has been done successfully at least once.",
      ],
    },
    {
      heading: "Stability and performance",
      items: [
        "Uptime over the last twelve months met the level in the contract, measured by you, not only by the vendor.",
        "The same incident has not recurred three or more times.",
        "Response times of everyday screens have not grown worse over the past year.",
      ],
    },
    {
      heading: "Continuity and exit",
      items: [
        "The vendor has more than one engineer who knows your system, and documentation exists for it.",
        "You hold current copies of your data in a format you can read without the vendor.",
        "The contract covers source code escrow or hand-over if the vendor stops trading.",
        "You know the notice period and the cost of leaving, and have estimated the effort of a migration.",
      ],
    },
  ],
  closing:
    "Score each section: four checked boxes is healthy, two or fewer needs a meeting with the vendor this quarter. Kaizen Fusion can take over support of systems built by others, or act as an independent reviewer in that meeting.",
};
