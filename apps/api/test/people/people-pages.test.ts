import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadEvents, leadRow } from "../helpers/lead-rows";
import { createStaff, useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import { sectionText, tableRows } from "../meetings/console-fixtures";

const NOW = new Date("2026-12-01T10:00:00.000Z");

describe.each(testDatabases)("people and companies on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    per: "test",
    now: () => NOW,
    env: { FIRM_TIME_ZONE: "Asia/Kolkata" },
  });
  const admin = useSignedInStaff({ database, app }, { columns: { display_name: "Priya Nair" } });
  let rep: number;
  let ids: number[];

  beforeEach(async () => {
    rep = await createStaff(database.db, "ravi@kaizenfusion.in", {
      role: "sales",
      display_name: "Ravi Kumar",
    });
    ids = await insertLeads(database.db, [
      leadRow({
        name: "Asha Rao",
        email: "asha.rao@gmail.com",
        company: "Tatva Industries",
        phone: null,
        created_at: "2026-11-01T10:00:00.000Z",
      }),
      leadRow({
        kind: "estimate",
        source_call: "SaveEstimate",
        name: "Asha R.",
        email: "AshaRao+erp@googlemail.com",
        company: "TATVA INDUSTRIES PVT. LTD.",
        phone: null,
        estimate_cost: 500400,
        owner_id: rep,
        created_at: "2026-11-03T10:00:00.000Z",
      }),
      // The same person under an office address: a duplicate the rep merges by hand.
      leadRow({
        name: "Asha Rao",
        email: "asha@tatva.in",
        company: "Tatva Industries Private Limited",
        phone: null,
        created_at: "2026-11-02T10:00:00.000Z",
      }),
      leadRow({
        name: "Vikram Shah",
        email: "vikram@shahexports.in",
        company: "Shah Exports",
        phone: null,
        created_at: "2026-11-04T10:00:00.000Z",
      }),
    ]);
  });

  const personOf = async (leadId: number) => {
    const response = await admin.get(`/admin/leads/${leadId}/person`);
    expect(response.statusCode).toBe(303);
    return Number(/\/admin\/people\/(\d+)$/.exec(response.headers.location ?? "")?.[1]);
  };

  it("shows a person with their company, owner, requests and one timeline of every request", async () => {
    const [first = 0, second = 0] = ids;
    const lead = await admin.page(`/admin/leads/${first}`);
    expect(lead).toContain(`<a href="/admin/leads/${first}/person">This person</a>`);
    expect(lead).toContain(`<a href="/admin/leads/${first}/company">Company: Tatva Industries</a>`);
    await admin.post(`/admin/leads/${first}/notes`, { note: "Wants a demo in Pune" });

    const person = await personOf(first);
    expect(await personOf(second)).toBe(person);
    const page = await admin.page(`/admin/people/${person}`);
    expect(page).toContain("<title>Asha Rao");
    expect(page).toContain("Ravi Kumar");
    expect(page).toMatch(/<a href="\/admin\/companies\/\d+">Tatva Industries<\/a>/);
    expect(tableRows(page, "person-requests").map((row) => row[1])).toEqual([
      "Cost estimate",
      "Contact form",
    ]);
    const timeline = sectionText(page, "person-timeline");
    // Newest first: the note, then each request's arrival, each naming its request.
    expect(timeline.replace(/\d+ \w+ 2026, [\d:]+ [ap]m IST · /g, "")).toContain(
      "Priya Nair added a note On “Contact form” Wants a demo in Pune The request arrived: Cost estimate On “Cost estimate” The request arrived: Contact form On “Contact form”",
    );

    // The company holds all three requests, whatever suffix they were written with.
    const company = Number(/\/admin\/companies\/(\d+)/.exec(page)?.[1]);
    const companyPage = await admin.page(`/admin/companies/${company}`);
    expect(tableRows(companyPage, "company-people").map((row) => row[0])).toEqual([
      "Asha Rao",
      "Asha Rao",
    ]);
    expect(tableRows(companyPage, "company-requests")).toHaveLength(3);
    expect((await admin.get("/admin/people/999999")).statusCode).toBe(404);
    expect((await admin.get("/admin/companies/999999")).statusCode).toBe(404);
    expect((await admin.get("/admin/people/asha")).statusCode).toBe(404);
  });

  it("lists people with their request counts, searchable by name, e-mail, phone and company", async () => {
    const list = await admin.page("/admin/people");
    expect(tableRows(list, "")).toEqual([]);
    const rows = [
      ...list.matchAll(/<tr><th[^>]*><a href="\/admin\/people\/\d+">([^<]+)<\/a>/g),
    ].map((match) => match[1]);
    expect(rows).toEqual(["Asha Rao", "Asha Rao", "Vikram Shah"]);
    expect(list).toContain('<td data-label="Requests">2</td>');
    const byCompany = await admin.page("/admin/people?q=shah%20exp");
    expect(byCompany).toContain("Vikram Shah");
    expect(byCompany).not.toContain("Asha Rao");
    const byEmail = await admin.page("/admin/people?q=Asha.Rao%2Bx%40googlemail.com");
    expect(byEmail).toContain("asharao@gmail.com");
    expect(byEmail).not.toContain("Vikram");
    const tooLong = await admin.get(`/admin/people?q=${"a".repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain("Searches are at most 100 characters.");
  });

  it("merges a duplicate person: requests move, the owner stays, both timelines say so, the old page redirects", async () => {
    const [first = 0, , office = 0] = ids;
    const kept = await personOf(first);
    const gone = await personOf(office);
    expect(gone).not.toBe(kept);

    const results = await admin.page(`/admin/people/${kept}/merge?q=tatva.in`);
    expect(results).toContain(`href="/admin/people/${kept}/merge?other=${gone}"`);
    const confirm = await admin.page(`/admin/people/${kept}/merge?other=${gone}`);
    expect(confirm).toContain("Merge these records?");
    expect(confirm).toContain("asharao@gmail.com");
    expect(confirm).toContain("asha@tatva.in");
    const self = await admin.get(`/admin/people/${kept}/merge?other=${kept}`);
    expect(self.statusCode).toBe(400);
    expect(self.body).toContain("A record cannot be merged with itself.");

    const merged = await admin.post(`/admin/people/${kept}/merge`, { other_id: String(gone) });
    expect(merged.statusCode).toBe(303);
    expect(merged.headers.location).toBe(`/admin/people/${kept}?merged=1`);
    const people = await database.db
      .selectFrom("leads")
      .select("person_id")
      .where("id", "in", ids.slice(0, 3))
      .execute();
    expect(people.map((row) => row.person_id)).toEqual([kept, kept, kept]);
    expect(
      await database.db
        .selectFrom("people")
        .select(["id", "owner_id", "merged_into_id"])
        .where("id", "in", [kept, gone])
        .orderBy("id")
        .execute(),
    ).toEqual([
      { id: kept, owner_id: rep, merged_into_id: null },
      { id: gone, owner_id: null, merged_into_id: kept },
    ]);
    const page = await admin.page(`/admin/people/${kept}?merged=1`);
    expect(page).toContain("Merged. The other record");
    expect(page).toContain("3 requests");
    expect(sectionText(page, "person-timeline")).toContain(
      "Priya Nair merged Asha Rao into this record",
    );
    const old = await admin.get(`/admin/people/${gone}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/admin/people/${kept}`);
    const again = await admin.post(`/admin/people/${kept}/merge`, { other_id: String(gone) });
    expect(again.statusCode).toBe(400);
  });

  it("splits a wrongly counted request into a new person, on both timelines", async () => {
    const [first = 0, second = 0] = ids;
    const person = await personOf(first);
    const split = await admin.post(`/admin/people/${person}/split`, { lead_id: String(second) });
    expect(split.statusCode).toBe(303);
    const created = Number(
      /\/admin\/people\/(\d+)\?split=1$/.exec(split.headers.location ?? "")?.[1],
    );
    expect(created).not.toBe(person);
    const lead = await database.db
      .selectFrom("leads")
      .select("person_id")
      .where("id", "=", second)
      .executeTakeFirstOrThrow();
    expect(lead.person_id).toBe(created);
    const newPage = await admin.page(`/admin/people/${created}?split=1`);
    expect(newPage).toContain("The request was split off into this new person record.");
    expect(newPage).toContain("Ravi Kumar");
    expect(sectionText(newPage, "person-timeline")).toContain(
      "Priya Nair made this record of a request split off Asha Rao",
    );
    const oldPage = await admin.page(`/admin/people/${person}`);
    expect(sectionText(oldPage, "person-timeline")).toContain(
      "Priya Nair split a request off into Asha R.",
    );
    // A person's only request stays.
    const only = await admin.post(`/admin/people/${person}/split`, { lead_id: String(first) });
    expect(only.statusCode).toBe(400);
    expect(only.body).toContain("A person&#x27;s only request cannot be split off.");
  });

  it("gives a person and their open requests to a new owner, on each request's timeline", async () => {
    const [first = 0, second = 0] = ids;
    const person = await personOf(first);
    const refused = await admin.post(`/admin/people/${person}/owner`, { owner_id: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Choose an active staff member as the owner.");
    const changed = await admin.post(`/admin/people/${person}/owner`, {
      owner_id: String(admin.id()),
    });
    expect(changed.statusCode).toBe(303);
    expect(changed.headers.location).toBe(`/admin/people/${person}?moved=2`);
    const owners = await database.db
      .selectFrom("leads")
      .select("owner_id")
      .where("id", "in", [first, second])
      .execute();
    expect(owners.map((row) => row.owner_id)).toEqual([admin.id(), admin.id()]);
    const events = await leadEvents(database.db, ["lead_id", "action", "owner_id"]);
    expect(events).toEqual([
      { lead_id: first, action: "assign", owner_id: admin.id() },
      { lead_id: second, action: "assign", owner_id: admin.id() },
    ]);
    const page = await admin.page(`/admin/people/${person}?moved=2`);
    expect(page).toContain("Owner changed; 2 open requests moved.");
  });

  it("merges two companies and leads the old one's page to the kept one", async () => {
    const [first = 0, , , vikram = 0] = ids;
    const kept = Number(
      /companies\/(\d+)/.exec(
        (await admin.get(`/admin/leads/${first}/company`)).headers.location ?? "",
      )?.[1],
    );
    const gone = Number(
      /companies\/(\d+)/.exec(
        (await admin.get(`/admin/leads/${vikram}/company`)).headers.location ?? "",
      )?.[1],
    );
    const confirm = await admin.page(`/admin/companies/${kept}/merge?other=${gone}`);
    expect(confirm).toContain("Shah Exports");
    const merged = await admin.post(`/admin/companies/${kept}/merge`, { other_id: String(gone) });
    expect(merged.statusCode).toBe(303);
    const lead = await database.db
      .selectFrom("leads")
      .select("company_id")
      .where("id", "=", vikram)
      .executeTakeFirstOrThrow();
    expect(lead.company_id).toBe(kept);
    const old = await admin.get(`/admin/companies/${gone}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/admin/companies/${kept}`);
    const page = await admin.page(`/admin/companies/${kept}`);
    expect(sectionText(page, "company-timeline")).toContain(
      "Priya Nair merged Shah Exports into this record",
    );
  });
});
