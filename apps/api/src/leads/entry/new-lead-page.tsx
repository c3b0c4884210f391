import { contactLimits, MAX_LENGTH, PHONE_INPUT_MAX_LENGTH } from "@site/contracts";
import { type FieldErrors, FormErrorSummary } from "../../console/views/form-fields";
import { Layout } from "../../console/views/layout";
import { staffName } from "../../console/views/staff-name";
import type { ActiveStaff } from "../assignment/assignment-repository";
import { ENTRY_CHANNELS, entryCopy } from "./entry-copy";
import { EntryField } from "./entry-fields";
import type { EntryInput } from "./entry-rules";

/** What the form sends: the lead, its owner ("round_robin" or an id) and the repeat guard. */
export interface NewLeadForm extends EntryInput {
  owner: string;
  submission: string;
}

export const ROUND_ROBIN = "round_robin";

export interface NewLeadPageProps {
  staffEmail: string;
  /** The form as typed, or the blank form with the signed-in person as owner. */
  form: NewLeadForm;
  staff: ActiveStaff[];
  errors?: FieldErrors;
}

const copy = entryCopy.newLead;

export function NewLeadPage({ staffEmail, form, staff, errors }: NewLeadPageProps) {
  const text = (
    name: "name" | "company" | "email" | "phone" | "referrer",
    label: string,
    maxLength: number,
    type: "text" | "email" | "tel" = "text",
    hint?: string,
  ) => (
    <EntryField name={name} label={label} errors={errors} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={form[name]}
          maxLength={maxLength}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          autoComplete="off"
        />
      )}
    </EntryField>
  );
  return (
    <Layout title={copy.title} staffEmail={staffEmail}>
      <p>{copy.intro}</p>
      <p>
        <a href="/admin/leads/import">{entryCopy.import.link}</a>
      </p>
      <form method="post" action="/admin/leads/new" className="stack" noValidate>
        <FormErrorSummary errors={errors} />
        <input type="hidden" name="submission" value={form.submission} />
        <EntryField name="channel" label={copy.channel} errors={errors}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="channel"
              defaultValue={form.channel}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              required
            >
              <option value="">{copy.channelPick}</option>
              {Object.entries(ENTRY_CHANNELS).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </EntryField>
        {text("name", copy.name, contactLimits.name)}
        {text("company", copy.company, MAX_LENGTH.company)}
        {text("email", copy.email, contactLimits.email, "email")}
        {text("phone", copy.phone, PHONE_INPUT_MAX_LENGTH, "tel")}
        <EntryField name="request" label={copy.request} errors={errors}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="request"
              rows={5}
              defaultValue={form.request}
              maxLength={contactLimits.request}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </EntryField>
        {text("referrer", copy.referrer, MAX_LENGTH.personName, "text", copy.referrerHint)}
        <EntryField name="owner" label={copy.owner} errors={errors}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="owner"
              defaultValue={form.owner}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            >
              {staff.map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {staffName(member)}
                </option>
              ))}
              <option value={ROUND_ROBIN}>{copy.roundRobin}</option>
            </select>
          )}
        </EntryField>
        <button type="submit">{copy.save}</button>
      </form>
    </Layout>
  );
}
