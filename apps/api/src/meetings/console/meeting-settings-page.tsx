import { FormErrorSummary } from "../../console/views/form-fields";
import { Layout } from "../../console/views/layout";
import { MEETING_SETTINGS_PATH } from "./agenda-page";
import {
  MAX_CHANGE_NOTICE_HOURS,
  MEETING_LENGTHS,
  type MeetingSettingsForm,
  type MeetingTypeSetting,
  minutesField,
  NOTICE_FIELD,
} from "./meeting-settings";
import { meetingsCopy } from "./meetings-copy";

const copy = meetingsCopy.settings;

export interface MeetingSettingsPageProps {
  staffEmail: string;
  types: MeetingTypeSetting[];
  /** As saved, or as typed when the form was refused. */
  form: MeetingSettingsForm;
  errors?: Record<string, string> | undefined;
  notice?: string | undefined;
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message === undefined ? null : (
    <span className="error" id={`${id}-error`}>
      {message}
    </span>
  );
}

/** Admins' settings of booking: each call's length and until when the e-mailed links change it. */
export function MeetingSettingsPage({
  staffEmail,
  types,
  form,
  errors,
  notice,
}: MeetingSettingsPageProps) {
  const invalid = (name: string) =>
    errors?.[name] === undefined
      ? {}
      : { "aria-invalid": true as const, "aria-describedby": `${name}-error` };
  return (
    <Layout title={copy.title} staffEmail={staffEmail} notice={notice}>
      <p>{copy.intro}</p>
      <form method="post" action={MEETING_SETTINGS_PATH} className="stack work-form">
        <FormErrorSummary errors={errors} />
        <fieldset>
          <legend>{copy.typesLegend}</legend>
          {types.map((type) => {
            const name = minutesField(type.code);
            const typed = form.minutes[type.code] ?? String(type.minutes);
            const known = (MEETING_LENGTHS as readonly number[]).map(String).includes(typed);
            return (
              <label key={type.code} htmlFor={name}>
                {copy.length(type.title)}
                <select id={name} name={name} defaultValue={typed} {...invalid(name)}>
                  {/* What was sent stays chosen, even when it is not a length on offer. */}
                  {known ? null : <option value={typed}>{typed}</option>}
                  {MEETING_LENGTHS.map((minutes) => (
                    <option key={minutes} value={String(minutes)}>
                      {minutes}
                    </option>
                  ))}
                </select>
                <ErrorText id={name} message={errors?.[name]} />
              </label>
            );
          })}
        </fieldset>
        <label htmlFor={NOTICE_FIELD}>
          {copy.noticeLabel}
          <input
            id={NOTICE_FIELD}
            name={NOTICE_FIELD}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CHANGE_NOTICE_HOURS}
            step={1}
            required
            defaultValue={form.changeNoticeHours}
            aria-invalid={errors?.[NOTICE_FIELD] === undefined ? undefined : true}
            aria-describedby={
              errors?.[NOTICE_FIELD] === undefined
                ? `${NOTICE_FIELD}-hint`
                : `${NOTICE_FIELD}-error ${NOTICE_FIELD}-hint`
            }
          />
          <ErrorText id={NOTICE_FIELD} message={errors?.[NOTICE_FIELD]} />
        </label>
        <p className="muted" id={`${NOTICE_FIELD}-hint`}>
          {copy.noticeHint}
        </p>
        <button type="submit">{copy.save}</button>
      </form>
    </Layout>
  );
}
