import { MIN_PASSWORD_LENGTH } from "../auth/password-policy";

/** Words of the staff accounts page. */
export const staffAccountCopy = {
  title: "Staff accounts",
  intro:
    "Admins can do everything. Sales staff work leads (inbox, lead pages, notes, status, owner, follow-ups, board, people, export) and cannot open content, erasure, the blocklist, assignment settings or this page.",
  columns: {
    name: "Name",
    email: "E-mail",
    role: "Role",
    lastSignIn: "Last sign-in",
    status: "Status",
    actions: "Change",
  },
  never: "Never",
  active: "Active",
  disabledSince: (when: string) => `Disabled since ${when}`,
  roles: { admin: "Admin", sales: "Sales" },
  create: {
    heading: "Add a staff member",
    email: "E-mail address",
    name: "Name (optional)",
    role: "Role",
    submit: "Add staff member",
  },
  password: {
    field: `Password (at least ${MIN_PASSWORD_LENGTH} characters, not a common one)`,
    hint: "Leave it empty to have one generated and shown once.",
  },
  reset: {
    submit: "Reset password",
    hint: "Ends every session of this account.",
  },
  changeRole: "Change role",
  disable: "Disable",
  enable: "Enable",
  generatedHeading: "Password for",
  generatedText:
    "Give this password to them now: it is shown only this once and is not stored anywhere readable.",
  done: {
    created: (email: string) => `Added ${email}.`,
    reset: (email: string) => `Changed the password of ${email} and signed them out everywhere.`,
    role: (email: string) => `Changed the role of ${email}.`,
    disabled: (email: string) => `Disabled ${email} and signed them out everywhere.`,
    enabled: (email: string) => `Enabled ${email}.`,
  },
  errors: {
    email: "Enter an e-mail address.",
    name: "Keep the name under 100 characters.",
    role: "Choose Admin or Sales.",
    taken: "This address already has an account.",
    notFound: "No such staff account.",
    self: "You cannot disable your own account or take away your own admin role.",
    lastAdmin:
      "This is the last active admin: make another account admin first, or nobody could manage accounts.",
  },
  audit: {
    heading: "Changes to accounts",
    empty: "No changes yet.",
    columns: { when: "When", who: "By", what: "Change", whom: "Account" },
    actions: {
      create: "Added",
      reset_password: "Reset password",
      change_role: "Changed role",
      disable: "Disabled",
      enable: "Enabled",
      rename: "Renamed",
      change_setting: "Changed a role setting",
    },
  },
} as const;
