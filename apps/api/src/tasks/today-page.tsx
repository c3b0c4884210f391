import { formatFirmTime } from "../console/views/firm-time";
import { Layout } from "../console/views/layout";
import { staffName } from "../console/views/staff-name";
import { LEAD_KIND_LABELS } from "../leads/inbox/lead-labels";
import { taskCopy } from "./task-copy";
import type { TaskRow, UntouchedLead } from "./task-repository";

const copy = taskCopy.today;

export const TODAY_PATH = "/admin/today";

/** Whose day the page shows: one staff member's, or everyone's (admins only). */
export type TodayOwner = { kind: "one"; id: number } | { kind: "everyone" };

export interface TodayPageProps {
  staffEmail: string;
  /** The firm's day in words ("Tue 1 Dec 2026"). */
  day: string;
  owner: TodayOwner;
  /** The signed-in staff member's own id: their page is titled "Today". */
  viewerId: number;
  /** Admins choose whose day to see; undefined for everyone else. */
  ownerChoices?: { id: number; email: string; display_name: string | null }[] | undefined;
  overdue: (TaskRow & { leadName: string })[];
  dueToday: (TaskRow & { leadName: string })[];
  /** Untouched leads that have waited `waitingWorkingHours` or more for a first contact. */
  waiting: UntouchedLead[];
  waitingWorkingHours: number;
  /** Untouched leads that arrived more recently. */
  newLeads: UntouchedLead[];
  firmTimeZone: string;
  error?: string | undefined;
}

function TaskTable({
  tasks,
  showOwner,
  overdue,
  firmTimeZone,
}: {
  tasks: TodayPageProps["overdue"];
  showOwner: boolean;
  overdue: boolean;
  firmTimeZone: string;
}) {
  const columns = copy.columns;
  return (
    <table className="card-table">
      <thead>
        <tr>
          <th scope="col">{columns.due}</th>
          <th scope="col">{columns.task}</th>
          <th scope="col">{columns.lead}</th>
          {showOwner ? <th scope="col">{columns.owner}</th> : null}
        </tr>
      </thead>
      <tbody>
        {tasks.map((task) => {
          const when = formatFirmTime(task.dueAt, firmTimeZone);
          return (
            <tr key={task.id}>
              <td data-label={columns.due}>
                <time dateTime={task.dueAt}>
                  {overdue ? (
                    <>
                      <strong className="overdue-flag">{`⚠ ${taskCopy.lead.overdue}`}</strong>{" "}
                    </>
                  ) : null}
                  {when}
                </time>
              </td>
              <td data-label={columns.task}>
                {taskCopy.kinds[task.kind]}: {task.title}
              </td>
              <td data-label={columns.lead}>
                <a href={`/admin/leads/${task.leadId}#lead-tasks`}>{task.leadName}</a>
              </td>
              {showOwner ? (
                <td data-label={columns.owner}>
                  {task.ownerName ?? taskCopy.lead.unassignedOwner}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function LeadTable({
  leads,
  showOwner,
  firmTimeZone,
}: {
  leads: UntouchedLead[];
  showOwner: boolean;
  firmTimeZone: string;
}) {
  return (
    <table className="card-table">
      <thead>
        <tr>
          <th scope="col">{copy.columns.lead}</th>
          <th scope="col">{copy.columns.source}</th>
          <th scope="col">{copy.columns.arrived}</th>
          {showOwner ? <th scope="col">{copy.columns.owner}</th> : null}
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id}>
            <td data-label={copy.columns.lead}>
              <a href={`/admin/leads/${lead.id}`}>{lead.name}</a>
              {lead.company === null || lead.company === "" ? null : (
                <span className="muted"> · {lead.company}</span>
              )}
            </td>
            <td data-label={copy.columns.source}>{LEAD_KIND_LABELS[lead.kind]}</td>
            <td data-label={copy.columns.arrived}>
              <time dateTime={lead.createdAt}>{formatFirmTime(lead.createdAt, firmTimeZone)}</time>
            </td>
            {showOwner ? <td data-label={copy.columns.owner}>{lead.ownerName ?? ""}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A staff member's day: overdue tasks, tasks due for the rest of the firm's day, the leads
 * assigned to them that have waited too long for a reply, and newer ones nobody has acted on yet. Admins pick anyone's day, or the whole team's.
 */
export function TodayPage(props: TodayPageProps) {
  const { owner, viewerId, ownerChoices, firmTimeZone } = props;
  const showOwner = owner.kind === "everyone";
  const chosen =
    owner.kind === "one" ? ownerChoices?.find((member) => member.id === owner.id) : undefined;
  const title =
    owner.kind === "everyone"
      ? copy.teamTitle
      : owner.id === viewerId || chosen === undefined
        ? copy.title
        : copy.ownerTitle(staffName(chosen));
  return (
    <Layout title={title} staffEmail={props.staffEmail}>
      <p className="muted">{copy.intro(props.day)}</p>
      {ownerChoices === undefined ? null : (
        <form method="get" action={TODAY_PATH} className="filters">
          <label>
            {copy.filter}
            <select
              name="owner"
              defaultValue={owner.kind === "everyone" ? "all" : String(owner.id)}
            >
              <option value="all">{copy.everyone}</option>
              {ownerChoices.map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {staffName(member)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">{copy.show}</button>
        </form>
      )}
      {props.error === undefined ? null : (
        <p className="error" role="alert">
          {props.error}
        </p>
      )}
      <section aria-labelledby="today-overdue">
        <h2 id="today-overdue">{`${copy.overdue} (${props.overdue.length})`}</h2>
        {props.overdue.length === 0 ? (
          <p>{copy.noneOverdue}</p>
        ) : (
          <TaskTable
            tasks={props.overdue}
            showOwner={showOwner}
            overdue
            firmTimeZone={firmTimeZone}
          />
        )}
      </section>
      <section aria-labelledby="today-due">
        <h2 id="today-due">{`${copy.dueToday} (${props.dueToday.length})`}</h2>
        {props.dueToday.length === 0 ? (
          <p>{copy.noneToday}</p>
        ) : (
          <TaskTable
            tasks={props.dueToday}
            showOwner={showOwner}
            overdue={false}
            firmTimeZone={firmTimeZone}
          />
        )}
      </section>
      <section aria-labelledby="today-waiting">
        <h2 id="today-waiting">
          {`${copy.waiting(props.waitingWorkingHours)} (${props.waiting.length})`}
        </h2>
        <p className="muted">{copy.waitingHint}</p>
        {props.waiting.length === 0 ? (
          <p>{copy.noneWaiting}</p>
        ) : (
          <LeadTable leads={props.waiting} showOwner={showOwner} firmTimeZone={firmTimeZone} />
        )}
      </section>
      <section aria-labelledby="today-new">
        <h2 id="today-new">{`${copy.newLeads} (${props.newLeads.length})`}</h2>
        {props.newLeads.length === 0 ? (
          <p>{copy.noneNew}</p>
        ) : (
          <LeadTable leads={props.newLeads} showOwner={showOwner} firmTimeZone={firmTimeZone} />
        )}
      </section>
    </Layout>
  );
}
