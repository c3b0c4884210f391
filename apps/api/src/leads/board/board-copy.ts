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
    /** A move from a board loaded before someone changed the lead; what they changed follows. */
    stale: (name: string) => `${name} was not moved: it changed after you loaded the board.`,
    noVersion: (name: string) =>
      `${name} was not moved: the board you moved it from is out of date. Here it is as it stands now.`,
  },
} as const;
