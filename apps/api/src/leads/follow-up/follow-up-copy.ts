/** Every text of the follow-up form, the waiting badge and the e-mails about follow-ups. */
export const followUpCopy = {
  heading: "Next action",
  none: "No next action planned.",
  due: (when: string) => `Due ${when}`,
  overdue: "Overdue",
  date: "Date",
  time: "Time",
  timeHint: (zone: string) => `On the firm's clock (${zone}).`,
  text: "What to do",
  save: "Save next action",
  clear: "Clear next action",
  clearHint: "Empty the date and what to do for no next action.",
  waiting: (hours: number) => `Waiting ${hours} h`,
  waitingTitle:
    "Nobody has acted on this lead yet; hours counted Monday to Saturday, 9:00 to 18:00.",
  errors: {
    date: "Enter the date as YYYY-MM-DD.",
    time: "Enter the time as HH:MM.",
    textTooLong: (max: number) => `Keep what to do to ${max} characters.`,
  },
} as const;
