import { EmailText } from "../../console/views/email-text";
import { formatFirmTime } from "../../console/views/firm-time";
import { type FieldErrors, FormErrorSummary, TextField } from "../../console/views/form-fields";
import { Layout } from "../../console/views/layout";
import { staffName } from "../../console/views/staff-name";
import { staffAccountCopy as copy } from "./staff-account-copy";
import type { NewAccountInput } from "./staff-account-form";
import type { StaffAccountRow, StaffAuditRow } from "./staff-account-repository";
import { staffHandOffCopy } from "./staff-hand-off-copy";
import { MAX_STAFF_NAME_LENGTH } from "./staff-name";
import { staffNameCopy } from "./staff-name-copy";

export interface StaffAccountsPageProps {
  staffEmail: string;
  accounts: StaffAccountRow[];
  audit: StaffAuditRow[];
  firmTimeZone: string;
  notice?: string | undefined;
  /** Why the last change was refused. */
  error?: string | undefined;
  createInput?: NewAccountInput;
  createErrors?: FieldErrors;
  /** A generated password, shown this once. */
  generated?: { email: string; password: string } | undefined;
  /** How many open leads each account owns, offered to move when it is disabled. */
  openLeads?: Map<number, number>;
  /** A refused rename: whose, and what was typed. */
  renameInput?: { id: number; name: string } | undefined;
}

/**
 * Disabling an account, with where its open leads go in the same step: the round robin, or a
 * named active colleague.
 */
function DisableForm({
  account,
  accounts,
  openLeads,
}: {
  account: StaffAccountRow;
  accounts: StaffAccountRow[];
  openLeads: number;
}) {
  const id = `hand-off-${account.id}`;
  const colleagues = accounts.filter(
    (other) => other.id !== account.id && other.disabled_at === null,
  );
  return (
    <form method="post" action={`/admin/staff/${account.id}/disable`} className="inline">
      {openLeads === 0 ? null : (
        <>
          <label htmlFor={id}>{staffHandOffCopy.label(openLeads)}</label>{" "}
          <select id={id} name="leads" defaultValue="round_robin">
            <option value="round_robin">{staffHandOffCopy.roundRobin}</option>
            {colleagues.map((colleague) => (
              <option key={colleague.id} value={String(colleague.id)}>
                {staffHandOffCopy.giveTo(staffName(colleague))}
              </option>
            ))}
          </select>{" "}
        </>
      )}
      <button type="submit" className="link">
        {copy.disable}
      </button>
    </form>
  );
}

function RenameForm({ account, typed }: { account: StaffAccountRow; typed: string | undefined }) {
  const id = `rename-${account.id}`;
  return (
    <details open={typed !== undefined}>
      <summary>{staffNameCopy.rename}</summary>
      <form method="post" action={`/admin/staff/${account.id}/name`} className="stack">
        <label htmlFor={id}>
          {staffNameCopy.adminField}
          <input
            id={id}
            name="name"
            type="text"
            defaultValue={typed ?? account.display_name ?? ""}
            maxLength={MAX_STAFF_NAME_LENGTH}
            required
          />
        </label>
        <button type="submit">{staffNameCopy.rename}</button>
      </form>
    </details>
  );
}

function PasswordField({ idPrefix, errors }: { idPrefix: string; errors?: FieldErrors }) {
  return (
    <label>
      {copy.password.field}
      <input
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={1024}
      />
      <span className="muted">{copy.password.hint}</span>
      {errors?.password === undefined ? null : <span className="error">{errors.password}</span>}
    </label>
  );
}

function RoleSelect({ value, id }: { value: string | undefined; id?: string }) {
  return (
    <select name="role" id={id} aria-label={copy.columns.role} defaultValue={value ?? "sales"}>
      <option value="sales">{copy.roles.sales}</option>
      <option value="admin">{copy.roles.admin}</option>
    </select>
  );
}

/** Every account with its changes, the form to add one, and the trail of changes. */
export function StaffAccountsPage(props: StaffAccountsPageProps) {
  const { accounts, audit, firmTimeZone, createErrors } = props;
  const time = (iso: string) => formatFirmTime(iso, firmTimeZone);
  return (
    <Layout title={copy.title} staffEmail={props.staffEmail} notice={props.notice}>
      <p>{copy.intro}</p>
      {props.error === undefined ? null : (
        <p className="error" role="alert">
          {props.error}
        </p>
      )}
      {props.generated === undefined ? null : (
        <section className="setup-warnings" aria-labelledby="generated-password">
          <h2 id="generated-password">
            {copy.generatedHeading} {props.generated.email}
          </h2>
          <p>
            <code data-testid="generated-password">{props.generated.password}</code>
          </p>
          <p>{copy.generatedText}</p>
        </section>
      )}
      <table className="card-table">
        <thead>
          <tr>
            <th>{copy.columns.name}</th>
            <th>{copy.columns.email}</th>
            <th>{copy.columns.role}</th>
            <th>{copy.columns.lastSignIn}</th>
            <th>{copy.columns.status}</th>
            <th>{copy.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id} data-staff-email={account.email}>
              <td data-label={copy.columns.name}>{staffName(account)}</td>
              <td data-label={copy.columns.email}>
                <EmailText email={account.email} />
              </td>
              <td data-label={copy.columns.role}>{copy.roles[account.role]}</td>
              <td data-label={copy.columns.lastSignIn}>
                {account.last_login_at === null ? copy.never : time(account.last_login_at)}
              </td>
              <td data-label={copy.columns.status}>
                {account.disabled_at === null
                  ? copy.active
                  : copy.disabledSince(time(account.disabled_at))}
              </td>
              <td data-label={copy.columns.actions}>
                <form method="post" action={`/admin/staff/${account.id}/role`} className="inline">
                  <RoleSelect value={account.role} />{" "}
                  <button type="submit" className="link">
                    {copy.changeRole}
                  </button>
                </form>{" "}
                {account.disabled_at === null ? (
                  <DisableForm
                    account={account}
                    accounts={accounts}
                    openLeads={props.openLeads?.get(account.id) ?? 0}
                  />
                ) : (
                  <form
                    method="post"
                    action={`/admin/staff/${account.id}/enable`}
                    className="inline"
                  >
                    <button type="submit" className="link">
                      {copy.enable}
                    </button>
                  </form>
                )}
                <RenameForm
                  account={account}
                  typed={props.renameInput?.id === account.id ? props.renameInput.name : undefined}
                />
                <details>
                  <summary>{copy.reset.submit}</summary>
                  <form
                    method="post"
                    action={`/admin/staff/${account.id}/password`}
                    className="stack"
                  >
                    <PasswordField idPrefix={`reset-${account.id}`} />
                    <p className="muted">{copy.reset.hint}</p>
                    <button type="submit">{copy.reset.submit}</button>
                  </form>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{copy.create.heading}</h2>
      <form method="post" action="/admin/staff" className="stack">
        <FormErrorSummary errors={createErrors} />
        <TextField
          name="email"
          type="email"
          label={copy.create.email}
          value={props.createInput?.email}
          errors={createErrors}
          maxLength={254}
          required
        />
        <TextField
          name="name"
          label={copy.create.name}
          value={props.createInput?.name}
          errors={createErrors}
          maxLength={100}
        />
        <label htmlFor="create-role">
          {copy.create.role}
          <RoleSelect id="create-role" value={props.createInput?.role} />
          {createErrors?.role === undefined ? null : (
            <span className="error">{createErrors.role}</span>
          )}
        </label>
        <PasswordField idPrefix="create" errors={createErrors} />
        <button type="submit">{copy.create.submit}</button>
      </form>

      <h2>{copy.audit.heading}</h2>
      {audit.length === 0 ? (
        <p>{copy.audit.empty}</p>
      ) : (
        <table className="card-table">
          <thead>
            <tr>
              <th>{copy.audit.columns.when}</th>
              <th>{copy.audit.columns.who}</th>
              <th>{copy.audit.columns.what}</th>
              <th>{copy.audit.columns.whom}</th>
            </tr>
          </thead>
          <tbody>
            {audit.map((entry) => (
              <tr key={entry.id}>
                <td data-label={copy.audit.columns.when}>{time(entry.created_at)}</td>
                <td data-label={copy.audit.columns.who}>{entry.actor_email}</td>
                <td data-label={copy.audit.columns.what}>
                  {copy.audit.actions[entry.action]}
                  {entry.detail === null ? null : `: ${describeDetail(entry.detail)}`}
                </td>
                <td data-label={copy.audit.columns.whom}>{entry.target_email}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Layout>
  );
}

function describeDetail(detail: string): string {
  return detail === "admin" || detail === "sales" ? copy.roles[detail] : detail;
}
