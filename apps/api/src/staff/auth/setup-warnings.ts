import type { AppConfig } from "../../config";

/** The exact command that creates the first admin; the password is asked for on a prompt. */
const CREATE_FIRST_ADMIN_COMMAND =
  "npm run admin -- create-user --email <your address> --role admin";

export const NO_STAFF_USER_WARNING = `No staff user exists yet, so nobody can sign in to the console at /admin. Create the first admin on the server with: ${CREATE_FIRST_ADMIN_COMMAND}`;

/**
 * What the operator has left unconfigured that silently loses something: without an SMTP server
 * and recipients nobody hears of new leads by e-mail. Said at start in the log and on every
 * console page to admins.
 */
export function notificationWarnings(
  config: Pick<AppConfig, "smtpUrl" | "leadNotifyTo">,
): string[] {
  const missing = [
    ...(config.smtpUrl === undefined ? ["SMTP_URL"] : []),
    ...(config.leadNotifyTo.length === 0 ? ["LEAD_NOTIFY_TO"] : []),
  ];
  if (missing.length === 0) return [];
  return [
    `Lead e-mails are off: ${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} not set, so nobody is e-mailed about new leads. Set ${missing.join(" and ")} and restart the server.`,
  ];
}
