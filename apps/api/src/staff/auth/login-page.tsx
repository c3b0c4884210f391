import { Layout } from "../../console/views/layout";
import { authCopy } from "./auth-copy";

export function LoginPage({
  email,
  error,
  notice,
  setupWarning,
}: {
  email?: string;
  error?: string;
  notice?: string;
  /** Said when no staff account exists yet. */
  setupWarning?: string | undefined;
}) {
  return (
    <Layout title={authCopy.title} notice={notice} frame="sign-in">
      {setupWarning === undefined ? null : (
        <section className="setup-warnings" role="alert">
          <p>{setupWarning}</p>
        </section>
      )}
      <p className="sign-in-lead">{authCopy.lead}</p>
      <form method="post" action="/admin/login" className="stack sign-in-form">
        {error === undefined ? null : (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <label>
          {authCopy.email}
          <input name="email" type="email" autoComplete="username" defaultValue={email} required />
        </label>
        <label>
          {authCopy.password}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" className="primary">
          {authCopy.submit}
        </button>
      </form>
    </Layout>
  );
}
