import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { applyWithResume } from "../helpers/resume-upload";
import { ROLE_SETTINGS_PATH, setSalesAccess } from "../helpers/role-settings";
import {
  createStaff,
  STAFF_EMAIL,
  signInCookie,
  staffBrowser,
  useSignedInStaff,
} from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import { CANDIDATE } from "../leads/lead-fixtures";

const RESUME = { bytes: Buffer.from("%PDF-1.4\n%%EOF\n"), fileName: "priya-cv.pdf" };
const REP_EMAIL = "rep@kaizenfusion.in";

/** The one <input> of the page holding `attribute`, whatever the attributes' order. */
function input(html: string, attribute: string): string {
  const found = [...html.matchAll(/<input [^>]*>/g)].filter((tag) => tag[0].includes(attribute));
  expect(found).toHaveLength(1);
  return found[0]?.[0] ?? "";
}

describe.each(testDatabases)("who may open job applicants' resumes on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    per: "test",
    env: { RATE_LIMIT_WRITES_PER_MIN: "100000" },
  });
  const admin = useSignedInStaff({ database, app });

  async function signedInRep() {
    await createStaff(database.db, REP_EMAIL, { role: "sales", display_name: "Ravi Kumar" });
    const cookie = await signInCookie(app, REP_EMAIL);
    return staffBrowser(app, () => cookie);
  }

  it("keeps resumes from sales until an admin opens them, and admins always see them", async () => {
    const candidateId = await applyWithResume(app, database.db, CANDIDATE, RESUME);
    const rep = await signedInRep();

    // By default a sales user sees no link and is refused the download with a page saying why.
    const page = await rep.page(`/admin/leads/${candidateId}`);
    expect(page).not.toContain(`href="/admin/leads/${candidateId}/resume"`);
    expect(page).toContain("Resumes are open to admins only.");
    const refused = await rep.get(`/admin/leads/${candidateId}/resume`);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(refused.body).toContain("Resumes are open to admins only.");
    expect(refused.body).not.toContain("%PDF");

    // An admin always can.
    expect(await admin.page(`/admin/leads/${candidateId}`)).toContain(
      `href="/admin/leads/${candidateId}/resume"`,
    );
    const adminDownload = await admin.get(`/admin/leads/${candidateId}/resume`);
    expect(adminDownload.statusCode).toBe(200);
    expect(adminDownload.rawPayload.equals(RESUME.bytes)).toBe(true);

    // Once an admin grants it, the sales user has the link and the file.
    await setSalesAccess(admin, { resumes: true, export: "own" });
    expect(await rep.page(`/admin/leads/${candidateId}`)).toContain(
      `href="/admin/leads/${candidateId}/resume"`,
    );
    const granted = await rep.get(`/admin/leads/${candidateId}/resume`);
    expect(granted.statusCode).toBe(200);
    expect(granted.rawPayload.equals(RESUME.bytes)).toBe(true);

    // And taking it back closes it again.
    await setSalesAccess(admin, { resumes: false, export: "own" });
    expect((await rep.get(`/admin/leads/${candidateId}/resume`)).statusCode).toBe(403);
  });

  it("lets only admins see and change the settings, each change in the staff audit log", async () => {
    const settings = await admin.page(ROLE_SETTINGS_PATH);
    expect(settings).toContain("<h1>Role settings</h1>");
    expect(input(settings, 'type="checkbox"')).toContain('name="sales_resumes"');
    expect(input(settings, 'type="checkbox"')).not.toContain("checked");
    expect(input(settings, 'value="own"')).toContain('checked=""');
    expect(input(settings, 'value="all"')).not.toContain("checked");
    // The admin part of the navigation links to it.
    expect(await admin.page("/admin/leads")).toContain(`href="${ROLE_SETTINGS_PATH}"`);

    await setSalesAccess(admin, { resumes: true, export: "all" });
    const saved = await admin.page(`${ROLE_SETTINGS_PATH}?saved=1`);
    expect(input(saved, 'type="checkbox"')).toContain('checked=""');
    expect(input(saved, 'value="all"')).toContain('checked=""');
    expect(input(saved, 'value="own"')).not.toContain("checked");
    expect(saved).toContain("Saved.");

    const audit = await database.db
      .selectFrom("staff_audit_events")
      .select(["actor_email", "target_email", "action", "detail"])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      {
        actor_email: STAFF_EMAIL,
        target_email: "Sales role",
        action: "change_setting",
        detail: "Sales can open job applicants' resumes: yes",
      },
      {
        actor_email: STAFF_EMAIL,
        target_email: "Sales role",
        action: "change_setting",
        detail: "Sales can export: all leads",
      },
    ]);
    // Saving the same settings again records nothing.
    await setSalesAccess(admin, { resumes: true, export: "all" });
    expect(await database.db.selectFrom("staff_audit_events").selectAll().execute()).toHaveLength(
      2,
    );
    expect(await admin.page("/admin/staff")).toContain("Sales can export: all leads");

    // A choice that is not offered is refused with a message, nothing saved.
    const bad = await admin.post(ROLE_SETTINGS_PATH, { sales_export: "everything" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Choose which leads sales may export.");
    expect(bad.body).toMatch(/aria-describedby="sales_export-error"/);

    const rep = await signedInRep();
    expect((await rep.get(ROLE_SETTINGS_PATH)).statusCode).toBe(403);
    const repPost = await rep.post(ROLE_SETTINGS_PATH, {
      sales_export: "all",
      sales_resumes: "on",
    });
    expect(repPost.statusCode).toBe(403);
    expect(await rep.page("/admin/leads")).not.toContain(`href="${ROLE_SETTINGS_PATH}"`);

    // From another site, even an admin's browser is refused.
    const crossSite = await admin.post(
      ROLE_SETTINGS_PATH,
      { sales_export: "own" },
      { origin: "https://evil.example" },
    );
    expect(crossSite.statusCode).toBe(403);
  });
});
