import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { csvNames, setSalesAccess, xlsxNames } from "../helpers/role-settings";
import {
  createStaff,
  signInCookie,
  staffBrowser,
  useSignedInStaff,
} from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

const REP_EMAIL = "rep@kaizenfusion.in";

describe.each(testDatabases)("what a sales user's export holds on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  const admin = useSignedInStaff({ database, app });
  let repId: number;
  let rep: ReturnType<typeof staffBrowser>;

  beforeEach(async () => {
    repId = await createStaff(database.db, REP_EMAIL, { role: "sales" });
    const colleague = await createStaff(database.db, "meera@kaizenfusion.in", { role: "sales" });
    const cookie = await signInCookie(app, REP_EMAIL);
    rep = staffBrowser(app, () => cookie);
    await insertLeads(database.db, [
      leadRow({ name: "Rep Contact", owner_id: repId, created_at: "2026-03-04T10:00:00.000Z" }),
      leadRow({
        name: "Rep Estimate",
        kind: "estimate",
        owner_id: repId,
        created_at: "2026-03-03T10:00:00.000Z",
      }),
      leadRow({
        name: "Meera Contact",
        owner_id: colleague,
        created_at: "2026-03-02T10:00:00.000Z",
      }),
      leadRow({ name: "Nobody's Contact", created_at: "2026-03-01T10:00:00.000Z" }),
    ]);
  });

  it("holds only the sales user's own leads by default, with the inbox's filters, in both formats", async () => {
    expect(csvNames(await rep.get("/admin/leads/export.csv"))).toEqual([
      "Rep Contact",
      "Rep Estimate",
    ]);
    expect(await xlsxNames(await rep.get("/admin/leads/export.xlsx"))).toEqual([
      "Rep Contact",
      "Rep Estimate",
    ]);
    expect(csvNames(await rep.get("/admin/leads/export.csv?kind=contact"))).toEqual([
      "Rep Contact",
    ]);
    expect(await xlsxNames(await rep.get("/admin/leads/export.xlsx?kind=estimate"))).toEqual([
      "Rep Estimate",
    ]);
    // Asking for a colleague's or the unassigned leads gives none of them.
    const colleague = await rep.get("/admin/leads/export.csv?view=unassigned");
    expect(csvNames(colleague)).toEqual([]);

    // The inbox says so before the download.
    const inbox = await rep.page("/admin/leads");
    expect(inbox).toContain("Exports hold your own leads only, as filtered here.");
  });

  it("holds every lead the filters select once an admin allows it; admins always do", async () => {
    expect(csvNames(await admin.get("/admin/leads/export.csv"))).toEqual([
      "Rep Contact",
      "Rep Estimate",
      "Meera Contact",
      "Nobody's Contact",
    ]);
    expect(await admin.page("/admin/leads")).not.toContain("Exports hold your own leads only");

    await setSalesAccess(admin, { resumes: false, export: "all" });
    expect(csvNames(await rep.get("/admin/leads/export.csv?kind=contact"))).toEqual([
      "Rep Contact",
      "Meera Contact",
      "Nobody's Contact",
    ]);
    expect(await xlsxNames(await rep.get("/admin/leads/export.xlsx?view=unassigned"))).toEqual([
      "Nobody's Contact",
    ]);
    const inbox = await rep.page("/admin/leads");
    expect(inbox).toContain("Exports hold every lead these filters select.");
    expect(inbox).not.toContain("Exports hold your own leads only");
  });
});
