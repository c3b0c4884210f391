import { FormErrorSummary } from "../../console/views/form-fields";
import { Layout } from "../../console/views/layout";
import { MEETING_SETTINGS_PATH } from "./agenda-page";
import { MinutesChoiceField, WholeNumberField } from "./form-controls";
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

/** Admins' settings of booking: each call's length and until when the e-mailed links change it. */
export function MeetingSettingsPage({
  staffEmail,
  types,
  form,
  errors,
  notice,
}: MeetingSettingsPageProps) {
  return (
    <Layout title={copy.title} staffEmail={staffEmail} notice={notice}>
      <p>{copy.intro}</p>
      <form method="post" action={MEETING_SETTINGS_PATH} className="stack work-form">
        <FormErrorSummary errors={errors} />
        <fieldset>
          <legend>{copy.typesLegend}</legend>
          {types.map((type) => (
            <MinutesChoiceField
              key={type.code}
              name={minutesField(type.code)}
              label={copy.length(type.title)}
              value={form.minutes[type.code] ?? String(type.minutes)}
              choices={MEETING_LENGTHS}
              optionText={String}
              errors={errors}
            />
          ))}
        </fieldset>
        <WholeNumberField
          name={NOTICE_FIELD}
          label={copy.noticeLabel}
          value={form.changeNoticeHours}
          min={0}
          max={MAX_CHANGE_NOTICE_HOURS}
          errors={errors}
          hint={`${NOTICE_FIELD}-hint`}
          required
        />
        <p className="muted" id={`${NOTICE_FIELD}-hint`}>
          {copy.noticeHint}
        </p>
        <button type="submit">{copy.save}</button>
      </form>
    </Layout>
  );
}
