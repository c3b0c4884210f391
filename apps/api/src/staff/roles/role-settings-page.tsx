import { Layout } from "../../console/views/layout";
import { EXPORT_SCOPES, type ExportScope } from "./role-settings";
import { roleSettingsCopy as copy } from "./role-settings-copy";

export interface RoleSettingsPageProps {
  staffEmail: string;
  /** As saved, or as sent when the form was refused. */
  settings: { openResumes: boolean; exportScope: ExportScope | undefined };
  notice?: string | undefined;
  /** Why the form was refused, for the export choice. */
  exportError?: string | undefined;
}

export const ROLE_SETTINGS_PATH = "/admin/settings/roles";

/** The sales role's settings: a checkbox for resumes, a choice of what exports hold. */
export function RoleSettingsPage({
  staffEmail,
  settings,
  notice,
  exportError,
}: RoleSettingsPageProps) {
  return (
    <Layout title={copy.title} staffEmail={staffEmail} notice={notice}>
      <p>{copy.intro}</p>
      {exportError === undefined ? null : (
        <p className="error" role="alert">
          {exportError}
        </p>
      )}
      <form method="post" action={ROLE_SETTINGS_PATH} className="stack work-form">
        <h2>{copy.salesHeading}</h2>
        <label className="check" htmlFor="sales_resumes">
          <input
            type="checkbox"
            id="sales_resumes"
            name="sales_resumes"
            defaultChecked={settings.openResumes}
            aria-describedby="sales_resumes-hint"
          />
          <span>{copy.resumes.label}</span>
        </label>
        <p className="muted" id="sales_resumes-hint">
          {copy.resumes.hint}
        </p>
        <fieldset
          aria-invalid={exportError === undefined ? undefined : true}
          aria-describedby={exportError === undefined ? undefined : "sales_export-error"}
        >
          <legend>{copy.export.legend}</legend>
          {EXPORT_SCOPES.map((scope) => (
            <label key={scope} className="check">
              <input
                type="radio"
                name="sales_export"
                value={scope}
                defaultChecked={settings.exportScope === scope}
              />
              <span>{copy.export[scope]}</span>
            </label>
          ))}
          {exportError === undefined ? null : (
            <span className="error" id="sales_export-error">
              {exportError}
            </span>
          )}
        </fieldset>
        <button type="submit">{copy.save}</button>
      </form>
    </Layout>
  );
}
