import { describe, expect, it } from "vitest";
import type { LeadStatus } from "../../src/infrastructure/database/schema";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

const STAGES: LeadStatus[] = ["new", "contacted", "qualified", "won", "lost"];

/** The status each card's Move control starts at, by lead id. */
function presetStages(html: string): Record<string, string> {
  const preset: Record<string, string> = {};
  for (const [, id, options] of html.matchAll(
    /<select id="move-(\d+)" name="status">(.*?)<\/select>/g,
  )) {
    preset[id ?? ""] = /<option value="([a-z]+)" selected="">/.exec(options ?? "")?.[1] ?? "none";
  }
  return preset;
}

describe.each(testDatabases)("the board's Move control on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  const staff = useSignedInStaff({ database, app });

  it("starts at the card's own stage, so one press never sends a deal back", async () => {
    const ids = await insertLeads(
      database.db,
      STAGES.map((status, index) =>
        leadRow({ status, name: `Deal ${status}`, email: `deal${index}@example.in` }),
      ),
    );
    const preset = presetStages(await staff.page("/admin/board"));
    expect(preset).toEqual(Object.fromEntries(ids.map((id, index) => [String(id), STAGES[index]])));

    // Pressing Move on the Won card as it stands leaves it Won.
    const wonId = ids[3];
    const pressed = await staff.post(`/admin/board/${wonId}/move`, {
      status: "won",
      version: "0",
    });
    expect(pressed.statusCode).toBe(303);
    const won = await database.db
      .selectFrom("leads")
      .select("status")
      .where("id", "=", wonId ?? 0)
      .executeTakeFirstOrThrow();
    expect(won.status).toBe("won");
  });
});
