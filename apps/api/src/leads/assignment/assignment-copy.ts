/** Every text of the owner form and the assignment settings page. */
export const assignmentCopy = {
  owner: "Owner",
  unassigned: "Unassigned",
  disabledOwner: (name: string) => `${name} (disabled)`,
  chooseNewOwner: "Choose a new owner",
  reassign: "Change owner",
  ownerLabel: "Give it to",
  settingsTitle: "Lead assignment",
  settingsIntro:
    "New leads of each kind go in turn to the staff ticked for it. Disabled accounts never get leads. A kind nobody takes stays unassigned.",
  staffColumn: "Staff member",
  save: "Save assignment",
  saved: "Assignment saved.",
  noStaff: "No active staff accounts yet.",
  errors: {
    owner: "Choose an active staff member as the owner.",
  },
} as const;
