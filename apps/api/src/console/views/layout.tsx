import type { ReactNode } from "react";
import { correspondenceCopy } from "../../correspondence/correspondence-copy";
import { dealCopy } from "../../deals/deal-copy";
import { entryCopy } from "../../leads/entry/entry-copy";
import { meetingsCopy } from "../../meetings/console/meetings-copy";
import { peopleCopy } from "../../people/people-copy";
import { roleSettingsCopy } from "../../staff/roles/role-settings-copy";
import { taskCopy } from "../../tasks/task-copy";
import { BrandLockup } from "./brand-mark";
import { useConsoleContext } from "./console-context";
import { consoleCopy } from "./console-copy";

export interface LayoutProps {
  title: string;
  /** The signed-in user's e-mail; the sign-in page has none. */
  staffEmail?: string;
  notice?: string;
  /** "sign-in": the page alone in a centred card under the firm's mark, with no header. */
  frame?: "console" | "sign-in";
  children: ReactNode;
}

/** The frame of every console page: navigation, the signed-in user and sign-out. */
export function Layout({ title, staffEmail, notice, frame = "console", children }: LayoutProps) {
  // Sales staff see only what they may open; the guard refuses the rest anyway.
  const { role, setupWarnings, displayName } = useConsoleContext();
  const isAdmin = role === "admin";
  const content = (
    <>
      {setupWarnings.length === 0 ? null : (
        <section
          className="setup-warnings"
          role="alert"
          aria-label={consoleCopy.setupWarningsLabel}
        >
          {setupWarnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </section>
      )}
      <h1>{title}</h1>
      {notice === undefined ? null : (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {children}
    </>
  );
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${consoleCopy.productName}`}</title>
        {/* The public site's own icon, served by the same server. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/admin/assets/admin.css" />
      </head>
      {frame === "sign-in" ? (
        <body className="sign-in-page">
          <main className="sign-in">
            <div className="sign-in-card">
              <BrandLockup size={44} />
              {content}
            </div>
            <a className="back-to-site" href="/">
              {consoleCopy.backToSite}
            </a>
          </main>
        </body>
      ) : (
        <body>
          <header className="top">
            <strong className="top-brand">
              <BrandLockup size={32} />
            </strong>
            {staffEmail === undefined ? null : (
              <>
                <nav aria-label={consoleCopy.nav.workLabel}>
                  <a href="/admin/today">{taskCopy.today.nav}</a>
                  <a href="/admin/leads">{consoleCopy.nav.leads}</a>
                  <a href="/admin/leads/new">{entryCopy.newLead.link}</a>
                  <a href="/admin/people">{peopleCopy.nav}</a>
                  <a href="/admin/deals">{dealCopy.nav}</a>
                  <a href="/admin/board">{consoleCopy.nav.board}</a>
                  <a href="/admin/meetings">{meetingsCopy.nav}</a>
                  <a href="/admin/insights">{consoleCopy.nav.insights}</a>
                </nav>
                <span className="signed-in">
                  {consoleCopy.signedInAs} <a href="/admin/account">{displayName ?? staffEmail}</a>
                </span>
                <form method="post" action="/admin/logout">
                  <button type="submit" className="link">
                    {consoleCopy.signOut}
                  </button>
                </form>
                {isAdmin ? (
                  <nav aria-label={consoleCopy.nav.adminLabel} className="admin-nav">
                    <span className="admin-nav-label" aria-hidden="true">
                      {consoleCopy.nav.adminLabel}
                    </span>
                    <a href="/admin/staff">{consoleCopy.nav.staff}</a>
                    <a href="/admin/settings/roles">{roleSettingsCopy.nav}</a>
                    <a href="/admin/settings/deals">{dealCopy.settings.nav}</a>
                    <a href="/admin/settings/email-templates">{correspondenceCopy.templates.nav}</a>
                    <a href="/admin/blog">{consoleCopy.nav.blog}</a>
                    <a href="/admin/employees">{consoleCopy.nav.employees}</a>
                    <a href="/admin/blocklist">{consoleCopy.nav.blocklist}</a>
                    <a href="/admin/privacy">{consoleCopy.nav.privacy}</a>
                  </nav>
                ) : null}
              </>
            )}
          </header>
          <main>{content}</main>
        </body>
      )}
    </html>
  );
}
