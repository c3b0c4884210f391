/** Every word staff read about acting on several leads at once from the inbox. */
export const bulkCopy = {
  bar: {
    label: "With the selected leads",
    choose: "Choose an action",
    assignGroup: "Assign to",
    statusGroup: "Set the status to",
    taskGroup: "Plan",
    addTask: "Add a task to each…",
    exportGroup: "Export",
    exportCsv: "Export as CSV",
    exportXlsx: "Export as XLSX",
    apply: "Apply",
    select: (name: string) => `Select ${name}`,
    selectHeading: "Select",
  },
  done: {
    assigned: (count: number, owner: string) => `${leads(count)} assigned to ${owner}.`,
    status: (count: number, status: string) => `${leads(count)} set to ${status}.`,
    tasks: (count: number) => `A task added to ${leads(count)}.`,
    unchanged: (count: number) => ` ${count} already as asked, left unchanged.`,
  },
  errors: {
    noneSelected: "Select at least one lead first: tick the box at the start of its row.",
    tooMany: (max: number) => `Select at most ${max} leads at once.`,
    action: "Choose what to do with the selected leads.",
    owner: "That person cannot take leads any more. Choose someone else.",
    gone: "None of the selected leads exists any more.",
  },
  task: {
    title: (count: number) => `Add a task to ${leads(count)}`,
    intro: "Each lead gets its own task, due at the same time.",
    selected: "The selected leads",
    eachOwner: "Each lead's owner (you where a lead has none)",
    add: (count: number) => `Add ${count === 1 ? "the task" : `${count} tasks`}`,
    back: "Back to the inbox",
  },
};

function leads(count: number) {
  return count === 1 ? "1 lead" : `${count} leads`;
}
