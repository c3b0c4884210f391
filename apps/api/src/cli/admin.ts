import { parseArgs } from "node:util";
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from "../admin/auth/password-policy";
import {
  createStaffUser,
  findStaffUserByEmail,
  normalizeStaffEmail,
  setStaffPassword,
} from "../admin/auth/staff-user-repository";
import { ConfigError, loadConfig } from "../config";
import { createDatabase } from "../db/create-database";
import { migrateToLatest } from "../db/migrate";
import { isEmailSyntaxValid } from "../services/email-check/email-syntax";

const USAGE = `Manage staff console users (uses DATABASE_URL, like the server).

  npm run admin -- create-user --email <address> --password <password>
  npm run admin -- set-password --email <address> --password <password>

Passwords need at least ${MIN_PASSWORD_LENGTH} characters and must not be one of the most commonly
used passwords. set-password also ends any sign-in wait and signs the user out everywhere.`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" } },
  });
  const [command] = positionals;
  if (command !== "create-user" && command !== "set-password") throw new UsageError(USAGE);
  const email = normalizeStaffEmail(values.email ?? "");
  const password = values.password ?? "";
  if (!isEmailSyntaxValid(email)) throw new UsageError("--email must be an e-mail address");
  const problem = newPasswordProblem(password);
  if (problem !== undefined) throw new UsageError(`--password ${problem}`);

  const config = loadConfig();
  const db = await createDatabase(config.database);
  try {
    await migrateToLatest(db, config.database.dialect);
    if (command === "create-user") {
      if (await findStaffUserByEmail(db, email)) throw new UsageError(`${email} already exists`);
      await createStaffUser(db, email, password);
      return `Created staff user ${email}`;
    }
    if (!(await setStaffPassword(db, email, password))) {
      throw new UsageError(`No staff user ${email}`);
    }
    return `Changed the password of ${email}`;
  } finally {
    await db.destroy();
  }
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
  } else if (error instanceof Error && error.name === "TypeError" && "code" in error) {
    // parseArgs refuses unknown options with a readable message.
    console.error(`${error.message}\n\n${USAGE}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
