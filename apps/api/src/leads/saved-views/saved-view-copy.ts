/** Every word staff read about their saved inbox views. */
export const savedViewCopy = {
  heading: "Your saved views",
  none: "None yet.",
  saveSummary: "Save these filters as a view",
  open: (name: string) => `Open ${name}`,
  remove: "Remove",
  removeLabel: (name: string) => `Remove the saved view ${name}`,
  name: "Save this view as",
  nameHint: "A short name, such as “My estimates this week”.",
  save: "Save view",
  savedNotice: "View saved: it is listed under Your saved views.",
  removed: "Saved view removed.",
  errors: {
    nameEmpty: "Give the view a name.",
    nameTooLong: (max: number) => `Keep the name to ${max} characters.`,
    nameTaken: "You already have a view with this name. Choose another name.",
    tooMany: (max: number) => `You can keep ${max} saved views. Remove one first.`,
    nothingToSave: "Choose some filters first: a view of the whole inbox needs no saving.",
  },
};
