import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadEvents, leadRow } from "../helpers/lead-rows";
import {
  createStaff,
  signInCookie,
  staffBrowser,
  useSignedInStaff,
} from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

// 10:00 in Delhi on 25 Nov 2026.
const LOADED = new Date("2026-11-25T04:30:00.000Z");

/** The hidden fields of one card's Move form, as the board showed them. */
function moveForm(html: string, id: number): Record<string, string> {
  const form = new RegExp(`<form [^>]*action="/admin/board/${id}/move"[^>]*>(.*?)</form>`).exec(
    html,
  )?.[1];
  if (form === undefined) throw new Error(`No Move form for lead ${id}`);
  const hidden: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(
    /<input type="hidden" name="([a-z_]+)" value="([^"]*)"\/>/g,
  )) {
    hidden[name ?? ""] = value ?? "";
  }
  return hidden;
}

describe.each(testDatabases)("the board's Move checks the lead's version on $name", (kind) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(LOADED);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const { database, app } = useTestApp(kind, { per: "test" });
  const staff = useSignedInStaff({ database, app });

  it("refuses a move of a lead changed since the board was loaded, naming who changed what", async () => {
    const [id = 0] = await insertLeads(database.db, [leadRow({ name: "Tatva Industries" })]);
    const board = await staff.page("/admin/board");
    const shown = moveForm(board, id);
    expect(shown.version).toBe("0");
    expect(shown.opened_at).toBe(LOADED.toISOString());

    // A colleague qualifies the lead on its own page five minutes later.
    vi.setSystemTime(new Date(LOADED.getTime() + 5 * 60_000));
    await createStaff(database.db, "anita@kaizenfusion.in", { display_name: "Anita Rao" });
    const anita = staffBrowser(app, () => cookie);
    const cookie = await signInCookie(app, "anita@kaizenfusion.in");
    const changed = await anita.post(`/admin/leads/${id}`, {
      status: "qualified",
      version: "0",
      opened_at: LOADED.toISOString(),
    });
    expect(changed.statusCode).toBe(303);

    // The board, as loaded, sends the lead back to New: refused, nothing moved.
    const move = await staff.post(`/admin/board/${id}/move`, { ...shown, status: "new" });
    expect(move.statusCode).toBe(409);
    expect(move.body).toContain(
      "Anita Rao changed the status to Qualified at 10:05 am after you opened this page.",
    );
    expect(move.body).toContain(
      "Tatva Industries was not moved: it changed after you loaded the board.",
    );
    const lead = await database.db
      .selectFrom("leads")
      .select(["status", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ status: "qualified", version: 1 });
    expect(await leadEvents(database.db, ["action", "to_status"])).toEqual([
      { action: "status", to_status: "qualified" },
    ]);

    // The refusal shows the board as it stands now, so the next move sends the new version.
    expect(moveForm(move.body, id).version).toBe("1");
    const again = await staff.post(`/admin/board/${id}/move`, {
      ...moveForm(move.body, id),
      status: "won",
    });
    expect(again.statusCode).toBe(303);
  });

  it("refuses a move that sends no version, never moving the lead blind", async () => {
    const [id = 0] = await insertLeads(database.db, [leadRow({ name: "Blind Move" })]);
    const move = await staff.post(`/admin/board/${id}/move`, { status: "won" });
    expect(move.statusCode).toBe(409);
    expect(move.body).toContain(
      "Blind Move was not moved: the board you moved it from is out of date.",
    );
    const lead = await database.db
      .selectFrom("leads")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(lead.status).toBe("new");
  });
});
