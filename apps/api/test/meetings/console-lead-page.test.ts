import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import { insertMeetings, meetingRow, sectionText, tableRows } from "./console-fixtures";

/** The timeline's entries, top to bottom, as plain text. */
function timelineEntries(html: string): string[] {
  const list = /<ol class="timeline">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) =>
    (/<p class="timeline-what">([^<]*)<\/p>/.exec(match[1] ?? "")?.[1] ?? "").trim(),
  );
}

/** The start times a select offers, in order. */
function slotOptions(html: string, selectId: string): string[] {
  const select = new RegExp(`<select id="${selectId}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  return [...(select?.[1] ?? "").matchAll(/<option value="([^"]+)">/g)].map(
    (match) => match[1] ?? "",
  );
}

describe.each(testDatabases)("meetings on the lead page on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  const staff = useSignedInStaff({ database, app }, { columns: { display_name: "Priya Nair" } });

  it("lists the lead's meetings and names each meeting event on the timeline", async () => {
    const [id = 0] = await insertLeads(database.db, [leadRow()]);
    await insertMeetings(database.db, [
      meetingRow({
        lead_id: id,
        staff_user_id: staff.id(),
        starts_at: "2026-12-02T09:00:00.000Z",
        status: "held",
      }),
      meetingRow({
        lead_id: id,
        staff_user_id: staff.id(),
        starts_at: "2026-11-20T05:30:00.000Z",
        meeting_type: "demo",
        ends_at: "2026-11-20T06:15:00.000Z",
        status: "cancelled",
        booked_by: "staff",
      }),
    ]);
    const event = (
      action:
        | "meeting_booked"
        | "meeting_moved"
        | "meeting_cancelled"
        | "meeting_reminder"
        | "meeting_held"
        | "meeting_no_show",
      minute: number,
      byStaff: boolean,
      due_at: string,
      note: string | null = null,
    ) => ({
      lead_id: id,
      staff_user_id: byStaff ? staff.id() : null,
      action,
      due_at,
      note,
      created_at: `2026-11-2${minute}T10:00:00.000Z`,
    });
    await database.db
      .insertInto("lead_events")
      .values([
        event("meeting_booked", 1, false, "2026-12-01T05:30:00.000Z"),
        event("meeting_moved", 2, false, "2026-12-02T09:00:00.000Z"),
        event(
          "meeting_reminder",
          3,
          false,
          "2026-12-02T09:00:00.000Z",
          "Reminder sent 24 hours before",
        ),
        event("meeting_no_show", 4, true, "2026-12-02T09:00:00.000Z"),
        event("meeting_held", 5, true, "2026-12-02T09:00:00.000Z"),
        event("meeting_cancelled", 6, true, "2026-11-20T05:30:00.000Z"),
      ])
      .execute();

    const html = await staff.page(`/admin/leads/${id}`);
    expect(tableRows(html, "lead-meetings")).toEqual([
      ["Wed 2 Dec, 14:30–15:00 IST Introductory call", "Priya Nair", "Held", "The visitor, online"],
      ["Fri 20 Nov, 11:00–11:45 IST Product demo", "Priya Nair", "Cancelled", "Staff"],
    ]);
    expect(timelineEntries(html).slice(0, 6)).toEqual([
      "Meeting of Fri 20 Nov, 11:00 IST cancelled by Priya Nair",
      "Priya Nair marked the meeting of Wed 2 Dec, 14:30 IST as held",
      "Priya Nair marked the meeting of Wed 2 Dec, 14:30 IST as a no-show",
      "Reminder e-mailed for the meeting of Wed 2 Dec, 14:30 IST",
      "Meeting moved to Wed 2 Dec, 14:30 IST by the visitor",
      "Meeting booked for Tue 1 Dec, 11:00 IST by the visitor",
    ]);
    expect(html).toContain('<p class="note-text">Reminder sent 24 hours before</p>');
  });

  it("books a call for the person, moves it and cancels it, each back on the page with a notice", async () => {
    const [id = 0] = await insertLeads(database.db, [leadRow({ owner_id: staff.id() })]);
    const page = await staff.page(`/admin/leads/${id}`);
    expect(sectionText(page, "lead-meetings")).toContain("No meetings yet.");
    expect(page).toContain('<label for="book-start">Time (IST)');
    const slots = slotOptions(page, "book-start");
    expect(slots.length).toBeGreaterThan(2);
    const [first = "", second = ""] = slots;

    const booked = await staff.post(`/admin/leads/${id}/meetings`, { start: first });
    expect(booked.statusCode).toBe(303);
    expect(booked.headers.location).toBe(`/admin/leads/${id}?meeting=booked`);
    const afterBooking = await staff.page(`/admin/leads/${id}?meeting=booked`);
    expect(afterBooking).toContain(
      '<p class="notice" role="status">Meeting booked. The invitation is on its way.</p>',
    );
    expect(tableRows(afterBooking, "lead-meetings")).toEqual([
      [expect.stringContaining("IST Introductory call"), "Priya Nair", "Booked", "Staff"],
    ]);
    expect(sectionText(afterBooking, "lead-meetings")).toContain(
      "A meeting is booked. Move or cancel it above.",
    );
    const meeting = await database.db
      .selectFrom("meetings")
      .select(["id", "starts_at", "status", "booked_by", "staff_user_id", "sequence"])
      .executeTakeFirstOrThrow();
    expect(meeting).toMatchObject({
      starts_at: first,
      status: "booked",
      booked_by: "staff",
      staff_user_id: staff.id(),
    });
    expect(timelineEntries(afterBooking)[0]).toMatch(/^Meeting booked for .* IST by Priya Nair$/);

    // Booking again while one is booked is refused with the reason.
    const twice = await staff.post(`/admin/leads/${id}/meetings`, { start: second });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain(
      '<p class="error" role="alert" id="meetings-error">This request already has a booked meeting. Move that one instead.</p>',
    );

    const moveTo = slotOptions(afterBooking, `move-${meeting.id}`).find((slot) => slot !== first);
    expect(moveTo).toBeDefined();
    const moved = await staff.post(`/admin/leads/${id}/meetings/${meeting.id}/move`, {
      start: moveTo ?? "",
    });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`/admin/leads/${id}?meeting=moved`);
    const afterMove = await database.db
      .selectFrom("meetings")
      .select(["starts_at", "sequence"])
      .executeTakeFirstOrThrow();
    expect(afterMove.starts_at).toBe(moveTo);
    expect(Number(afterMove.sequence)).toBe(Number(meeting.sequence) + 1);

    const cancelled = await staff.post(`/admin/leads/${id}/meetings/${meeting.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/admin/leads/${id}?meeting=cancelled`);
    const final = await staff.page(`/admin/leads/${id}?meeting=cancelled`);
    expect(final).toContain("Meeting cancelled. The visitor and the host are told by e-mail.");
    expect(tableRows(final, "lead-meetings")[0]?.[2]).toBe("Cancelled");
    const actions = await database.db
      .selectFrom("lead_events")
      .select(["action", "staff_user_id"])
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute();
    expect(actions).toEqual([
      { action: "meeting_booked", staff_user_id: staff.id() },
      { action: "meeting_moved", staff_user_id: staff.id() },
      { action: "meeting_cancelled", staff_user_id: staff.id() },
    ]);

    // Cancelling again says it is cancelled already.
    const again = await staff.post(`/admin/leads/${id}/meetings/${meeting.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("This meeting has already been cancelled.");
  });

  it("refuses a time not from the list, a time past, and another lead's meeting", async () => {
    const [id = 0, other = 0] = await insertLeads(database.db, [
      leadRow({ owner_id: staff.id() }),
      leadRow({ name: "Vikram Shah", email: "vikram@shahexports.in" }),
    ]);
    const bad = await staff.post(`/admin/leads/${id}/meetings`, { start: "tomorrow at 11" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Please pick a time from the list.");

    const past = await staff.post(`/admin/leads/${id}/meetings`, {
      start: "2020-01-06T05:30:00.000Z",
    });
    expect(past.statusCode).toBe(409);
    expect(past.body).toContain("That time has already passed. Please pick another one.");

    const [otherMeeting = ""] = await insertMeetings(database.db, [
      meetingRow({
        lead_id: other,
        staff_user_id: staff.id(),
        starts_at: "2099-01-05T05:30:00.000Z",
      }),
    ]);
    const wrongLead = await staff.post(`/admin/leads/${id}/meetings/${otherMeeting}/cancel`, {});
    expect(wrongLead.statusCode).toBe(404);
    const forged = await staff.post(
      `/admin/leads/${other}/meetings/${otherMeeting}/cancel`,
      {},
      { origin: "https://evil.example" },
    );
    expect(forged.statusCode).toBe(403);
    expect(
      (await database.db.selectFrom("meetings").select("status").executeTakeFirstOrThrow()).status,
    ).toBe("booked");
    expect(await database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
  });
});
