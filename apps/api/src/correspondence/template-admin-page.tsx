import { formatFirmTime } from "../console/views/firm-time";
import { type FieldErrors, FormErrorSummary } from "../console/views/form-fields";
import { Layout } from "../console/views/layout";
import { staffName } from "../console/views/staff-name";
import { MAX_BODY_LENGTH, MAX_SUBJECT_LENGTH } from "./compose-rules";
import { correspondenceCopy } from "./correspondence-copy";
import { PLACEHOLDERS } from "./template-fill";
import type { TemplateRow } from "./template-repository";
import { MAX_TEMPLATE_NAME_LENGTH, type TemplateForm } from "./template-rules";

const copy = correspondenceCopy.templates;

export const TEMPLATES_PATH = "/admin/settings/email-templates";

function FieldError({ name, errors }: { name: string; errors: FieldErrors | undefined }) {
  return errors?.[name] === undefined ? null : (
    <span className="error" id={`template-${name}-error`}>
      {errors[name]}
    </span>
  );
}

const aria = (errors: FieldErrors | undefined, name: string) =>
  errors?.[name] === undefined
    ? {}
    : { "aria-invalid": true, "aria-describedby": `template-${name}-error` };

/** The form to add a template or change one; refused input comes back as typed. */
function TemplateFormFields({
  action,
  form,
  errors,
  submit,
}: {
  action: string;
  form: TemplateForm | undefined;
  errors: FieldErrors | undefined;
  submit: string;
}) {
  return (
    <form method="post" action={action} className="stack work-form">
      <FormErrorSummary errors={errors} />
      <label>
        {copy.name}
        <input
          name="name"
          type="text"
          required
          maxLength={MAX_TEMPLATE_NAME_LENGTH}
          defaultValue={form?.name ?? ""}
          {...aria(errors, "name")}
        />
        <FieldError name="name" errors={errors} />
      </label>
      <label>
        {copy.subject}
        <input
          name="subject"
          type="text"
          required
          maxLength={MAX_SUBJECT_LENGTH}
          defaultValue={form?.subject ?? ""}
          {...aria(errors, "subject")}
        />
        <FieldError name="subject" errors={errors} />
      </label>
      <label>
        {copy.body}
        <textarea
          name="body"
          rows={16}
          required
          maxLength={MAX_BODY_LENGTH}
          defaultValue={form?.body ?? ""}
          {...aria(errors, "body")}
        />
        <FieldError name="body" errors={errors} />
      </label>
      <button type="submit">{submit}</button>
    </form>
  );
}

function PlaceholderList() {
  return (
    <details className="placeholders">
      <summary>{copy.placeholders}</summary>
      <dl>
        {PLACEHOLDERS.map((name) => (
          <div key={name} className="pair">
            <dt>
              <code>{`{{${name}}}`}</code>
            </dt>
            <dd>{copy.placeholderHelp[name]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export interface TemplateListPageProps {
  staffEmail: string;
  templates: TemplateRow[];
  firmTimeZone: string;
  notice?: string | undefined;
  /** A refused new template, as typed. */
  form?: TemplateForm | undefined;
  errors?: FieldErrors | undefined;
}

/** Every template with who changed it last, and the form to add one. */
export function TemplateListPage({
  staffEmail,
  templates,
  firmTimeZone,
  notice,
  form,
  errors,
}: TemplateListPageProps) {
  return (
    <Layout title={copy.title} staffEmail={staffEmail} notice={notice}>
      <p>{copy.intro}</p>
      {templates.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{copy.columns.name}</th>
                <th scope="col">{copy.columns.subject}</th>
                <th scope="col">{copy.columns.changed}</th>
                <th scope="col">{copy.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {templates.map((template) => {
                const when = formatFirmTime(template.updated_at, firmTimeZone);
                return (
                  <tr key={template.id}>
                    <td>
                      {template.name}
                      {template.purpose === "quotation" ? (
                        <span className="muted"> · {copy.quotationTemplate}</span>
                      ) : null}
                    </td>
                    <td>{template.subject}</td>
                    <td>
                      {template.updated_by_email === null
                        ? copy.changedBySetup(when)
                        : copy.changedBy(
                            when,
                            staffName({
                              email: template.updated_by_email,
                              display_name: template.updated_by_name,
                            }),
                          )}
                    </td>
                    <td>
                      <a
                        href={`${TEMPLATES_PATH}/${template.id}`}
                        aria-label={copy.editLabel(template.name)}
                      >
                        {copy.edit}
                      </a>{" "}
                      <form
                        method="post"
                        action={`${TEMPLATES_PATH}/${template.id}/delete`}
                        className="inline"
                      >
                        <button
                          type="submit"
                          className="link"
                          aria-label={copy.deleteLabel(template.name)}
                        >
                          {copy.delete}
                        </button>
                      </form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <h2>{copy.addHeading}</h2>
      <PlaceholderList />
      <TemplateFormFields action={TEMPLATES_PATH} form={form} errors={errors} submit={copy.add} />
    </Layout>
  );
}

export interface TemplateEditPageProps {
  staffEmail: string;
  id: number;
  /** The name as saved, for the heading. */
  savedName: string;
  form: TemplateForm;
  errors?: FieldErrors | undefined;
}

/** One template's form. */
export function TemplateEditPage({
  staffEmail,
  id,
  savedName,
  form,
  errors,
}: TemplateEditPageProps) {
  return (
    <Layout title={copy.editHeading(savedName)} staffEmail={staffEmail}>
      <p>
        <a href={TEMPLATES_PATH}>{copy.cancel}</a>
      </p>
      <PlaceholderList />
      <TemplateFormFields
        action={`${TEMPLATES_PATH}/${id}`}
        form={form}
        errors={errors}
        submit={copy.save}
      />
    </Layout>
  );
}
