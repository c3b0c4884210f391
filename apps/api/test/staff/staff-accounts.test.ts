import { describe, expect, it } from "vitest";
import { changeStaffAccess } from "../../src/staff/accounts/staff-account-repository";
import type { StaffSession } from "../../src/staff/auth/session-store";
import { testDatabases } from "../helpers/databases";
import {
  getPage,
  postForm,
  STAFF_EMAIL,
  signInCookie,
  useSignedInStaff,
} from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

const SALES_EMAIL = "ravi.sales@kaizenfusion.in";
const SALES_PASSWORD = "monsoon tiffin ledger 42";
const ADMIN_ONLY_PAGES = [
  "/admin/blog",
  "/admin/blog/new",
  "/admin/employees",
  "/admin/employees/new",
  "/admin/blocklist",
  "/admin/privacy",
  "/admin/staff",
  "/admin/assignment",
  "/admin/%62log",
  "/admin/Staff",
];
const ADMIN_ONLY_FORMS = [
  "/admin/blog",
  "/admin/employees",
  "/admin/blocklist",
  "/admin/privacy/erase",
  "/admin/staff",
  "/admin/staff/1/disable",
  "/admin/staff/1/role",
];

describe.each(testDatabases)("staff accounts and roles on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  const admin = useSignedInStaff({ database, app });

  const accountOf = (email: string) =>
    database.db
      .selectFrom("staff_users")
      .select(["id", "role", "display_name", "disabled_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();

  async function createSales(email = SALES_EMAIL, password = SALES_PASSWORD) {
    const created = await admin.post("/admin/staff", {
      email,
      name: "Ravi Kumar",
      role: "sales",
      password,
    });
    expect(created.statusCode).toBe(303);
    return (await accountOf(email)).id;
  }

  const auditActions = async () =>
    (
      await database.db
        .selectFrom("staff_audit_events")
        .select(["actor_email", "target_email", "action", "detail"])
        .orderBy("id")
        .execute()
    ).map((row) => [row.actor_email, row.target_email, row.action, row.detail]);

  it("lets an admin add a sales user who works leads and is refused every admin area with 403", async () => {
    await createSales();
    expect(await accountOf(SALES_EMAIL)).toMatchObject({
      role: "sales",
      display_name: "Ravi Kumar",
      disabled_at: null,
    });
    const list = await admin.get("/admin/staff");
    expect(list.body).toContain("Ravi Kumar");
    expect(list.body).toContain("Sales");

    const sales = await signInCookie(app, SALES_EMAIL, SALES_PASSWORD);
    const inbox = await getPage(app, "/admin/leads", sales);
    expect(inbox.statusCode).toBe(200);
    // The navigation offers only what the role may open.
    expect(inbox.body).not.toContain('href="/admin/blog"');
    expect(inbox.body).not.toContain('href="/admin/staff"');
    expect((await admin.get("/admin/leads")).body).toContain('href="/admin/staff"');

    for (const url of ADMIN_ONLY_PAGES) {
      const page = await getPage(app, url, sales);
      expect({ url, status: page.statusCode }).toEqual({ url, status: 403 });
      expect(page.body).toContain("Admins only");
    }
    for (const url of ADMIN_ONLY_FORMS) {
      const post = await postForm(app, url, { email: "x@example.in" }, { cookie: sales });
      expect({ url, status: post.statusCode }).toEqual({ url, status: 403 });
    }
    // Nothing a refused form asked for happened.
    expect(await accountOf(STAFF_EMAIL)).toMatchObject({ role: "admin", disabled_at: null });
    expect(await auditActions()).toEqual([[STAFF_EMAIL, SALES_EMAIL, "create", "sales"]]);
  });

  it("shows a generated password once, and it signs in", async () => {
    const created = await admin.post("/admin/staff", {
      email: "meera@kaizenfusion.in",
      name: "",
      role: "sales",
      password: "",
    });
    expect(created.statusCode).toBe(200);
    const password = /data-testid="generated-password">([^<]+)</.exec(created.body)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    await signInCookie(app, "meera@kaizenfusion.in", password);
    // Not on the list page afterwards.
    expect((await admin.get("/admin/staff")).body).not.toContain(password);
  });

  it("refuses short and common passwords, bad addresses and a taken address", async () => {
    const weak = await admin.post("/admin/staff", {
      email: "a@kaizenfusion.in",
      role: "sales",
      password: "Password1234",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain("The password is one of the most commonly used passwords");
    const short = await admin.post("/admin/staff", {
      email: "a@kaizenfusion.in",
      role: "sales",
      password: "short",
    });
    expect(short.body).toContain("The password must have at least 12 characters");
    const badRole = await admin.post("/admin/staff", {
      email: "nobody",
      role: "root",
      password: SALES_PASSWORD,
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.body).toContain("Enter an e-mail address.");
    expect(badRole.body).toContain("Choose Admin or Sales.");
    const taken = await admin.post("/admin/staff", {
      email: STAFF_EMAIL.toUpperCase(),
      role: "sales",
      password: SALES_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain("This address already has an account.");
    expect(await auditActions()).toEqual([]);
  });

  it("ends an active session at once when the account is disabled, and lets it back in when enabled", async () => {
    const salesId = await createSales();
    const sales = await signInCookie(app, SALES_EMAIL, SALES_PASSWORD);
    expect((await getPage(app, "/admin/leads", sales)).statusCode).toBe(200);

    const disabled = await admin.post(`/admin/staff/${salesId}/disable`, {});
    expect(disabled.statusCode).toBe(303);
    const after = await getPage(app, "/admin/leads", sales);
    expect(after.statusCode).toBe(303);
    expect(after.headers.location).toBe("/admin/login");
    const again = await postForm(app, "/admin/login", {
      email: SALES_EMAIL,
      password: SALES_PASSWORD,
    });
    expect(again.statusCode).toBe(401);
    expect((await admin.get("/admin/staff")).body).toContain("Disabled since");

    await admin.post(`/admin/staff/${salesId}/enable`, {});
    await signInCookie(app, SALES_EMAIL, SALES_PASSWORD);
    expect((await auditActions()).map((row) => row[2])).toEqual(["create", "disable", "enable"]);
  });

  it("does not let an admin disable or demote themselves, nor the last admin be lost", async () => {
    const self = await admin.post(`/admin/staff/${admin.id()}/disable`, {});
    expect(self.statusCode).toBe(409);
    expect(self.body).toContain("You cannot disable your own account");
    const demote = await admin.post(`/admin/staff/${admin.id()}/role`, { role: "sales" });
    expect(demote.statusCode).toBe(409);
    expect(await accountOf(STAFF_EMAIL)).toMatchObject({ role: "admin", disabled_at: null });

    // Two admins demoting each other at the same moment: one of them stays admin.
    const otherId = await createSales("second.admin@kaizenfusion.in");
    await admin.post(`/admin/staff/${otherId}/role`, { role: "admin" });
    const other: StaffSession = {
      userId: otherId,
      email: "second.admin@kaizenfusion.in",
      role: "admin",
      displayName: null,
    };
    const first: StaffSession = {
      userId: admin.id(),
      email: STAFF_EMAIL,
      role: "admin",
      displayName: null,
    };
    const results = await Promise.all([
      changeStaffAccess(database.db, {
        id: otherId,
        change: { role: "sales" },
        actor: first,
        now: new Date(),
      }),
      changeStaffAccess(database.db, {
        id: admin.id(),
        change: { role: "sales" },
        actor: other,
        now: new Date(),
      }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, refusal: "last-admin" });
    const admins = await database.db
      .selectFrom("staff_users")
      .select("id")
      .where("role", "=", "admin")
      .execute();
    expect(admins).toHaveLength(1);
    // Nor can the one left be disabled by a colleague whose admin role is already gone.
    const [remaining] = admins;
    const loser = remaining?.id === admin.id() ? other : first;
    expect(
      await changeStaffAccess(database.db, {
        id: remaining?.id ?? 0,
        change: { disabled: true },
        actor: loser,
        now: new Date(),
      }),
    ).toEqual({ ok: false, refusal: "last-admin" });
  });

  it("ends every session of an account whose password an admin resets", async () => {
    const salesId = await createSales();
    const sales = await signInCookie(app, SALES_EMAIL, SALES_PASSWORD);
    const reset = await admin.post(`/admin/staff/${salesId}/password`, {
      password: "a fresh long passphrase",
    });
    expect(reset.statusCode).toBe(303);
    expect((await getPage(app, "/admin/leads", sales)).statusCode).toBe(303);
    await signInCookie(app, SALES_EMAIL, "a fresh long passphrase");
    const sessions = await database.db
      .selectFrom("staff_sessions")
      .select("id")
      .where("user_id", "=", salesId)
      .execute();
    expect(sessions).toHaveLength(1);

    const page = await admin.get("/admin/staff");
    expect(page.body).toContain("Reset password");
    expect((await auditActions()).map((row) => row[2])).toEqual(["create", "reset_password"]);
  });
});
