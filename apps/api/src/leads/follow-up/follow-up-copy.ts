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
  /** The morning digest e-mail (plain text). */
  digest: {
    greeting: (day: string) => `Good morning. Your leads on ${day}:`,
    newLeads: (count: number) => `New leads (${count}):`,
    overdueFollowUps: (count: number) => `Overdue follow-ups (${count}):`,
    overdueTasks: (count: number) => `Overdue tasks (${count}):`,
    tasksToday: (count: number) => `Tasks due today (${count}):`,
    due: (when: string) => `  due ${when}`,
    allLeads: (url: string) => `All your leads: ${url}`,
    today: (url: string) => `Your day: ${url}`,
    subject: (day: string, newCount: number, overdueCount: number) =>
      `Your leads for ${day}: ${newCount} new, ${overdueCount} overdue`,
    /** Overdue tasks and those due today, together. */
    subjectTasks: (count: number) => (count === 1 ? ", 1 task due" : `, ${count} tasks due`),
  },
  errors: {
    date: "Enter the date as YYYY-MM-DD.",
    time: "Enter the time as HH:MM.",
    textTooLong: (max: number) => `Keep what to do to ${max} characters.`,
  },
} as const;
