/** Words shared by every console page. */
export const consoleCopy = {
  productName: "Kaizen Fusion staff console",
  nav: {
    leads: "Leads",
    blog: "Blog",
    employees: "Employees",
    blocklist: "Blocklist",
    privacy: "Privacy",
  },
  signOut: "Sign out",
  signedInAs: "Signed in as",
  notFoundTitle: "Not found",
  notFoundText: "Nothing here. It may have been removed.",
  backToLeads: "Back to leads",
  saved: "Saved.",
  fixErrors: "Please correct the fields marked below.",
} as const;
