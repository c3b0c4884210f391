/** Words shared by every console page. */
export const consoleCopy = {
  productName: "Kaizen Fusion staff console",
  /** The header's and sign-in card's lockup beside the mark. */
  firmName: "Kaizen Fusion",
  consoleName: "Staff console",
  backToSite: "Back to the website",
  nav: {
    workLabel: "Console",
    adminLabel: "Admin",
    leads: "Leads",
    board: "Board",
    insights: "Insights",
    blog: "Blog",
    employees: "Employees",
    blocklist: "Blocklist",
    privacy: "Privacy",
    staff: "Staff",
  },
  signOut: "Sign out",
  signedInAs: "Signed in as",
  notFoundTitle: "Not found",
  notFoundText: "Nothing here. It may have been removed.",
  forbiddenTitle: "Admins only",
  forbiddenText:
    "Your account works leads; this area is for admins. Ask an admin if you need something here.",
  setupWarningsLabel: "Setup incomplete",
  backToLeads: "Back to leads",
  saved: "Saved.",
  fixErrors: "Please correct the fields marked below.",
  /** The messages of the editors' length checks. */
  fieldErrors: {
    required: (label: string) => `${label} is required.`,
    tooLong: (label: string, max: number) => `${label} may be at most ${max} characters.`,
  },
} as const;
