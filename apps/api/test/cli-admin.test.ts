import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../src/admin/auth/password-hash";
import { createDatabase } from "../src/db/create-database";

const API_FOLDER = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);

// Each run starts a fresh Node process with the TypeScript loader: seconds on a busy machine.
describe("the admin CLI", { timeout: 180_000 }, () => {
  let folder: string;
  let databaseFile: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "site-api-cli-"));
    databaseFile = join(folder, "site.db");
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  function admin(...args: string[]) {
    return run(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], {
      cwd: API_FOLDER,
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: `sqlite:${databaseFile}` },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  }

  async function storedHash(email: string): Promise<string | undefined> {
    const db = await createDatabase({ dialect: "sqlite", filename: databaseFile });
    try {
      const row = await db
        .selectFrom("staff_users")
        .select("password_hash")
        .where("email", "=", email)
        .executeTakeFirst();
      return row?.password_hash;
    } finally {
      await db.destroy();
    }
  }

  it("creates a user on a new database, then changes its password", async () => {
    const created = await admin(
      "create-user",
      "--email",
      "Ops@KaizenFusion.in",
      "--password",
      "first long password",
    );
    expect(created).toMatchObject({ code: 0, stdout: "Created staff user ops@kaizenfusion.in\n" });
    const first = await storedHash("ops@kaizenfusion.in");
    expect(first).toBeDefined();
    expect(await verifyPassword("first long password", first ?? "")).toBe(true);

    const again = await admin(
      "create-user",
      "--email",
      "ops@kaizenfusion.in",
      "--password",
      "x".repeat(12),
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists");

    const changed = await admin(
      "set-password",
      "--email",
      "ops@kaizenfusion.in",
      "--password",
      "second long password",
    );
    expect(changed).toMatchObject({ code: 0 });
    expect(
      await verifyPassword("second long password", (await storedHash("ops@kaizenfusion.in")) ?? ""),
    ).toBe(true);
  });

  it("refuses short passwords, bad addresses and unknown commands", async () => {
    const short = await admin("create-user", "--email", "a@kaizenfusion.in", "--password", "short");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");
    const bad = await admin(
      "create-user",
      "--email",
      "nobody",
      "--password",
      "long enough password",
    );
    expect(bad.stderr).toContain("--email must be an e-mail address");
    const unknown = await admin("drop-everything");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("npm run admin -- create-user");
    const missing = await admin(
      "set-password",
      "--email",
      "ghost@kaizenfusion.in",
      "--password",
      "long enough password",
    );
    expect(missing.stderr).toContain("No staff user ghost@kaizenfusion.in");
  });

  it("refuses a password from the list of the most common ones, whatever its case", async () => {
    const common = await admin(
      "create-user",
      "--email",
      "common@kaizenfusion.in",
      "--password",
      "Password1234",
    );
    expect(common.code).toBe(1);
    expect(common.stderr).toContain(
      "--password is one of the most commonly used passwords; choose another",
    );
    expect(await storedHash("common@kaizenfusion.in")).toBeUndefined();

    const changed = await admin(
      "set-password",
      "--email",
      "ops@kaizenfusion.in",
      "--password",
      "qwertyuiop123",
    );
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain("one of the most commonly used passwords");
  });
});
