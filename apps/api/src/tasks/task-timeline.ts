import { taskCopy } from "./task-copy";
import type { TaskRow } from "./task-repository";

const copy = taskCopy.timeline;

/** A lead timeline entry, as the lead page's timeline lists them. */
export interface TaskTimelineEntry {
  key: string;
  at: string;
  text: string;
  body?: string;
}

/**
 * The lead timeline's entries for its tasks: each one added (what, for when, by whom) and each
 * one completed (how it went, by whom, with the note as written).
 */
export function taskTimelineEntries(
  tasks: readonly TaskRow[],
  formatTime: (iso: string) => string,
  someone: string,
): TaskTimelineEntry[] {
  const entries: TaskTimelineEntry[] = [];
  for (const task of tasks) {
    const kind = taskCopy.kinds[task.kind];
    entries.push({
      key: `task-${task.id}-added`,
      at: task.createdAt,
      text: copy.added(kind, task.title, task.createdByName ?? someone, formatTime(task.dueAt)),
    });
    if (task.completedAt !== null && task.outcome !== null) {
      entries.push({
        key: `task-${task.id}-done`,
        at: task.completedAt,
        text: copy.completed(
          kind,
          task.title,
          taskCopy.outcomes[task.outcome],
          task.completedByName ?? someone,
        ),
        ...(task.outcomeNote === null ? {} : { body: task.outcomeNote }),
      });
    }
  }
  return entries;
}
