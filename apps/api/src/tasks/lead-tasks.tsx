import type { ReactNode } from "react";
import { utcToFirmWallTime } from "../console/views/firm-clock";
import { formatFirmTime } from "../console/views/firm-time";
import { staffName } from "../console/views/staff-name";
import { taskCopy } from "./task-copy";
import type { TaskRow } from "./task-repository";
import {
  MAX_OUTCOME_NOTE_LENGTH,
  MAX_TASK_TITLE_LENGTH,
  outcomesOf,
  TASK_KINDS,
  type TaskForm,
  type TaskFormErrors,
} from "./task-rules";

const copy = taskCopy.lead;

/** What the lead page's Tasks section needs beyond the lead itself. */
export interface LeadTasksView {
  tasks: TaskRow[];
  /** Who may own a task: the active accounts. */
  activeStaff: { id: number; email: string; display_name: string | null }[];
  /** The lead's owner when their account is active: the default owner of a new task. */
  leadOwnerId: number | null;
  /** ISO; an open task due before it is overdue. */
  now: string;
  /** A refused add-task form: what was typed and why. */
  addForm?: { typed: Partial<TaskForm>; errors: TaskFormErrors };
  /** A refused completion: which task, what was chosen and why. */
  completeForm?: { taskId: number; outcome: string; note: string; message: string };
}

export const leadTasksPath = (leadId: number) => `/admin/leads/${leadId}/tasks`;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message === undefined ? null : (
    <span className="error" id={id}>
      {message}
    </span>
  );
}

function CompleteForm({
  leadId,
  task,
  refused,
}: {
  leadId: number;
  task: TaskRow;
  refused: LeadTasksView["completeForm"];
}) {
  const mine = refused?.taskId === task.id ? refused : undefined;
  const errorId = `task-${task.id}-error`;
  const outcomes = outcomesOf(task.kind);
  return (
    <details open={mine !== undefined}>
      <summary>{copy.completeHeading}</summary>
      <form method="post" action={`${leadTasksPath(leadId)}/${task.id}/complete`} className="stack">
        {mine === undefined ? null : (
          <p className="error" role="alert" id={errorId}>
            {mine.message}
          </p>
        )}
        <fieldset aria-describedby={mine === undefined ? undefined : errorId}>
          <legend>{copy.outcome}</legend>
          {outcomes.map((outcome, index) => (
            <label className="check" key={outcome}>
              <input
                type="radio"
                name="outcome"
                value={outcome}
                required
                defaultChecked={
                  mine === undefined
                    ? outcomes.length === 1 && index === 0
                    : mine.outcome === outcome
                }
              />
              {taskCopy.outcomes[outcome]}
            </label>
          ))}
        </fieldset>
        <label>
          {copy.note}
          <textarea
            name="note"
            rows={2}
            maxLength={MAX_OUTCOME_NOTE_LENGTH}
            defaultValue={mine?.note ?? ""}
          />
        </label>
        <button type="submit" aria-label={copy.completeFor(task.title)}>
          {copy.complete}
        </button>
      </form>
    </details>
  );
}

/**
 * The add-task form: on the lead page for one lead, and on the inbox's bulk page for each
 * selected lead (`hidden` carries the selection; an empty owner then means each lead's own).
 */
export function AddTaskForm({
  action,
  data,
  firmTimeZone,
  unownedLabel = copy.youOption,
  submitLabel = copy.add,
  hidden,
}: {
  action: string;
  data: Pick<LeadTasksView, "activeStaff" | "leadOwnerId" | "now" | "addForm">;
  firmTimeZone: string;
  unownedLabel?: string;
  submitLabel?: string;
  hidden?: ReactNode;
}) {
  const typed = data.addForm?.typed;
  const errors = data.addForm?.errors ?? {};
  const leadOwner = data.activeStaff.find((member) => member.id === data.leadOwnerId);
  // Tomorrow at 10:00 on the firm's clock, unless the form comes back with what was typed.
  const tomorrow = utcToFirmWallTime(
    new Date(new Date(data.now).getTime() + 24 * 3600 * 1000).toISOString(),
    firmTimeZone,
  ).day;
  const invalid = (name: keyof TaskForm) => (errors[name] === undefined ? undefined : true);
  const describedBy = (name: keyof TaskForm) =>
    errors[name] === undefined ? undefined : `task-${name}-error`;
  return (
    <form method="post" action={action} className="stack">
      <h3>{copy.addHeading}</h3>
      {hidden}
      <label>
        {copy.kind}
        <select
          name="kind"
          defaultValue={typed?.kind ?? "call"}
          aria-invalid={invalid("kind")}
          aria-describedby={describedBy("kind")}
        >
          {TASK_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {taskCopy.kinds[kind]}
            </option>
          ))}
        </select>
        <FieldError id="task-kind-error" message={errors.kind} />
      </label>
      <label>
        {copy.title}
        <input
          type="text"
          name="title"
          required
          maxLength={MAX_TASK_TITLE_LENGTH}
          defaultValue={typed?.title ?? ""}
          aria-invalid={invalid("title")}
          aria-describedby={describedBy("title") ?? "task-title-hint"}
        />
        <span className="muted" id="task-title-hint">
          {copy.titleHint}
        </span>
        <FieldError id="task-title-error" message={errors.title} />
      </label>
      <label>
        {copy.date}
        <input
          type="date"
          name="due_date"
          required
          defaultValue={typed?.due_date ?? tomorrow}
          aria-invalid={invalid("due_date")}
          aria-describedby={describedBy("due_date")}
        />
        <FieldError id="task-due_date-error" message={errors.due_date} />
      </label>
      <label>
        {copy.time}
        <input
          type="time"
          name="due_time"
          required
          defaultValue={typed?.due_time ?? "10:00"}
          aria-invalid={invalid("due_time")}
          aria-describedby={describedBy("due_time") ?? "task-time-hint"}
        />
        <span className="muted" id="task-time-hint">
          {copy.timeHint(firmTimeZone)}
        </span>
        <FieldError id="task-due_time-error" message={errors.due_time} />
      </label>
      <label>
        {copy.owner_label}
        <select
          name="owner_id"
          defaultValue={typed?.owner_id ?? (leadOwner === undefined ? "" : String(leadOwner.id))}
          aria-invalid={invalid("owner_id")}
          aria-describedby={describedBy("owner_id")}
        >
          {leadOwner === undefined ? <option value="">{unownedLabel}</option> : null}
          {data.activeStaff.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.id === leadOwner?.id
                ? copy.leadOwnerOption(staffName(member))
                : staffName(member)}
            </option>
          ))}
        </select>
        <FieldError id="task-owner_id-error" message={errors.owner_id} />
      </label>
      {errors.late_ok === undefined ? null : (
        <p className="error" role="alert" id="task-late_ok-error">
          {errors.late_ok}
        </p>
      )}
      <label className="check">
        <input type="checkbox" name="late_ok" value="1" aria-describedby={describedBy("late_ok")} />
        {copy.lateConfirm}
      </label>
      <button type="submit">{submitLabel}</button>
    </form>
  );
}

/** The lead page's Tasks: the open ones by due time (overdue ones said so), and the add form. */
export function LeadTasksSection({
  leadId,
  data,
  firmTimeZone,
}: {
  leadId: number;
  data: LeadTasksView;
  firmTimeZone: string;
}) {
  const open = data.tasks.filter((task) => task.completedAt === null);
  // A refusal about a task no longer open (completed meanwhile) has no form to stand beside.
  const refusedElsewhere =
    data.completeForm !== undefined && !open.some((task) => task.id === data.completeForm?.taskId)
      ? data.completeForm.message
      : undefined;
  return (
    <section aria-labelledby="lead-tasks" className="lead-tasks">
      <h2 id="lead-tasks">{copy.heading}</h2>
      {refusedElsewhere === undefined ? null : (
        <p className="error" role="alert">
          {refusedElsewhere}
        </p>
      )}
      {open.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <>
          <p className="muted">{copy.open(open.length)}</p>
          <ol className="task-list">
            {open.map((task) => {
              const overdue = task.dueAt < data.now;
              return (
                <li key={task.id}>
                  <p>
                    <strong>{taskCopy.kinds[task.kind]}</strong>: {task.title}
                  </p>
                  <p className={overdue ? "next-action overdue" : "muted"}>
                    {overdue ? (
                      <>
                        <strong className="overdue-flag">{`⚠ ${copy.overdue}`}</strong>{" "}
                      </>
                    ) : null}
                    <time dateTime={task.dueAt}>
                      {copy.due(formatFirmTime(task.dueAt, firmTimeZone))}
                    </time>{" "}
                    {copy.owner(task.ownerName ?? copy.unassignedOwner)}
                  </p>
                  <CompleteForm leadId={leadId} task={task} refused={data.completeForm} />
                </li>
              );
            })}
          </ol>
        </>
      )}
      <AddTaskForm action={leadTasksPath(leadId)} data={data} firmTimeZone={firmTimeZone} />
    </section>
  );
}
