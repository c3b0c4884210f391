import { describe, expect, it } from "vitest";
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

describe.each(testDatabases)("staff names on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  // The first admin, as setup or the CLI makes it: an address and no name.
  const admin = useSignedInStaff({ database, app });

  const nameOf = async (email: string) =>
    (
      await database.db
        .selectFrom("staff_users")
        .select("display_name")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).display_name;

  const audit = async () =>
    (
      await database.db
        .selectFrom("staff_audit_events")
        .select(["actor_email", "target_email", "action", "detail"])
        .where("action", "=", "rename")
        .orderBy("id")
        .execute()
    ).map((row) => [row.actor_email, row.target_email, row.detail]);

  async function createSales() {
    const created = await admin.post("/admin/staff", {
      email: SALES_EMAIL,
      name: "",
      role: "sales",
      password: SALES_PASSWORD,
    });
    expect(created.statusCode).toBe(303);
    return (
      await database.db
        .selectFrom("staff_users")
        .select("id")
        .where("email", "=", SALES_EMAIL)
        .executeTakeFirstOrThrow()
    ).id;
  }

  it("lets the first admin, created without a name, set their own from a page every page links to", async () => {
    expect(await nameOf(STAFF_EMAIL)).toBeNull();
    const inbox = await admin.page("/admin/leads");
    expect(inbox).toContain(`Signed in as <a href="/admin/account">${STAFF_EMAIL}</a>`);
    const page = await admin.page("/admin/account");
    expect(page).toContain("Your name");
    expect(page).toMatch(/<input[^>]*name="name"[^>]*value=""/);

    const saved = await admin.post("/admin/account", { name: "  Meera Iyer  " });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/admin/account?saved=1");
    expect(await nameOf(STAFF_EMAIL)).toBe("Meera Iyer");
    expect(await admin.page("/admin/account?saved=1")).toContain("Your name is now Meera Iyer.");
    expect(await audit()).toEqual([[STAFF_EMAIL, STAFF_EMAIL, "Meera Iyer"]]);
    // The console names her by it, in every page's header too.
    expect(await admin.page("/admin/staff")).toContain("Meera Iyer");
    expect(await admin.page("/admin/leads")).toContain(
      'Signed in as <a href="/admin/account">Meera Iyer</a>',
    );
  });

  it("refuses an empty or overlong name with a clear message, keeping what was typed", async () => {
    const empty = await admin.post("/admin/account", { name: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('id="name-error">Enter a name.</span>');
    expect(empty.body).toContain('aria-describedby="name-error"');
    const long = await admin.post("/admin/account", { name: "M".repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("Keep the name to 100 characters or fewer.");
    expect(long.body).toContain(`value="${"M".repeat(101)}"`);
    expect(await nameOf(STAFF_EMAIL)).toBeNull();
    expect(await audit()).toEqual([]);
  });

  it("lets a sales user rename only themselves", async () => {
    const ravi = await createSales();
    const sales = await signInCookie(app, SALES_EMAIL, SALES_PASSWORD);
    const own = await postForm(app, "/admin/account", { name: "Ravi Kumar" }, { cookie: sales });
    expect(own.statusCode).toBe(303);
    expect(await nameOf(SALES_EMAIL)).toBe("Ravi Kumar");
    const other = await postForm(
      app,
      `/admin/staff/${ravi}/name`,
      { name: "Boss" },
      { cookie: sales },
    );
    expect(other.statusCode).toBe(403);
    expect(await nameOf(SALES_EMAIL)).toBe("Ravi Kumar");
    expect(await audit()).toEqual([[SALES_EMAIL, SALES_EMAIL, "Ravi Kumar"]]);
  });

  it("lets an admin rename anyone from the staff accounts page", async () => {
    const ravi = await createSales();
    const page = await admin.page("/admin/staff");
    expect(page).toContain(`action="/admin/staff/${ravi}/name"`);
    const renamed = await admin.post(`/admin/staff/${ravi}/name`, { name: "Ravi K. Sharma" });
    expect(renamed.statusCode).toBe(303);
    expect(await nameOf(SALES_EMAIL)).toBe("Ravi K. Sharma");
    expect(await audit()).toEqual([[STAFF_EMAIL, SALES_EMAIL, "Ravi K. Sharma"]]);
    const list = await admin.page("/admin/staff");
    expect(list).toContain("Renamed: Ravi K. Sharma");

    const refused = await admin.post(`/admin/staff/${ravi}/name`, { name: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Enter a name.");
    expect(await nameOf(SALES_EMAIL)).toBe("Ravi K. Sharma");
    const missing = await admin.post("/admin/staff/9999/name", { name: "Nobody" });
    expect(missing.statusCode).toBe(404);
    // Not to be signed in as someone else's page.
    expect((await getPage(app, "/admin/account")).statusCode).toBe(303);
  });
});
