import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

describe.each(testDatabases)("one home page and honest notice versions on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  const staff = useSignedInStaff({ database, app });

  it("counts / and /index as one page, /index", async () => {
    await insertLeads(database.db, [
      leadRow({ landing_page: "/", created_at: "2026-11-20T05:00:00.000Z", email: "a@example.in" }),
      leadRow({
        landing_page: "/index?utm_source=x",
        created_at: "2026-11-21T05:00:00.000Z",
        email: "b@example.in",
      }),
    ]);
    const html = await staff.page("/admin/insights?from=2026-11-16&to=2026-11-25");
    const pages = html.split('aria-labelledby="pages-heading"')[1]?.split("</section>")[0] ?? "";
    expect(pages).toMatch(
      /<t[hd][^>]*>\/index<\/t[hd]><td[^>]*>0<\/td><td[^>]*>0<\/td><td[^>]*>2<\/td>/,
    );
    expect(pages).not.toMatch(/<t[hd][^>]*>\/<\/t[hd]>/);
  });

  it("says whether a lead without a notice version predates them or was sent without one", async () => {
    const migrated = await sql<{ timestamp: string | Date }>`
      select timestamp from kysely_migration where name = '0005_privacy'`.execute(database.db);
    const keptSince = new Date(migrated.rows[0]?.timestamp ?? 0).getTime();
    const [old, fresh] = await insertLeads(database.db, [
      leadRow({
        created_at: new Date(keptSince - 86_400_000).toISOString(),
        email: "old@example.in",
      }),
      leadRow({ created_at: new Date(keptSince + 60_000).toISOString(), email: "new@example.in" }),
    ]);
    expect(await staff.page(`/admin/leads/${old}`)).toContain(
      "Not recorded (sent before notice versions were kept)",
    );
    const page = await staff.page(`/admin/leads/${fresh}`);
    expect(page).toContain("None: the request was sent without a notice version");
    expect(page).not.toContain("sent before notice versions were kept");
  });
});
