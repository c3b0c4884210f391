import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

const rowLinks = (html: string) =>
  [...html.matchAll(/<td[^>]*class="lead-name"[^>]*><a href="\/admin\/leads\/(\d+)">/g)].map(
    (match) => Number(match[1]),
  );

describe.each(testDatabases)("the inbox, one row per person, on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  const admin = useSignedInStaff({ database, app });

  it("lists each person once, by their newest matching request, with a link to all of them", async () => {
    const [older = 0, newer = 0, other = 0] = await insertLeads(database.db, [
      leadRow({
        name: "Asha Rao",
        email: "asha.rao@gmail.com",
        status: "contacted",
        created_at: "2026-11-01T10:00:00.000Z",
      }),
      leadRow({
        name: "Asha Rao",
        email: "AshaRao+erp@googlemail.com",
        created_at: "2026-11-03T10:00:00.000Z",
      }),
      leadRow({
        name: "Vikram Shah",
        email: "vikram@shahexports.in",
        phone: "+91 97000 11111",
        created_at: "2026-11-02T10:00:00.000Z",
      }),
    ]);
    const inbox = await admin.page("/admin/leads");
    expect(rowLinks(inbox)).toEqual([newer, other]);
    const person = (
      await database.db
        .selectFrom("leads")
        .select("person_id")
        .where("id", "=", newer)
        .executeTakeFirstOrThrow()
    ).person_id;
    expect(inbox).toContain(
      `<a class="lead-person-requests" href="/admin/people/${person}">2 requests</a>`,
    );
    // Filters apply to the requests: the person's row is the newest request that matches.
    const contacted = await admin.page("/admin/leads?status=contacted");
    expect(rowLinks(contacted)).toEqual([older]);
    const found = await admin.page("/admin/leads?q=asha");
    expect(rowLinks(found)).toEqual([newer]);
  });
});
