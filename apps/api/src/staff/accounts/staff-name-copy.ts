/** Words of renaming staff: one's own name page, and the rename on the staff accounts page. */
export const staffNameCopy = {
  pageTitle: "Your name",
  intro: "Colleagues see this name on leads, the timeline and the board instead of your address.",
  field: "Your name",
  adminField: "Name",
  save: "Save name",
  rename: "Rename",
  signedInAs: "Your account",
  saved: (name: string) => `Your name is now ${name}.`,
  renamed: (email: string) => `Renamed ${email}.`,
  errors: {
    empty: "Enter a name.",
    tooLong: (max: number) => `Keep the name to ${max} characters or fewer.`,
  },
} as const;
