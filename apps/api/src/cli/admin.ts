import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { createDatabase } from "../infrastructure/database/create-database";
import { migrateToLatest } from "../infrastructure/database/migrate";
import type { StaffRole } from "../infrastructure/database/schema";
import { isEmailSyntaxValid } from "../leads/email-check/email-syntax";
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from "../staff/auth/password-policy";
import {
  createStaffUser,
  findStaffUserByEmail,
  normalizeStaffEmail,
  setStaffPassword,
} from "../staff/auth/staff-user-repository";
import { PasswordInputError, readPassword } from "./read-password";

const MAX_NAME_LENGTH = 100;

const USAGE = `Manage staff console users (uses DATABASE_URL, like the server).

  npm run admin -- create-user --email <address> [--role admin|sales] [--name <name>]
  npm run admin -- set-password --email <address>

The password is asked for on a prompt that shows nothing as you type, or read from the first
line of standard input when it is piped:  echo '<password>' | npm run admin -- set-password --email <address>
Passwords need at least ${MIN_PASSWORD_LENGTH} characters and must not be one of the most commonly
used passwords. create-user makes an admin unless --role sales is given. set-password also ends
any sign-in wait and signs the user out everywhere.`;

export const PASSWORD_ARGUMENT_REFUSED =
  "--password is not accepted: a password given as an argument stays in the shell history and shows in the process list. Type it at the prompt, or pipe it on standard input.";

class UsageError extends Error {}

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      // Only recognised so it can be refused with the reason.
      password: { type: "string" },
    },
  });
  if (values.password !== undefined)
    throw new UsageError(`${PASSWORD_ARGUMENT_REFUSED}\n\n${USAGE}`);
  const [command] = positionals;
  if (command !== "create-user" && command !== "set-password") throw new UsageError(USAGE);
  const email = normalizeStaffEmail((values.email ?? "").slice(0, 320));
  if (!isEmailSyntaxValid(email)) throw new UsageError("--email must be an e-mail address");
  const role = values.role ?? "admin";
  if (role !== "admin" && role !== "sales") throw new UsageError("--role must be admin or sales");
  const name = (values.name ?? "").trim();
  if (name.length > MAX_NAME_LENGTH) {
    throw new UsageError(`--name must have at most ${MAX_NAME_LENGTH} characters`);
  }

  const config = loadConfig();
  const db = await createDatabase(config.database);
  try {
    await migrateToLatest(db, config.database.dialect);
    if (command === "create-user" && (await findStaffUserByEmail(db, email))) {
      throw new UsageError(`${email} already exists`);
    }
    if (command === "set-password" && !(await findStaffUserByEmail(db, email))) {
      throw new UsageError(`No staff user ${email}`);
    }
    const password = await readPassword(process.stdin, process.stderr);
    const problem = newPasswordProblem(password);
    if (problem !== undefined) throw new UsageError(`The password ${problem}`);

    if (command === "create-user") {
      const id = await createStaffUser(db, email, password);
      await db
        .updateTable("staff_users")
        .set({ role: role as StaffRole, display_name: name === "" ? null : name })
        .where("id", "=", id)
        .execute();
      return `Created staff user ${email} (${role})`;
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
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof PasswordInputError
  ) {
    console.error(error.message);
  } else if (error instanceof Error && error.name === "TypeError" && "code" in error) {
    // parseArgs refuses unknown options with a readable message.
    console.error(`${error.message}\n\n${USAGE}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
