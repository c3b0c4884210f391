import type { FormBody } from "../../console/form-body";
import { formatFirmTime } from "../../console/views/firm-time";
import { FormErrorSummary } from "../../console/views/form-fields";
import { Layout } from "../../console/views/layout";
import {
  availabilityFields,
  BUFFER_CHOICES,
  MAX_DAILY_MAX,
  MAX_NOTICE_HOURS,
} from "../availability/availability-form";
import { zoneLabel } from "../meeting-times";
import { AVAILABILITY_PATH } from "./agenda-page";
import { FORM_WEEKDAYS } from "./availability-form";
import { ErrorText, invalidProps, MinutesChoiceField, WholeNumberField } from "./form-controls";
import { meetingsCopy } from "./meetings-copy";

const copy = meetingsCopy.availability;
const {
  dayFrom: fromField,
  dayTo: toField,
  daysOff: DAYS_OFF_FIELD,
  minNoticeHours: MIN_NOTICE_FIELD,
  bufferBefore: BUFFER_BEFORE_FIELD,
  bufferAfter: BUFFER_AFTER_FIELD,
  dailyMax: DAILY_MAX_FIELD,
  takesBookings: TAKES_BOOKINGS_FIELD,
} = availabilityFields;
const feedCopy = meetingsCopy.feed;

export const FEED_FORM_PATH = `${AVAILABILITY_PATH}/feed`;
export const FEED_OFF_PATH = `${AVAILABILITY_PATH}/feed/off`;

/** Whose availability an admin may open. */
export interface StaffOption {
  id: number;
  name: string;
}

export interface FeedState {
  /** When the current feed was made; undefined without one. */
  createdAt: string | undefined;
  /** The address, only in the answer that made it. */
  newUrl?: string | undefined;
}

export interface AvailabilityPageProps {
  staffEmail: string;
  /** The person whose availability this is; undefined when it is the signed-in user's own. */
  other: StaffOption | undefined;
  /** Where the form posts. */
  action: string;
  form: FormBody;
  errors?: Record<string, string> | undefined;
  notice?: string | undefined;
  firmTimeZone: string;
  /** Admins choose whose availability to edit. */
  staffOptions?: StaffOption[] | undefined;
  selectedStaffId: number;
  /** The signed-in user's own feed; undefined on someone else's page. */
  feed?: FeedState | undefined;
}

function FeedSection({ feed, firmTimeZone }: { feed: FeedState; firmTimeZone: string }) {
  return (
    <section aria-labelledby="calendar-feed">
      <h2 id="calendar-feed">{feedCopy.heading}</h2>
      <p>{feedCopy.intro}</p>
      {feed.newUrl === undefined ? null : (
        <div className="stack work-form">
          <label htmlFor="feed-url">
            {feedCopy.address}
            <input
              id="feed-url"
              type="text"
              readOnly
              value={feed.newUrl}
              aria-describedby="feed-url-hint"
            />
          </label>
          <p className="muted" id="feed-url-hint">
            {feedCopy.copyHint}
          </p>
          <h3>{feedCopy.google}</h3>
          <ol>
            {feedCopy.googleSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <h3>{feedCopy.outlook}</h3>
          <ol>
            {feedCopy.outlookSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      {feed.createdAt === undefined ? (
        <>
          <p>{feedCopy.none}</p>
          <form method="post" action={FEED_FORM_PATH} className="inline">
            <button type="submit">{feedCopy.create}</button>
          </form>
        </>
      ) : (
        <>
          <p>{feedCopy.since(formatFirmTime(feed.createdAt, firmTimeZone))}</p>
          <p className="muted" id="feed-replace-hint">
            {feedCopy.replaceHint}
          </p>
          <form method="post" action={FEED_FORM_PATH} className="inline">
            <button type="submit" aria-describedby="feed-replace-hint">
              {feedCopy.replace}
            </button>
          </form>{" "}
          <form method="post" action={FEED_OFF_PATH} className="inline">
            <button type="submit">{feedCopy.off}</button>
          </form>
        </>
      )}
    </section>
  );
}

/**
 * A staff member's bookable hours per weekday, days off, notice, buffers, daily maximum and
 * whether they take bookings at all; their own page also holds their private calendar feed.
 */
export function AvailabilityPage(props: AvailabilityPageProps) {
  const { staffEmail, other, action, form, errors, notice, firmTimeZone, feed } = props;
  const zone = zoneLabel(new Date(), firmTimeZone);
  return (
    <Layout
      title={other === undefined ? copy.title : copy.titleOf(other.name)}
      staffEmail={staffEmail}
      notice={notice}
    >
      <p>{other === undefined ? copy.intro : copy.introOf(other.name)}</p>
      {props.staffOptions === undefined ? null : (
        <form method="get" action={AVAILABILITY_PATH} className="filters">
          <label htmlFor="availability-staff">
            {copy.whose}
            <select
              id="availability-staff"
              name="staff"
              defaultValue={String(props.selectedStaffId)}
            >
              {props.staffOptions.map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">{copy.show}</button>
        </form>
      )}
      <form method="post" action={action} className="stack work-form">
        <FormErrorSummary errors={errors} />
        <fieldset aria-describedby="hours-hint">
          <legend>{copy.hoursLegend(zone)}</legend>
          <p className="muted" id="hours-hint">
            {copy.hoursHint}
          </p>
          <table className="card-table">
            <thead>
              <tr>
                <th scope="col">{copy.day}</th>
                <th scope="col">{copy.fromColumn}</th>
                <th scope="col">{copy.toColumn}</th>
              </tr>
            </thead>
            <tbody>
              {FORM_WEEKDAYS.map((day) => {
                const name = copy.weekdays[day];
                return (
                  <tr key={day}>
                    <th scope="row">{name}</th>
                    {(
                      [
                        [fromField(day), copy.from(name), copy.fromColumn],
                        [toField(day), copy.to(name), copy.toColumn],
                      ] as const
                    ).map(([field, label, column]) => (
                      <td key={field} data-label={column}>
                        <label htmlFor={field}>
                          <span className="visually-hidden">{label}</span>
                          <input
                            id={field}
                            name={field}
                            type="time"
                            step={900}
                            defaultValue={form[field] ?? ""}
                            {...invalidProps(field, errors)}
                          />
                          <ErrorText name={field} errors={errors} />
                        </label>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </fieldset>
        <label htmlFor={DAYS_OFF_FIELD}>
          {copy.daysOff}
          <textarea
            id={DAYS_OFF_FIELD}
            name={DAYS_OFF_FIELD}
            rows={3}
            defaultValue={form[DAYS_OFF_FIELD] ?? ""}
            {...invalidProps(DAYS_OFF_FIELD, errors, "days-off-hint")}
          />
          <ErrorText name={DAYS_OFF_FIELD} errors={errors} />
        </label>
        <p className="muted" id="days-off-hint">
          {copy.daysOffHint}
        </p>
        <WholeNumberField
          name={MIN_NOTICE_FIELD}
          label={copy.minNotice}
          value={form[MIN_NOTICE_FIELD] ?? ""}
          min={0}
          max={MAX_NOTICE_HOURS}
          errors={errors}
          hint="min-notice-hint"
        />
        <p className="muted" id="min-notice-hint">
          {copy.minNoticeHint}
        </p>
        {(
          [
            [BUFFER_BEFORE_FIELD, copy.bufferBefore],
            [BUFFER_AFTER_FIELD, copy.bufferAfter],
          ] as const
        ).map(([name, label]) => (
          <MinutesChoiceField
            key={name}
            name={name}
            label={label}
            value={form[name] ?? "0"}
            choices={BUFFER_CHOICES}
            optionText={copy.minutes}
            errors={errors}
          />
        ))}
        <WholeNumberField
          name={DAILY_MAX_FIELD}
          label={copy.dailyMax}
          value={form[DAILY_MAX_FIELD] ?? ""}
          min={1}
          max={MAX_DAILY_MAX}
          errors={errors}
        />
        <label className="check" htmlFor={TAKES_BOOKINGS_FIELD}>
          <input
            id={TAKES_BOOKINGS_FIELD}
            name={TAKES_BOOKINGS_FIELD}
            type="checkbox"
            defaultChecked={form[TAKES_BOOKINGS_FIELD] === "on"}
            aria-describedby="takes-bookings-hint"
          />
          <span>{copy.takesBookings}</span>
        </label>
        <p className="muted" id="takes-bookings-hint">
          {copy.takesBookingsHint}
        </p>
        <ErrorText name={TAKES_BOOKINGS_FIELD} errors={errors} />
        <button type="submit">{copy.save}</button>
      </form>
      {feed === undefined ? null : <FeedSection feed={feed} firmTimeZone={firmTimeZone} />}
    </Layout>
  );
}
