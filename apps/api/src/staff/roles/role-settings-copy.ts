/** The words of the role settings page and of what it changes elsewhere in the console. */
export const roleSettingsCopy = {
  title: "Role settings",
  nav: "Roles",
  intro:
    "Admins can do everything. Sales staff work leads; what else they may do is set here and applies at once.",
  salesHeading: "Sales",
  resumes: {
    label: "Sales can open job applicants' resumes",
    hint: "Resumes hold personal details beyond what a sales call needs. Off until you grant it.",
  },
  export: {
    legend: "Sales can export",
    own: "Only the leads they own",
    all: "All leads the inbox filters select",
  },
  save: "Save settings",
  saved: "Saved.",
  errors: {
    export: "Choose which leads sales may export.",
  },
  /** The staff audit log's words for a change. */
  audit: {
    target: "Sales role",
    resumes: (open: boolean) => `Sales can open job applicants' resumes: ${open ? "yes" : "no"}`,
    export: (scope: "own" | "all") =>
      `Sales can export: ${scope === "all" ? "all leads" : "only leads they own"}`,
  },
} as const;
