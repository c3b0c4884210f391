/** Words of disabling an account that still owns open leads. */
export const staffHandOffCopy = {
  label: (open: number) => (open === 1 ? "Their 1 open lead" : `Their ${open} open leads`),
  roundRobin: "Hand to the round robin",
  giveTo: (name: string) => `Give to ${name}`,
  refused: "Choose the round robin or an active colleague for their open leads.",
} as const;
