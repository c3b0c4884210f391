import { formatInr } from "@site/contracts";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { openEstimateDeals } from "../../src/deals/estimate-deals";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import {
  createStaff,
  SAME_ORIGIN,
  signInCookie,
  staffBrowser,
  useSignedInStaff,
} from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import { sectionText } from "../meetings/console-fixtures";

// Noon in Delhi on Tuesday 1 December 2026.
const NOW = new Date("2026-12-01T06:30:00.000Z");
const REP_EMAIL = "ravi@kaizenfusion.in";

describe.each(testDatabases)("deals on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    per: "test",
    now: () => NOW,
    env: { FIRM_TIME_ZONE: "Asia/Kolkata" },
  });
  const admin = useSignedInStaff({ database, app }, { columns: { display_name: "Priya Nair" } });
  let rep: ReturnType<typeof staffBrowser>;
  let repCookie: string;
  let repId: number;
  let leadId: number;

  beforeEach(async () => {
    repId = await createStaff(database.db, REP_EMAIL, {
      role: "sales",
      display_name: "Ravi Kumar",
    });
    repCookie = await signInCookie(app, REP_EMAIL);
    rep = staffBrowser(app, () => repCookie);
    [leadId = 0] = await insertLeads(database.db, [leadRow({ name: "Asha Rao", owner_id: repId })]);
  });

  /** An estimate lead as the site saves it, its price computed by the server. */
  async function insertEstimateLead() {
    const [id = 0] = await insertLeads(database.db, [
      leadRow({
        kind: "estimate",
        source_call: "SaveEstimate",
        name: "Vikram Shah",
        company: "Shah Exports",
        email: "vikram@shahexports.in",
        estimate_cost: 345600,
        owner_id: repId,
        details: JSON.stringify({ platform: "web", pages: 5 }),
      }),
    ]);
    return id;
  }

  const stages = () =>
    database.db
      .selectFrom("deal_stages")
      .select(["id", "name", "probability", "position", "kind"])
      .orderBy("position")
      .execute();
  const stageId = async (name: string) => {
    const stage = (await stages()).find((entry) => entry.name === name);
    if (stage === undefined) throw new Error(`no stage ${name}`);
    return stage.id;
  };
  const deals = () =>
    database.db
      .selectFrom("deals")
      .select([
        "id",
        "lead_id",
        "source_lead_id",
        "title",
        "value",
        "expected_close_on",
        "stage_id",
        "lost_reason_id",
        "lost_note",
        "owner_id",
        "closed_at",
        "version",
      ])
      .orderBy("id")
      .execute();
  const dealEvents = () =>
    database.db
      .selectFrom("deal_events")
      .select(["deal_id", "action", "from_stage", "to_stage", "staff_user_id"])
      .orderBy("id")
      .execute();

  async function insertDeal(values: {
    title: string;
    value: number;
    stage: string;
    closeOn?: string;
  }) {
    const inserted = await database.db
      .insertInto("deals")
      .values({
        lead_id: leadId,
        title: values.title,
        value: values.value,
        expected_close_on: values.closeOn ?? null,
        stage_id: await stageId(values.stage),
        owner_id: repId,
        created_by: repId,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
        version: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  const addForm = (changes: Record<string, string> = {}) => ({
    title: "ERP for three plants",
    value: "12,50,000",
    close_date: "2026-12-31",
    stage_id: "",
    lost_reason_id: "",
    lost_note: "",
    ...changes,
  });

  it("opens exactly one deal for an estimate lead, valued at the price the server computed", async () => {
    const estimateLead = await insertEstimateLead();
    // The timer, the board and the lead page may all ask at once.
    await Promise.all([
      openEstimateDeals(database.db, NOW),
      openEstimateDeals(database.db, NOW),
      rep.page("/admin/deals"),
    ]);
    await rep.page(`/admin/leads/${estimateLead}`);
    expect(await deals()).toEqual([
      {
        id: expect.any(Number),
        lead_id: estimateLead,
        source_lead_id: estimateLead,
        title: "Estimate: Shah Exports",
        value: 345600,
        expected_close_on: null,
        stage_id: await stageId("Qualified"),
        lost_reason_id: null,
        lost_note: null,
        owner_id: repId,
        closed_at: null,
        version: 1,
      },
    ]);
    expect(await dealEvents()).toMatchObject([
      { action: "opened", from_stage: null, to_stage: "Qualified", staff_user_id: null },
    ]);
    const page = await rep.page(`/admin/leads/${estimateLead}`);
    expect(sectionText(page, "lead-deals")).toContain(
      "Estimate: Shah Exports · Qualified · ₹3,45,600 No close date · Owner: Ravi Kumar History Opened at Qualified by the server, for the estimate, 1 Dec 2026, 12:00 pm IST",
    );
    // A contact lead opens none.
    expect((await deals()).filter((deal) => deal.lead_id === leadId)).toEqual([]);
  });

  it("adds a deal from the lead page and refuses each bad input with its message, keeping what was typed", async () => {
    const qualified = String(await stageId("Qualified"));
    const lost = String(await stageId("Lost"));
    const refusals: [Record<string, string>, string][] = [
      [{ title: "   " }, "Enter a title: a few words on what the person is buying."],
      [{ title: "x".repeat(201) }, "Keep the title to 200 characters or fewer."],
      [{ value: "" }, "Enter the deal&#x27;s value in rupees, e.g. 2,50,000."],
      [
        { value: "12.5 lakh" },
        "Write the value in whole rupees with digits only, e.g. 2,50,000 or 250000.",
      ],
      [{ value: "2,00,00,00,000" }, "A deal&#x27;s value can be at most ₹1,00,00,00,000."],
      [
        { close_date: "31-02-2027" },
        "Enter the expected close date as a date, e.g. 31-12-2026, or leave it empty.",
      ],
      [{ stage_id: "999" }, "Choose a stage from the list."],
      [
        { stage_id: lost },
        "Choose why the deal was lost: a deal moves to the lost stage only with a reason.",
      ],
    ];
    for (const [changes, message] of refusals) {
      const form = addForm({ stage_id: qualified, ...changes });
      const refused = await rep.post(`/admin/leads/${leadId}/deals`, form);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.body).toContain(`<span class="error" id="deal-new-`);
      expect(refused.body).toContain(message);
      // What was typed in the other fields is kept.
      if (changes.title === undefined)
        expect(refused.body).toContain('value="ERP for three plants"');
      if (changes.value === undefined) expect(refused.body).toContain('value="12,50,000"');
    }
    expect(await deals()).toEqual([]);

    const added = await rep.post(
      `/admin/leads/${leadId}/deals`,
      addForm({ stage_id: qualified, value: "₹ 12,50,000", close_date: "31/12/2026" }),
    );
    expect(added.statusCode).toBe(303);
    const [deal] = await deals();
    expect(added.headers.location).toBe(`/admin/leads/${leadId}?deal=added#deal-${deal?.id}`);
    expect(deal).toMatchObject({
      lead_id: leadId,
      source_lead_id: null,
      title: "ERP for three plants",
      value: 1250000,
      expected_close_on: "2026-12-31",
      owner_id: repId,
      version: 1,
    });
    const page = await rep.page(`/admin/leads/${leadId}?deal=added`);
    expect(page).toContain("Deal added.");
    expect(sectionText(page, "lead-deals")).toContain(
      "ERP for three plants · Qualified · ₹12,50,000 Closes 31 Dec 2026 · Owner: Ravi Kumar History Opened at Qualified by Ravi Kumar, 1 Dec 2026, 12:00 pm IST",
    );
  });

  it("edits a deal, refusing a bad value with its message and a stale version with what changed", async () => {
    const id = await insertDeal({ title: "CRM rollout", value: 500000, stage: "Qualified" });
    const proposal = String(await stageId("Proposal sent"));
    const edit = (changes: Record<string, string>) =>
      rep.post(`/admin/leads/${leadId}/deals/${id}`, {
        ...addForm({ title: "CRM rollout", value: "5,00,000", stage_id: proposal }),
        version: "1",
        ...changes,
      });
    const refused = await edit({ value: "five lakh" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(
      "Write the value in whole rupees with digits only, e.g. 2,50,000 or 250000.",
    );
    expect(refused.body).toContain('value="five lakh"');

    const saved = await edit({ value: "6,00,000" });
    expect(saved.statusCode).toBe(303);
    expect(await deals()).toMatchObject([
      {
        id,
        value: 600000,
        stage_id: Number(proposal),
        expected_close_on: "2026-12-31",
        version: 2,
      },
    ]);
    const page = await rep.page(`/admin/leads/${leadId}`);
    expect(sectionText(page, "lead-deals")).toContain(
      "History Moved from Qualified to Proposal sent by Ravi Kumar, 1 Dec 2026, 12:00 pm IST",
    );
    expect(await dealEvents()).toMatchObject([
      {
        deal_id: id,
        action: "moved",
        from_stage: "Qualified",
        to_stage: "Proposal sent",
        staff_user_id: repId,
      },
    ]);

    // The same page, sent again: the deal has moved on since.
    const stale = await edit({ value: "7,00,000" });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(
      "Someone changed this deal after you opened the page: it is now at Proposal sent, ₹6,00,000. Check it and try again.",
    );
    expect((await deals())[0]?.value).toBe(600000);
  });

  it("shows each stage's count, total and weighted total as the database sums them", async () => {
    await insertDeal({ title: "A", value: 250000, stage: "Qualified", closeOn: "2026-11-20" });
    await insertDeal({ title: "B", value: 133333, stage: "Qualified" });
    await insertDeal({ title: "C", value: 1000000, stage: "Negotiation", closeOn: "2027-01-15" });
    await insertEstimateLead();
    const page = await rep.page("/admin/deals");
    const sums = await database.db
      .selectFrom("deal_stages")
      .leftJoin("deals", "deals.stage_id", "deal_stages.id")
      .select([
        "deal_stages.id",
        "deal_stages.name",
        "deal_stages.probability",
        sql<number>`count(deals.id)`.as("count"),
        sql<number>`coalesce(sum(deals.value), 0)`.as("total"),
      ])
      .groupBy(["deal_stages.id", "deal_stages.name", "deal_stages.probability"])
      .execute();
    for (const stage of sums) {
      const total = Number(stage.total);
      const count = Number(stage.count);
      const text = sectionText(page, `stage-${stage.id}`);
      expect(text).toContain(
        `${count === 1 ? "1 deal" : `${count} deals`} Total ${formatInr(total)} Weighted ${formatInr(Math.round((total * stage.probability) / 100))}`,
      );
    }
    // Qualified: ₹2,50,000 + ₹1,33,333 + the estimate's ₹3,45,600 at 20 %.
    expect(sectionText(page, `stage-${await stageId("Qualified")}`)).toContain(
      "3 deals Total ₹7,28,933 Weighted ₹1,45,787",
    );
    // The past close date of an open deal is said to be overdue.
    expect(sectionText(page, `stage-${await stageId("Qualified")}`)).toContain(
      "⚠ Overdue Closes 20 Nov 2026",
    );
    expect(page).toContain('<script src="/admin/assets/deals-board.js" defer=""></script>');

    // One owner's deals only.
    const theirs = await rep.page(`/admin/deals?owner=${admin.id()}`);
    expect(sectionText(theirs, `stage-${await stageId("Qualified")}`)).toContain(
      "0 deals Total ₹0 Weighted ₹0",
    );
  });

  it("moves a deal with the plain form, and with the script's request to the same address", async () => {
    const id = await insertDeal({ title: "CRM rollout", value: 500000, stage: "Qualified" });
    const proposal = await stageId("Proposal sent");
    const moved = await rep.post(`/admin/deals/${id}/move`, {
      stage_id: String(proposal),
      version: "1",
      owner: String(repId),
    });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`/admin/deals?owner=${repId}&moved=1#deal-${id}`);
    expect(await deals()).toMatchObject([{ id, stage_id: proposal, version: 2, closed_at: null }]);

    const negotiation = await stageId("Negotiation");
    const fetched = await app.inject({
      method: "POST",
      url: `/admin/deals/${id}/move`,
      headers: {
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
        origin: SAME_ORIGIN,
        cookie: repCookie,
      },
      payload: new URLSearchParams({ stage_id: String(negotiation), version: "2" }).toString(),
    });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({
      message: "“CRM rollout” moved to Negotiation.",
      deal: { id, stageId: negotiation, version: 3, value: 500000 },
    });
    expect(await dealEvents()).toMatchObject([
      { action: "moved", from_stage: "Qualified", to_stage: "Proposal sent", staff_user_id: repId },
      {
        action: "moved",
        from_stage: "Proposal sent",
        to_stage: "Negotiation",
        staff_user_id: repId,
      },
    ]);

    // Won closes it.
    const won = await rep.post(`/admin/deals/${id}/move`, {
      stage_id: String(await stageId("Won")),
      version: "3",
    });
    expect(won.statusCode).toBe(303);
    expect((await deals())[0]?.closed_at).toBe(NOW.toISOString());
  });

  it("moves a deal to the lost stage only with a reason", async () => {
    const id = await insertDeal({ title: "CRM rollout", value: 500000, stage: "Qualified" });
    const lost = String(await stageId("Lost"));
    const reason = await database.db
      .selectFrom("deal_lost_reasons")
      .select("id")
      .where("label", "=", "Chose another firm")
      .executeTakeFirstOrThrow();

    // The plain form leads to the page asking why.
    const asked = await rep.post(`/admin/deals/${id}/move`, { stage_id: lost, version: "1" });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("Why was “CRM rollout” lost?");
    const noReason = await rep.post(`/admin/deals/${id}/move`, {
      stage_id: lost,
      version: "1",
      asked: "1",
      lost_note: "Went with a bigger firm",
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(
      "Choose why the deal was lost: a deal moves to the lost stage only with a reason.",
    );
    expect(noReason.body).toContain("Went with a bigger firm");

    // The script's request without a reason is refused too.
    const fetched = await app.inject({
      method: "POST",
      url: `/admin/deals/${id}/move`,
      headers: {
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
        origin: SAME_ORIGIN,
        cookie: repCookie,
      },
      payload: new URLSearchParams({ stage_id: lost, version: "1" }).toString(),
    });
    expect(fetched.statusCode).toBe(400);
    expect(fetched.json()).toMatchObject({
      error: "Choose why the deal was lost: a deal moves to the lost stage only with a reason.",
    });
    expect((await deals())[0]).toMatchObject({ stage_id: await stageId("Qualified"), version: 1 });

    const done = await rep.post(`/admin/deals/${id}/move`, {
      stage_id: lost,
      version: "1",
      asked: "1",
      lost_reason_id: String(reason.id),
      lost_note: "Went with a bigger firm",
    });
    expect(done.statusCode).toBe(303);
    expect((await deals())[0]).toMatchObject({
      stage_id: Number(lost),
      lost_reason_id: reason.id,
      lost_note: "Went with a bigger firm",
      closed_at: NOW.toISOString(),
    });
  });

  it("refuses a move from a card drawn before someone else's change", async () => {
    const id = await insertDeal({ title: "CRM rollout", value: 500000, stage: "Qualified" });
    const proposal = String(await stageId("Proposal sent"));
    const negotiation = String(await stageId("Negotiation"));
    expect(
      (await admin.post(`/admin/deals/${id}/move`, { stage_id: negotiation, version: "1" }))
        .statusCode,
    ).toBe(303);
    const message =
      "Someone changed this deal after you opened the page: it is now at Negotiation, ₹5,00,000. Check it and try again.";
    const plain = await rep.post(`/admin/deals/${id}/move`, { stage_id: proposal, version: "1" });
    expect(plain.statusCode).toBe(409);
    expect(plain.body).toContain(message);
    const fetched = await app.inject({
      method: "POST",
      url: `/admin/deals/${id}/move`,
      headers: {
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
        origin: SAME_ORIGIN,
        cookie: repCookie,
      },
      payload: new URLSearchParams({ stage_id: proposal, version: "1" }).toString(),
    });
    expect(fetched.statusCode).toBe(409);
    expect(fetched.json()).toEqual({
      error: message,
      deal: { id, stageId: Number(negotiation), version: 2, value: 500000 },
    });
    expect((await deals())[0]).toMatchObject({ stage_id: Number(negotiation), version: 2 });
  });

  it("lets admins rename, reorder and re-weigh stages and keep the lost reasons; a sales user gets 403", async () => {
    expect((await rep.get("/admin/settings/deals")).statusCode).toBe(403);
    const list = await stages();
    const form: Record<string, string> = {};
    for (const stage of list) {
      form[`stage_${stage.id}_name`] = stage.name;
      form[`stage_${stage.id}_probability`] = String(stage.probability);
      form[`stage_${stage.id}_position`] = String(stage.position);
    }
    const [qualified, proposal] = list;
    if (qualified === undefined || proposal === undefined) throw new Error("no stages");
    const change = {
      ...form,
      [`stage_${proposal.id}_name`]: "Proposal out",
      [`stage_${proposal.id}_probability`]: "40",
      [`stage_${proposal.id}_position`]: "1",
      [`stage_${qualified.id}_position`]: "2",
    };
    expect((await rep.post("/admin/settings/deals/stages", change)).statusCode).toBe(403);
    expect(await stages()).toEqual(list);

    const bad = await admin.post("/admin/settings/deals/stages", {
      ...change,
      [`stage_${qualified.id}_probability`]: "120",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Write each probability as a whole number from 0 to 100.");
    expect(bad.body).toContain('value="Proposal out"');

    const saved = await admin.post("/admin/settings/deals/stages", change);
    expect(saved.statusCode).toBe(303);
    expect(
      (await stages()).map((stage) => [stage.name, stage.probability, stage.position]),
    ).toEqual([
      ["Proposal out", 40, 1],
      ["Qualified", 20, 2],
      ["Negotiation", 75, 3],
      ["Won", 100, 4],
      ["Lost", 0, 5],
    ]);
    const board = await rep.page("/admin/deals");
    expect(board.indexOf("Proposal out")).toBeLessThan(board.indexOf(">Qualified <"));

    const reasons = await database.db
      .selectFrom("deal_lost_reasons")
      .select(["id", "label"])
      .orderBy("position")
      .execute();
    const reasonForm: Record<string, string> = { new_reason: "Went quiet" };
    for (const [index, reason] of reasons.entries()) {
      reasonForm[`reason_${reason.id}_label`] = reason.label;
      reasonForm[`reason_${reason.id}_position`] = String(index + 1);
      if (index > 0) reasonForm[`reason_${reason.id}_active`] = "on";
    }
    expect((await rep.post("/admin/settings/deals/reasons", reasonForm)).statusCode).toBe(403);
    expect((await admin.post("/admin/settings/deals/reasons", reasonForm)).statusCode).toBe(303);
    const after = await database.db
      .selectFrom("deal_lost_reasons")
      .select(["label", "active"])
      .orderBy("position")
      .execute();
    expect(after).toEqual([
      { label: "Over their budget", active: 0 },
      { label: "Chose another firm", active: 1 },
      { label: "Timing: not now", active: 1 },
      { label: "No decision made", active: 1 },
      { label: "Not a fit for us", active: 1 },
      { label: "Went quiet", active: 1 },
    ]);
  });
});
