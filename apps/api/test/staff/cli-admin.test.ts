import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../src/infrastructure/database/create-database";
import { verifyPassword } from "../../src/staff/auth/password-hash";

const API_FOLDER = fileURLToPath(new URL("../..", import.meta.url));

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

  /** Runs the CLI with `stdin` piped in, as `echo '...' | npm run admin -- ...` does. */
  function admin(args: string[], stdin = "") {
    return new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], {
        cwd: API_FOLDER,
        env: { PATH: process.env.PATH ?? "", DATABASE_URL: `sqlite:${databaseFile}` },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString("utf8");
      });
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString("utf8");
      });
      child.on("error", reject);
      child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
      child.stdin.end(stdin);
    });
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

  async function storedAccount(email: string) {
    const db = await createDatabase({ dialect: "sqlite", filename: databaseFile });
    try {
      return await db
        .selectFrom("staff_users")
        .select(["role", "display_name"])
        .where("email", "=", email)
        .executeTakeFirst();
    } finally {
      await db.destroy();
    }
  }

  it("creates a user with the password from standard input, then changes it the same way", async () => {
    const created = await admin(
      ["create-user", "--email", "Ops@KaizenFusion.in"],
      "first long password\n",
    );
    expect(created).toMatchObject({
      code: 0,
      stdout: "Created staff user ops@kaizenfusion.in (admin)\n",
    });
    const first = await storedHash("ops@kaizenfusion.in");
    expect(first).toBeDefined();
    expect(await verifyPassword("first long password", first ?? "")).toBe(true);

    const again = await admin(["create-user", "--email", "ops@kaizenfusion.in"], "x".repeat(12));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists");

    const changed = await admin(
      ["set-password", "--email", "ops@kaizenfusion.in"],
      "second long password\n",
    );
    expect(changed).toMatchObject({ code: 0 });
    expect(
      await verifyPassword("second long password", (await storedHash("ops@kaizenfusion.in")) ?? ""),
    ).toBe(true);
  });

  it("creates a sales user with a name", async () => {
    const created = await admin(
      ["create-user", "--email", "ravi@kaizenfusion.in", "--role", "sales", "--name", "Ravi Kumar"],
      "a sales team passphrase",
    );
    expect(created).toMatchObject({
      code: 0,
      stdout: "Created staff user ravi@kaizenfusion.in (sales)\n",
    });
    expect(await storedAccount("ravi@kaizenfusion.in")).toEqual({
      role: "sales",
      display_name: "Ravi Kumar",
    });
    const badRole = await admin(["create-user", "--email", "x@kaizenfusion.in", "--role", "root"]);
    expect(badRole.stderr).toContain("--role must be admin or sales");
  });

  it("refuses a password given as an argument, saying why, and changes nothing", async () => {
    const refused = await admin([
      "create-user",
      "--email",
      "argv@kaizenfusion.in",
      "--password",
      "a long enough password",
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "--password is not accepted: a password given as an argument stays in the shell history",
    );
    expect(await storedHash("argv@kaizenfusion.in")).toBeUndefined();
    const reset = await admin([
      "set-password",
      "--email",
      "ops@kaizenfusion.in",
      "--password=another long password",
    ]);
    expect(reset.code).toBe(1);
    expect(reset.stderr).toContain("--password is not accepted");
    expect(
      await verifyPassword(
        "another long password",
        (await storedHash("ops@kaizenfusion.in")) ?? "",
      ),
    ).toBe(false);
  });

  it("refuses short passwords, bad addresses and unknown commands", async () => {
    const short = await admin(["create-user", "--email", "a@kaizenfusion.in"], "short\n");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("The password must have at least 12 characters");
    const bad = await admin(["create-user", "--email", "nobody"], "long enough password");
    expect(bad.stderr).toContain("--email must be an e-mail address");
    const unknown = await admin(["drop-everything"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("npm run admin -- create-user");
    const missing = await admin(
      ["set-password", "--email", "ghost@kaizenfusion.in"],
      "long enough password",
    );
    expect(missing.stderr).toContain("No staff user ghost@kaizenfusion.in");
  });

  it("refuses a password from the list of the most common ones, whatever its case", async () => {
    const common = await admin(
      ["create-user", "--email", "common@kaizenfusion.in"],
      "Password1234\n",
    );
    expect(common.code).toBe(1);
    expect(common.stderr).toContain(
      "The password is one of the most commonly used passwords; choose another",
    );
    expect(await storedHash("common@kaizenfusion.in")).toBeUndefined();

    const changed = await admin(
      ["set-password", "--email", "ops@kaizenfusion.in"],
      "qwertyuiop123\n",
    );
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain("one of the most commonly used passwords");
  });
});
