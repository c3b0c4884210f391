import { Layout } from "../../console/views/layout";
import { MAX_STAFF_NAME_LENGTH } from "./staff-name";
import { staffNameCopy as copy } from "./staff-name-copy";

export interface OwnNamePageProps {
  staffEmail: string;
  /** The name as stored, or what was typed when it was refused. */
  name: string;
  error?: string | undefined;
  notice?: string | undefined;
}

/** Where every staff member sets the name colleagues see. */
export function OwnNamePage({ staffEmail, name, error, notice }: OwnNamePageProps) {
  return (
    <Layout title={copy.pageTitle} staffEmail={staffEmail} notice={notice}>
      <p>{copy.intro}</p>
      <form method="post" action="/admin/account" className="stack">
        {error === undefined ? null : (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <label>
          {copy.field}
          <input
            name="name"
            type="text"
            defaultValue={name}
            maxLength={MAX_STAFF_NAME_LENGTH}
            autoComplete="name"
            required
            aria-invalid={error === undefined ? undefined : true}
            aria-describedby={error === undefined ? undefined : "name-error"}
          />
          {error === undefined ? null : (
            <span className="error" id="name-error">
              {error}
            </span>
          )}
        </label>
        <button type="submit">{copy.save}</button>
      </form>
    </Layout>
  );
}
