import type { LeadTaskKind, LeadTaskOutcome } from "../infrastructure/database/schema";

/** Every word staff read about tasks: the lead page's list and forms, the timeline and Today. */
export const taskCopy = {
  kinds: {
    call: "Call",
    email: "E-mail",
    meeting: "Meeting",
    todo: "To-do",
  } satisfies Record<LeadTaskKind, string>,
  outcomes: {
    no_answer: "No answer",
    talked: "Talked",
    left_message: "Left a message",
    done: "Done",
  } satisfies Record<LeadTaskOutcome, string>,

  lead: {
    heading: "Tasks",
    none: "No open tasks on this lead.",
    open: (count: number) => (count === 1 ? "1 open task" : `${count} open tasks`),
    overdue: "Overdue",
    due: (when: string) => `Due ${when}`,
    owner: (name: string) => `for ${name}`,
    completeHeading: "Complete",
    outcome: "Outcome",
    note: "Note (optional)",
    complete: "Complete task",
    completeFor: (title: string) => `Complete task: ${title}`,
    addHeading: "Add a task",
    kind: "Kind",
    title: "Title",
    titleHint: "A few words: what to do.",
    date: "Due date",
    time: "Due time",
    timeHint: (zone: string) => `On the firm's clock (${zone}).`,
    owner_label: "Owner",
    leadOwnerOption: (name: string) => `${name} (the lead's owner)`,
    youOption: "You (the lead has no owner)",
    lateConfirm: "The time has already passed — add the task anyway",
    add: "Add task",
    added: "Task added.",
    completed: "Task completed.",
    unassignedOwner: "nobody",
  },

  timeline: {
    added: (kind: string, title: string, who: string, due: string) =>
      `${kind} task added by ${who}: “${title}”, due ${due}`,
    completed: (kind: string, title: string, outcome: string, who: string) =>
      `${kind} task completed by ${who}: “${title}” — ${outcome}`,
  },

  today: {
    title: "Today",
    teamTitle: "Today — the team",
    ownerTitle: (name: string) => `Today — ${name}`,
    intro: (day: string) => `${day}, on the firm's clock.`,
    filter: "Whose tasks",
    everyone: "Everyone",
    show: "Show",
    overdue: "Overdue",
    noneOverdue: "Nothing overdue.",
    dueToday: "Due today",
    noneToday: "No tasks due for the rest of today.",
    waiting: (hours: number) => `Waiting for a reply for ${hours} working hours or more`,
    waitingHint:
      "Nobody has called, written to or met them since they asked; working hours are Monday to Saturday, 9:00 to 18:00.",
    noneWaiting: "Nobody has waited that long.",
    newLeads: "New leads nobody has touched yet",
    noneNew: "No untouched new leads.",
    columns: {
      due: "Due",
      task: "Task",
      lead: "Lead",
      owner: "Owner",
      arrived: "Arrived",
      source: "Kind",
    },
    nav: "Today",
  },

  errors: {
    kind: "Choose what kind of task this is: call, e-mail, meeting or to-do.",
    titleEmpty: "Give the task a short title.",
    titleTooLong: (max: number) => `Keep the title to ${max} characters.`,
    date: "Enter the due date as YYYY-MM-DD.",
    time: "Enter the due time as HH:MM.",
    owner: "Choose the task's owner from the list of active staff.",
    past: (when: string) =>
      `The due time ${when} has already passed. Tick “The time has already passed — add the task anyway” to add it all the same.`,
    outcomeCall: "Choose how the call went: No answer, Talked or Left a message.",
    outcomeOther: "Choose Done to complete this task.",
    noteTooLong: (max: number) => `Keep the note to ${max} characters.`,
    alreadyDone: (who: string, when: string) =>
      `This task was already completed by ${who} on ${when}.`,
    notYours: (owner: string) =>
      `Only ${owner}, the lead's owner or an admin can complete this task.`,
    ownerFilter: "There is no such staff member; showing your own day.",
    someone: "someone",
  },
} as const;

type TaskNotice = "added" | "completed";

/** The flash a lead page shows after a task form, from its `?task=` query. */
export function leadTaskNotice(query: unknown): string | undefined {
  const done = (query as { task?: unknown } | null)?.task;
  const notices: Record<TaskNotice, string> = {
    added: taskCopy.lead.added,
    completed: taskCopy.lead.completed,
  };
  return done === "added" || done === "completed" ? notices[done] : undefined;
}
