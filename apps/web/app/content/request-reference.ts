/** The line under every thank-you message that gives the visitor their request's reference. */
export const requestReferenceCopy = {
  label: "Your reference:",
  hint: "Quote it when you write or call, and we find your request at once.",
} as const;
