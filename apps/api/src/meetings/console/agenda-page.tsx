import { Layout } from "../../console/views/layout";
import type { MeetingView } from "../meeting-repository";
import { meetingHours, meetingSpan } from "../meeting-times";
import { meetingsCopy } from "./meetings-copy";

const copy = meetingsCopy.agenda;

export const AGENDA_PATH = "/admin/meetings";
export const AVAILABILITY_PATH = "/admin/meetings/availability";
export const MEETING_SETTINGS_PATH = "/admin/settings/meetings";

export type AgendaView = "mine" | "team";

export interface AgendaSection {
  heading: string;
  empty: string;
  meetings: MeetingView[];
  /** Today's rows name the time only; the week's the day too. */
  withDay: boolean;
}

export interface AgendaPageProps {
  staffEmail: string;
  view: AgendaView;
  /** Admins may switch to the whole team's agenda. */
  canSeeTeam: boolean;
  sections: AgendaSection[];
  firmTimeZone: string;
  /** ISO; a booked meeting that has started can be marked held or a no-show, a later one cancelled. */
  now: string;
  notice?: string | undefined;
  error?: string | undefined;
}

function MeetingActions({
  meeting,
  view,
  when,
  now,
}: {
  meeting: MeetingView;
  view: AgendaView;
  when: string;
  now: string;
}) {
  if (meeting.status !== "booked") return null;
  const base = `${AGENDA_PATH}/${meeting.id}`;
  const button = (path: string, label: string, secondary = false) => (
    <form method="post" action={`${base}/${path}`} className="inline">
      <input type="hidden" name="who" value={view} />
      <button
        type="submit"
        className={secondary ? "secondary" : undefined}
        aria-label={copy.actionFor(label, meeting.leadName, when)}
      >
        {label}
      </button>
    </form>
  );
  if (meeting.startsAt <= now) {
    return (
      <>
        {button("held", copy.held)} {button("no-show", copy.noShow, true)}
      </>
    );
  }
  return button("cancel", copy.cancel, true);
}

function AgendaTable({
  section,
  view,
  firmTimeZone,
  now,
}: {
  section: AgendaSection;
  view: AgendaView;
  firmTimeZone: string;
  now: string;
}) {
  if (section.meetings.length === 0) return <p>{section.empty}</p>;
  const columns = copy.columns;
  return (
    <table className="card-table agenda">
      <thead>
        <tr>
          <th scope="col">{columns.time}</th>
          <th scope="col">{columns.visitor}</th>
          <th scope="col">{columns.title}</th>
          {view === "team" ? <th scope="col">{columns.host}</th> : null}
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {section.meetings.map((meeting) => {
          const when = section.withDay
            ? meetingSpan(meeting.startsAt, meeting.endsAt, firmTimeZone)
            : meetingHours(meeting.startsAt, meeting.endsAt, firmTimeZone);
          return (
            <tr key={meeting.id}>
              <td data-label={columns.time}>
                <time dateTime={meeting.startsAt}>{when}</time>
              </td>
              <td data-label={columns.visitor}>
                <a href={`/admin/leads/${meeting.leadId}`}>{meeting.leadName}</a>
              </td>
              <td data-label={columns.title}>{meeting.title}</td>
              {view === "team" ? <td data-label={columns.host}>{meeting.hostName}</td> : null}
              <td data-label={columns.status}>{meetingsCopy.status[meeting.status]}</td>
              <td data-label={columns.actions}>
                <MeetingActions meeting={meeting} view={view} when={when} now={now} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The signed-in staff member's meetings, or the whole team's: today, the next seven days, and any still to mark. */
export function AgendaPage(props: AgendaPageProps) {
  const { staffEmail, view, canSeeTeam, sections, firmTimeZone, now, notice, error } = props;
  return (
    <Layout
      title={view === "team" ? copy.teamTitle : copy.title}
      staffEmail={staffEmail}
      notice={notice}
    >
      {canSeeTeam ? (
        <nav className="saved-views" aria-label={copy.views}>
          <a href={AGENDA_PATH} aria-current={view === "mine" ? "page" : undefined}>
            {copy.mine}
          </a>
          <a href={`${AGENDA_PATH}?who=team`} aria-current={view === "team" ? "page" : undefined}>
            {copy.team}
          </a>
        </nav>
      ) : null}
      {error === undefined ? null : (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`agenda-${index}`}>
          <h2 id={`agenda-${index}`}>{section.heading}</h2>
          <AgendaTable section={section} view={view} firmTimeZone={firmTimeZone} now={now} />
        </section>
      ))}
      <p>
        <a href={AVAILABILITY_PATH}>{copy.links.availability}</a>
        {canSeeTeam ? (
          <>
            {" · "}
            <a href={MEETING_SETTINGS_PATH}>{copy.links.settings}</a>
          </>
        ) : null}
      </p>
    </Layout>
  );
}
