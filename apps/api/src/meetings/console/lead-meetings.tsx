import type { MeetingView } from "../meeting-repository";
import { meetingDay, meetingSpan, meetingWhen, zoneLabel } from "../meeting-times";
import { meetingsCopy } from "./meetings-copy";

const copy = meetingsCopy.lead;

/** What the lead page's Meetings section shows and offers. */
export interface LeadMeetings {
  meetings: MeetingView[];
  /** The booking form's offer; undefined while the lead holds a booked call to come. */
  booking: { title: string; minutes: number; hostName: string | null; slots: string[] } | undefined;
  /** Free times each booked call to come can move to, by meeting id. */
  moveSlots: Record<string, string[]>;
  /** Why the last booking action was refused. */
  error?: string | undefined;
  /** ISO: the clock the slots were read by, which also decides what can still change. */
  now: string;
}

export const leadMeetingsPath = (leadId: number) => `/admin/leads/${leadId}/meetings`;

/** Whether a meeting can still be moved or cancelled from the console. */
export const isChangeable = (meeting: MeetingView, now: string) =>
  meeting.status === "booked" && meeting.startsAt > now;

/** Free times as a select's options, grouped by the firm's day, each named by its time. */
function SlotOptions({ slots, firmTimeZone }: { slots: string[]; firmTimeZone: string }) {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = meetingDay(slot, firmTimeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <>
      {[...days.entries()].map(([day, starts]) => (
        <optgroup key={day} label={day}>
          {starts.map((start) => (
            <option key={start} value={start}>
              {meetingWhen(start, firmTimeZone)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

/**
 * The lead's meetings with who hosts them and who booked them, the form to book one for the
 * person, and each booked call's move and cancel forms. Plain forms; the booking service decides.
 */
export function LeadMeetingsSection({
  leadId,
  data,
  firmTimeZone,
}: {
  leadId: number;
  data: LeadMeetings;
  firmTimeZone: string;
}) {
  const { now } = data;
  const base = leadMeetingsPath(leadId);
  const columns = copy.columns;
  const errorId = "meetings-error";
  const describedBy = data.error === undefined ? undefined : errorId;
  return (
    <section aria-labelledby="lead-meetings" className="lead-meetings">
      <h2 id="lead-meetings">{copy.heading}</h2>
      {data.error === undefined ? null : (
        <p className="error" role="alert" id={errorId}>
          {data.error}
        </p>
      )}
      {data.meetings.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <table className="card-table">
          <thead>
            <tr>
              <th scope="col">{columns.time}</th>
              <th scope="col">{columns.host}</th>
              <th scope="col">{columns.status}</th>
              <th scope="col">{columns.bookedBy}</th>
            </tr>
          </thead>
          <tbody>
            {data.meetings.map((meeting) => (
              <tr key={meeting.id}>
                <td data-label={columns.time}>
                  <time dateTime={meeting.startsAt}>
                    {meetingSpan(meeting.startsAt, meeting.endsAt, firmTimeZone)}
                  </time>{" "}
                  <span className="muted">{meeting.title}</span>
                </td>
                <td data-label={columns.host}>{meeting.hostName}</td>
                <td data-label={columns.status}>{meetingsCopy.status[meeting.status]}</td>
                <td data-label={columns.bookedBy}>{meetingsCopy.bookedBy[meeting.bookedBy]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {data.meetings
        .filter((meeting) => isChangeable(meeting, now))
        .map((meeting) => {
          const when = meetingWhen(meeting.startsAt, firmTimeZone);
          const slots = data.moveSlots[meeting.id] ?? [];
          const selectId = `move-${meeting.id}`;
          return (
            <div key={meeting.id}>
              {slots.length === 0 ? (
                <p>{copy.noSlots}</p>
              ) : (
                <form method="post" action={`${base}/${meeting.id}/move`} className="filters">
                  <label htmlFor={selectId}>
                    {copy.moveTo(when)}
                    <select id={selectId} name="start" required aria-describedby={describedBy}>
                      <SlotOptions slots={slots} firmTimeZone={firmTimeZone} />
                    </select>
                  </label>
                  <button type="submit">{copy.move}</button>
                </form>
              )}
              <form method="post" action={`${base}/${meeting.id}/cancel`} className="inline">
                <button type="submit" className="secondary" aria-label={copy.cancelFor(when)}>
                  {copy.cancel}
                </button>
              </form>
            </div>
          );
        })}

      <h3>{copy.bookHeading}</h3>
      {data.booking === undefined ? (
        <p>{copy.alreadyBooked}</p>
      ) : data.booking.slots.length === 0 ? (
        <p>{copy.noSlots}</p>
      ) : (
        <form method="post" action={base} className="stack work-form">
          <p className="muted" id="book-hint">
            {copy.bookHint(data.booking.title, data.booking.minutes, data.booking.hostName)}
          </p>
          <label htmlFor="book-start">
            {`${copy.slot} (${zoneLabel(new Date(now), firmTimeZone)})`}
            <select
              id="book-start"
              name="start"
              required
              aria-describedby={describedBy === undefined ? "book-hint" : `${errorId} book-hint`}
            >
              <SlotOptions slots={data.booking.slots} firmTimeZone={firmTimeZone} />
            </select>
          </label>
          <button type="submit">{copy.book}</button>
        </form>
      )}
    </section>
  );
}
