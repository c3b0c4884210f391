export const boardCopy = {
  title: "Pipeline board",
  nav: "Board",
  filter: "Filter",
  reset: "Clear",
  empty: "No leads",
  count: (shown: number, total: number) => (shown === total ? `${total}` : `${shown} of ${total}`),
  moreInInbox: (total: number) => `All ${total} in the inbox`,
  moveLabel: (name: string) => `Move ${name} to`,
  move: "Move",
  moved: "Moved.",
  errors: {
    status: "Choose one of the statuses.",
  },
} as const;
