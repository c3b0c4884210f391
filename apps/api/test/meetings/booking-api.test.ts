import {
  BOOKING_CALLS,
  BOOKING_TOKEN_HEADER,
  type BookingAnswer,
  type BookingSlotsAnswer,
  bookingMessages,
  type ManageBookingAnswer,
  REQUEST_REFERENCE_HEADER,
  REQUEST_REFERENCE_PATTERN,
} from "@site/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { cancelMeeting, setMeetingOutcome } from "../../src/meetings/booking/booking-service";
import { meetingLinkSecret, verifyBookingToken } from "../../src/meetings/meeting-links";
import { testDatabases } from "../helpers/databases";
import { createStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import { validPayloads } from "../leads/lead-fixtures";
import {
  BOOKING_ENV,
  bookingRowCounts,
  bookingToken,
  firmTime,
  getCall,
  manageToken,
  NOW,
  postCall,
  storeLead,
  takeKind,
  VISITOR_ZONE,
} from "./booking-helpers";

const HOUR = 3_600_000;
const slotsUrl = (query: Record<string, string> = {}) =>
  `${BOOKING_CALLS.slots.path}?${new URLSearchParams(query)}`;
const manageUrl = (token: string) =>
  `${BOOKING_CALLS.manage.path}?${new URLSearchParams({ token })}`;

// Tuesday 1 December 2026 on the firm's clock, and the days after it.
const TUE_1300 = firmTime("2026-12-01", "13:00");
const WED_1100 = firmTime("2026-12-02", "11:00");
const WED_1130 = firmTime("2026-12-02", "11:30");
const THU_1500 = firmTime("2026-12-03", "15:00");

describe.each(testDatabases)("booking a first call on $name", (kind) => {
  let clock = NOW;
  const { database, app } = useTestApp(kind, {
    per: "test",
    now: () => clock,
    env: {
      ...BOOKING_ENV,
      WEBHOOK_URL: "https://hooks.example.in/leads",
      WEBHOOK_SECRET: "s3cret",
    },
  });
  let priya: number;

  beforeEach(async () => {
    clock = NOW;
    priya = await createStaff(database.db, "priya@kaizenfusion.in", {
      display_name: "Priya Sharma",
      role: "sales",
    });
  });

  const book = (body: object) => postCall(app, BOOKING_CALLS.book.path, body);
  const bookFor = async (leadId: number, start: string) =>
    book({ token: await bookingToken(database.db, leadId), start, timeZone: VISITOR_ZONE });
  const meetingIdOf = async (leadId: number) =>
    (
      await database.db
        .selectFrom("meetings")
        .select("id")
        .where("lead_id", "=", leadId)
        .executeTakeFirstOrThrow()
    ).id;

  describe("the free times offered", () => {
    it("are the owner's, named, with what the request already told us", async () => {
      const lead = await storeLead(database.db, { ownerId: priya });
      const response = await getCall(
        app,
        slotsUrl({ token: await bookingToken(database.db, lead), timeZone: VISITOR_ZONE }),
      );
      expect(response.statusCode).toBe(200);
      const answer: BookingSlotsAnswer = response.json();
      expect(answer).toMatchObject({
        meeting: { title: "Introductory call", minutes: 30 },
        hostName: "Priya Sharma",
        firmTimeZone: "Asia/Kolkata",
        prefill: { name: "Asha Rao", email: "asha@raotextiles.in" },
      });
      // Four hours' notice from 09:00; Monday to Friday, 10:00 to 18:00, for 14 days.
      expect(answer.slots[0]).toBe(TUE_1300);
      expect(answer.slots.at(-1)).toBe(firmTime("2026-12-14", "17:30"));
      expect(answer.slots).not.toContain(firmTime("2026-12-05", "11:00"));
      expect(answer.slots).toHaveLength(10 + 3 * 16 + 5 * 16 + 16);
    });

    it("are the kind's own call: an estimate walkthrough, a product demo", async () => {
      const estimate = await storeLead(database.db, { kind: "estimate", ownerId: priya });
      const demo = await storeLead(database.db, { kind: "product_demo", ownerId: priya });
      const meetingOf = async (lead: number) =>
        (await getCall(app, slotsUrl({ token: await bookingToken(database.db, lead) }))).json()
          .meeting;
      expect(await meetingOf(estimate)).toEqual({ title: "Estimate walkthrough", minutes: 30 });
      expect(await meetingOf(demo)).toEqual({ title: "Product demo", minutes: 45 });
    });

    it("are the round robin's for a lead without an owner, never a disabled account's", async () => {
      const asha = await createStaff(database.db, "asha@kaizenfusion.in", {
        display_name: "Asha Iyer",
      });
      const bala = await createStaff(database.db, "bala@kaizenfusion.in", {
        display_name: "Bala Krishnan",
      });
      await takeKind(database.db, "contact", [asha, bala]);
      const lead = await storeLead(database.db);
      const url = slotsUrl({ token: await bookingToken(database.db, lead) });

      // Two people share the times: nobody is named.
      expect((await getCall(app, url)).json().hostName).toBeNull();

      await database.db
        .updateTable("staff_users")
        .set({ disabled_at: NOW.toISOString() })
        .where("id", "=", bala)
        .execute();
      expect((await getCall(app, url)).json().hostName).toBe("Asha Iyer");

      // Whoever books it gets Asha: Bala is never offered.
      const booked = await bookFor(lead, TUE_1300);
      expect(booked.statusCode).toBe(201);
      expect(booked.json().meeting.hostName).toBe("Asha Iyer");
    });

    it("are the owner's round robin when the owner's account is disabled", async () => {
      await database.db
        .updateTable("staff_users")
        .set({ disabled_at: NOW.toISOString() })
        .where("id", "=", priya)
        .execute();
      const asha = await createStaff(database.db, "asha@kaizenfusion.in", {
        display_name: "Asha Iyer",
      });
      await takeKind(database.db, "contact", [asha]);
      const lead = await storeLead(database.db, { ownerId: priya });
      const response = await getCall(
        app,
        slotsUrl({ token: await bookingToken(database.db, lead) }),
      );
      expect(response.json().hostName).toBe("Asha Iyer");
    });

    it("on the booking page of a fresh install are its one account's, with nothing to prefill", async () => {
      const response = await getCall(app, slotsUrl({ timeZone: VISITOR_ZONE }));
      expect(response.statusCode).toBe(200);
      const answer: BookingSlotsAnswer = response.json();
      expect(answer).toMatchObject({ hostName: "Priya Sharma", prefill: null });
      expect(answer.slots[0]).toBe(TUE_1300);
    });

    it("leave out whoever takes no bookings", async () => {
      await database.db
        .insertInto("staff_availability")
        .values({
          staff_user_id: priya,
          weekly_hours: JSON.stringify({ 1: [[600, 1080]] }),
          takes_bookings: 0,
          updated_at: NOW.toISOString(),
        })
        .execute();
      const answer: BookingSlotsAnswer = (await getCall(app, slotsUrl())).json();
      expect(answer.slots).toEqual([]);
      expect(answer.hostName).toBeNull();
    });

    it("refuse a forged or expired token and an unknown time zone", async () => {
      const lead = await storeLead(database.db, { ownerId: priya });
      const token = await bookingToken(database.db, lead);
      const forged = `${lead + 1}${token.slice(String(lead).length)}`;
      expect((await getCall(app, slotsUrl({ token: forged }))).json()).toEqual({
        message: bookingMessages.badToken,
        field: "token",
      });
      const expired = await bookingToken(database.db, lead, new Date(NOW.getTime() - 49 * HOUR));
      const stale = await getCall(app, slotsUrl({ token: expired }));
      expect(stale.statusCode).toBe(410);
      expect(stale.json().message).toBe(bookingMessages.expiredToken);
      const zone = await getCall(app, slotsUrl({ timeZone: "Mars/Olympus_Mons" }));
      expect(zone.statusCode).toBe(400);
      expect(zone.json()).toEqual({ message: bookingMessages.badTimeZone, field: "timeZone" });
    });
  });

  describe("a booking with the thank-you screen's token", () => {
    it("stores the meeting, its claims, the timeline entry and its invitations", async () => {
      const lead = await storeLead(database.db, { ownerId: priya });
      const response = await bookFor(lead, WED_1100);
      expect(response.statusCode).toBe(201);
      const answer: BookingAnswer = response.json();
      expect(answer).toEqual({
        meeting: {
          start: WED_1100,
          end: new Date(Date.parse(WED_1100) + 30 * 60_000).toISOString(),
          timeZone: VISITOR_ZONE,
          title: "Introductory call",
          hostName: "Priya Sharma",
          location: "Video call: the link follows in this invitation",
          email: "asha@raotextiles.in",
          status: "booked",
        },
      });

      const meeting = await database.db
        .selectFrom("meetings")
        .selectAll()
        .where("lead_id", "=", lead)
        .executeTakeFirstOrThrow();
      expect(meeting).toMatchObject({
        staff_user_id: priya,
        meeting_type: "intro",
        status: "booked",
        sequence: 0,
        visitor_name: "Asha Rao",
        visitor_email: "asha@raotextiles.in",
        visitor_time_zone: VISITOR_ZONE,
        booked_by: "visitor",
      });
      expect(meeting.uid).toBe(`${meeting.id}@localhost`);
      const claims = await database.db
        .selectFrom("meeting_slot_claims")
        .select(["staff_user_id", "cell_start", "meeting_id"])
        .orderBy("cell_start")
        .execute();
      expect(claims).toEqual([
        { staff_user_id: priya, cell_start: WED_1100, meeting_id: meeting.id },
        {
          staff_user_id: priya,
          cell_start: firmTime("2026-12-02", "11:15"),
          meeting_id: meeting.id,
        },
      ]);
      expect(await database.db.selectFrom("meeting_day_claims").selectAll().execute()).toEqual([
        { staff_user_id: priya, day: "2026-12-02", seat: 1, meeting_id: meeting.id },
      ]);

      const events = await database.db
        .selectFrom("lead_events")
        .select(["action", "note", "due_at", "staff_user_id"])
        .where("lead_id", "=", lead)
        .execute();
      expect(events).toEqual([
        {
          action: "meeting_booked",
          note: "Introductory call with Priya Sharma, booked by the visitor",
          due_at: WED_1100,
          staff_user_id: null,
        },
      ]);
      const invitations = await database.db
        .selectFrom("jobs")
        .select("kind")
        .where("lead_id", "=", lead)
        .where("kind", "=", "meeting-invite")
        .execute();
      expect(invitations).toHaveLength(2);

      // The time is gone for the next visitor.
      const next: BookingSlotsAnswer = (await getCall(app, slotsUrl())).json();
      expect(next.slots).not.toContain(WED_1100);
      expect(next.slots).toContain(WED_1130);
    });

    it("gives a lead without an owner the host, in the round robin's turn", async () => {
      const asha = await createStaff(database.db, "asha@kaizenfusion.in", {
        display_name: "Asha Iyer",
      });
      await takeKind(database.db, "contact", [priya, asha]);
      // Priya had a round-robin lead lately: it is Asha's turn.
      await database.db
        .insertInto("lead_round_robin_clock")
        .values({ id: 1, turn: 7 })
        .onConflict((conflict) => conflict.column("id").doUpdateSet({ turn: 7 }))
        .execute();
      await database.db
        .insertInto("lead_round_robin_turns")
        .values({ staff_user_id: priya, turn: 7 })
        .execute();
      const lead = await storeLead(database.db);

      const response = await bookFor(lead, WED_1100);
      expect(response.statusCode).toBe(201);
      expect(response.json().meeting.hostName).toBe("Asha Iyer");
      const owner = await database.db
        .selectFrom("leads")
        .select("owner_id")
        .where("id", "=", lead)
        .executeTakeFirstOrThrow();
      expect(owner.owner_id).toBe(asha);
      const turns = await database.db
        .selectFrom("lead_round_robin_turns")
        .select(["staff_user_id", "turn"])
        .orderBy("staff_user_id")
        .execute();
      expect(turns).toEqual([
        { staff_user_id: priya, turn: 7 },
        { staff_user_id: asha, turn: 8 },
      ]);
      const events = await database.db
        .selectFrom("lead_events")
        .select(["action", "owner_id", "staff_user_id"])
        .where("lead_id", "=", lead)
        .orderBy("id")
        .execute();
      expect(events).toEqual([
        { action: "assign", owner_id: asha, staff_user_id: null },
        { action: "meeting_booked", owner_id: null, staff_user_id: null },
      ]);

      // At a time Asha holds, Priya (the only one free) hosts the next lead.
      const second = await storeLead(database.db, { email: "ravi@example.in", name: "Ravi" });
      const again = await bookFor(second, WED_1100);
      expect(again.statusCode).toBe(201);
      expect(again.json().meeting.hostName).toBe("Priya Sharma");
    });

    it("keeps the zone as the visitor's browser names it, not the runtime's older spelling", async () => {
      const lead = await storeLead(database.db, { ownerId: priya });
      const token = await bookingToken(database.db, lead);
      const booked = await postCall(app, BOOKING_CALLS.book.path, {
        token,
        start: WED_1100,
        timeZone: "Asia/Kolkata",
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().meeting.timeZone).toBe("Asia/Kolkata");
      const meeting = await database.db
        .selectFrom("meetings")
        .select("visitor_time_zone")
        .where("lead_id", "=", lead)
        .executeTakeFirstOrThrow();
      expect(meeting.visitor_time_zone).toBe("Asia/Kolkata");
    });

    it("answers each refusal with its status and sentence, and stores nothing", async () => {
      const lead = await storeLead(database.db, { ownerId: priya });
      const token = await bookingToken(database.db, lead);
      const valid = { token, start: WED_1100, timeZone: VISITOR_ZONE };
      const refusals: Array<[string, object, number, string, string | undefined]> = [
        [
          "an unreadable start",
          { ...valid, start: "tomorrow at eleven" },
          400,
          bookingMessages.badStart,
          "start",
        ],
        [
          "a start that is no date",
          { ...valid, start: "2026-02-30T10:00:00Z" },
          400,
          bookingMessages.badStart,
          "start",
        ],
        [
          "a missing start",
          { token, timeZone: VISITOR_ZONE },
          400,
          bookingMessages.badStart,
          "start",
        ],
        [
          "an unknown zone",
          { ...valid, timeZone: "Mars/Olympus_Mons" },
          400,
          bookingMessages.badTimeZone,
          "timeZone",
        ],
        ["a blank zone", { ...valid, timeZone: " " }, 400, bookingMessages.badTimeZone, "timeZone"],
        [
          "a forged token",
          { ...valid, token: `${token.slice(0, -3)}abc` },
          403,
          bookingMessages.badToken,
          "token",
        ],
        [
          "a token of no shape",
          { ...valid, token: "x".repeat(301) },
          403,
          bookingMessages.badToken,
          "token",
        ],
        [
          "a time gone by",
          { ...valid, start: new Date(NOW.getTime() - HOUR).toISOString() },
          422,
          bookingMessages.slotPast,
          "start",
        ],
        [
          "a time too soon",
          { ...valid, start: firmTime("2026-12-01", "10:00") },
          422,
          bookingMessages.tooSoon,
          "start",
        ],
        [
          "a time too far",
          { ...valid, start: firmTime("2026-12-21", "11:00") },
          422,
          bookingMessages.tooFar,
          "start",
        ],
        [
          "a Saturday",
          { ...valid, start: firmTime("2026-12-05", "11:00") },
          422,
          bookingMessages.outsideHours,
          "start",
        ],
        [
          "an evening",
          { ...valid, start: firmTime("2026-12-02", "17:45") },
          422,
          bookingMessages.outsideHours,
          "start",
        ],
        [
          "a time off the grid",
          { ...valid, start: firmTime("2026-12-02", "11:10") },
          422,
          bookingMessages.outsideHours,
          "start",
        ],
      ];
      const before = await bookingRowCounts(database.db);
      for (const [name, body, status, message, field] of refusals) {
        const response = await book(body);
        expect(response.statusCode, name).toBe(status);
        expect(response.json(), name).toEqual({ message, ...(field && { field }) });
      }
      const expired = await book({
        ...valid,
        token: await bookingToken(database.db, lead, new Date(NOW.getTime() - 49 * HOUR)),
      });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: bookingMessages.expiredToken, field: "token" });
      expect(await bookingRowCounts(database.db)).toEqual(before);
    });

    it("refuses a time just taken with the next free ones, and a second call for one request", async () => {
      const first = await storeLead(database.db, { ownerId: priya });
      const second = await storeLead(database.db, { ownerId: priya, email: "ravi@example.in" });
      expect((await bookFor(first, WED_1100)).statusCode).toBe(201);
      const before = await bookingRowCounts(database.db);

      const taken = await bookFor(second, WED_1100);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        message: bookingMessages.slotTaken,
        field: "start",
        alternatives: [
          WED_1130,
          firmTime("2026-12-02", "12:00"),
          firmTime("2026-12-02", "12:30"),
          firmTime("2026-12-02", "13:00"),
          firmTime("2026-12-02", "13:30"),
          firmTime("2026-12-02", "14:00"),
        ],
      });

      const twice = await bookFor(first, THU_1500);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ message: bookingMessages.alreadyBooked });
      expect(await bookingRowCounts(database.db)).toEqual(before);
    });

    it("keeps to the host's daily maximum", async () => {
      await database.db
        .insertInto("staff_availability")
        .values({
          staff_user_id: priya,
          weekly_hours: JSON.stringify({ 3: [[600, 1080]] }),
          daily_max: 1,
          updated_at: NOW.toISOString(),
        })
        .execute();
      const first = await storeLead(database.db, { ownerId: priya });
      const second = await storeLead(database.db, { ownerId: priya, email: "ravi@example.in" });
      expect((await bookFor(first, WED_1100)).statusCode).toBe(201);
      const full = await bookFor(second, firmTime("2026-12-02", "15:00"));
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe(bookingMessages.slotTaken);
      // Wednesdays only, and the next one is free.
      expect(full.json().alternatives[0]).toBe(firmTime("2026-12-09", "10:00"));
    });
  });

  describe("the booking page, without a token", () => {
    const page = { start: WED_1100, timeZone: VISITOR_ZONE };

    it("stores one contact lead and its meeting, announced and referenced like any lead", async () => {
      const response = await book({
        ...page,
        name: "Meera Nair",
        email: "meera@nairfoods.in",
        company: "Nair Foods",
        note: "We want to move our orders online.",
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers[REQUEST_REFERENCE_HEADER.toLowerCase()]).toMatch(
        REQUEST_REFERENCE_PATTERN,
      );
      expect(response.json().meeting).toMatchObject({
        start: WED_1100,
        hostName: "Priya Sharma",
        email: "meera@nairfoods.in",
      });

      const leads = await database.db.selectFrom("leads").selectAll().execute();
      expect(leads).toHaveLength(1);
      const [lead] = leads;
      expect(lead).toMatchObject({
        kind: "contact",
        source_call: "BookCall",
        name: "Meera Nair",
        email: "meera@nairfoods.in",
        company: "Nair Foods",
        owner_id: priya,
        marketing_opt_in: 0,
        reference: response.headers[REQUEST_REFERENCE_HEADER.toLowerCase()],
      });
      expect(JSON.parse(lead?.details ?? "{}")).toEqual({
        name: "Meera Nair",
        email: "meera@nairfoods.in",
        company: "Nair Foods",
        request: "We want to move our orders online.",
      });
      const meetings = await database.db.selectFrom("meetings").selectAll().execute();
      expect(meetings).toHaveLength(1);
      expect(meetings[0]).toMatchObject({ lead_id: lead?.id, visitor_name: "Meera Nair" });
      const jobs = await database.db
        .selectFrom("jobs")
        .select("kind")
        .where("lead_id", "=", lead?.id ?? 0)
        .orderBy("kind")
        .execute();
      expect(jobs.map((job) => job.kind)).toContain("lead-webhook");
      const events = await database.db
        .selectFrom("lead_events")
        .select("action")
        .orderBy("id")
        .execute();
      expect(events.map((event) => event.action)).toEqual(["assign", "meeting_booked"]);
    });

    it("says what the visitor asked for when they left no note", async () => {
      const response = await book({ ...page, name: "Meera Nair", email: "meera@nairfoods.in" });
      expect(response.statusCode).toBe(201);
      const lead = await database.db
        .selectFrom("leads")
        .select(["details", "company"])
        .executeTakeFirstOrThrow();
      expect(JSON.parse(lead.details).request).toBe("Booked a first call on the booking page");
      expect(lead.company).toBeNull();
    });

    it("refuses a missing name or address, or a malformed one, and a lost time, storing nothing", async () => {
      const owned = await storeLead(database.db, { ownerId: priya });
      expect((await bookFor(owned, WED_1100)).statusCode).toBe(201);
      const before = await bookingRowCounts(database.db);
      const cases: Array<[object, number, string, string]> = [
        [{ ...page, email: "meera@nairfoods.in" }, 400, bookingMessages.nameRequired, "name"],
        [
          { ...page, name: "  ", email: "meera@nairfoods.in" },
          400,
          bookingMessages.nameRequired,
          "name",
        ],
        [{ ...page, name: "Meera" }, 400, bookingMessages.emailRequired, "email"],
        [
          { ...page, name: "Meera", email: "meera@nairfoods" },
          400,
          bookingMessages.emailInvalid,
          "email",
        ],
        [
          { ...page, name: "Meera", email: "meera@@nairfoods.in" },
          400,
          bookingMessages.emailInvalid,
          "email",
        ],
        [
          { ...page, name: "Meera", email: "meera nair@foods.in" },
          400,
          bookingMessages.emailInvalid,
          "email",
        ],
        [
          { ...page, name: "Meera", email: `${"m".repeat(95)}@x.in.co` },
          400,
          bookingMessages.emailInvalid,
          "email",
        ],
      ];
      for (const [body, status, message, field] of cases) {
        const response = await book(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(status);
        expect(response.json(), JSON.stringify(body)).toEqual({ message, field });
      }
      const lost = await book({
        start: THU_1500,
        timeZone: VISITOR_ZONE,
        name: "Meera",
        email: "meera@nairfoods.in",
      });
      expect(lost.statusCode).toBe(201);
      const after = await bookingRowCounts(database.db);
      const taken = await book({ ...page, name: "Ravi", email: "ravi@example.in" });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().alternatives[0]).toBe(WED_1130);
      expect(await bookingRowCounts(database.db)).toEqual(after);
      expect(after.leads).toBe(before.leads + 1);
    });
  });

  describe("the invitation's links", () => {
    const bookOwned = async () => {
      const lead = await storeLead(database.db, { ownerId: priya });
      expect((await bookFor(lead, WED_1100)).statusCode).toBe(201);
      const meetingId = await meetingIdOf(lead);
      return { lead, meetingId, token: await manageToken(database.db, meetingId, 0) };
    };
    const reschedule = (token: string, start: string) =>
      postCall(app, BOOKING_CALLS.reschedule.path, { token, start, timeZone: "Asia/Dubai" });
    const cancel = (token: string) => postCall(app, BOOKING_CALLS.cancel.path, { token });

    it("show the meeting and the times it can move to", async () => {
      const { token } = await bookOwned();
      const response = await getCall(app, manageUrl(token));
      expect(response.statusCode).toBe(200);
      const answer: ManageBookingAnswer = response.json();
      expect(answer.meeting).toMatchObject({
        start: WED_1100,
        status: "booked",
        hostName: "Priya Sharma",
      });
      expect(answer.canChange).toBe(true);
      expect(answer.slots[0]).toBe(TUE_1300);
      expect(answer.slots).not.toContain(WED_1100);
      expect(answer.slots).toContain(WED_1130);
    });

    it("move the meeting, free its old time and spend the link", async () => {
      const { lead, meetingId, token } = await bookOwned();
      const moved = await reschedule(token, THU_1500);
      expect(moved.statusCode).toBe(200);
      expect((moved.json() as BookingAnswer).meeting).toMatchObject({
        start: THU_1500,
        timeZone: "Asia/Dubai",
        status: "booked",
      });
      const row = await database.db
        .selectFrom("meetings")
        .select(["starts_at", "sequence"])
        .where("id", "=", meetingId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ starts_at: THU_1500, sequence: 1 });
      const cells = await database.db
        .selectFrom("meeting_slot_claims")
        .select("cell_start")
        .orderBy("cell_start")
        .execute();
      expect(cells.map((cell) => cell.cell_start)).toEqual([
        THU_1500,
        firmTime("2026-12-03", "15:15"),
      ]);
      expect(
        await database.db.selectFrom("meeting_day_claims").select(["day", "seat"]).execute(),
      ).toEqual([{ day: "2026-12-03", seat: 1 }]);

      // The old link is spent; the new sequence's link works.
      const reused = await reschedule(token, WED_1130);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({ message: bookingMessages.usedLink, field: "token" });
      const fresh = await manageToken(database.db, meetingId, 1);
      expect((await getCall(app, manageUrl(fresh))).statusCode).toBe(200);

      // Another visitor can have the old time.
      const other = await storeLead(database.db, { ownerId: priya, email: "ravi@example.in" });
      expect((await bookFor(other, WED_1100)).statusCode).toBe(201);

      const events = await database.db
        .selectFrom("lead_events")
        .select(["action", "note", "due_at"])
        .where("lead_id", "=", lead)
        .orderBy("id")
        .execute();
      expect(events).toEqual([
        {
          action: "meeting_booked",
          note: "Introductory call with Priya Sharma, booked by the visitor",
          due_at: WED_1100,
        },
        {
          action: "meeting_moved",
          note: "Introductory call with Priya Sharma, moved by the visitor",
          due_at: THU_1500,
        },
      ]);
    });

    it("refuse a move to a taken or closed time, keeping the meeting where it was", async () => {
      const { meetingId, token } = await bookOwned();
      const other = await storeLead(database.db, { ownerId: priya, email: "ravi@example.in" });
      expect((await bookFor(other, THU_1500)).statusCode).toBe(201);
      const before = await bookingRowCounts(database.db);

      const taken = await reschedule(token, THU_1500);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ message: bookingMessages.slotTaken, field: "start" });
      expect(taken.json().alternatives[0]).toBe(firmTime("2026-12-03", "15:30"));
      const closed = await reschedule(token, firmTime("2026-12-06", "11:00"));
      expect(closed.statusCode).toBe(422);
      expect(closed.json().message).toBe(bookingMessages.outsideHours);
      const badStart = await reschedule(token, "soon");
      expect(badStart.json()).toEqual({ message: bookingMessages.badStart, field: "start" });

      expect(await bookingRowCounts(database.db)).toEqual(before);
      const row = await database.db
        .selectFrom("meetings")
        .select(["starts_at", "sequence"])
        .where("id", "=", meetingId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ starts_at: WED_1100, sequence: 0 });
    });

    it("cancel the meeting once, freeing its time", async () => {
      const { lead, meetingId, token } = await bookOwned();
      const cancelled = await cancel(token);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().meeting.status).toBe("cancelled");
      expect(await bookingRowCounts(database.db)).toMatchObject({ slotClaims: 0, dayClaims: 0 });

      for (const again of [
        await cancel(token),
        await cancel(await manageToken(database.db, meetingId, 1)),
        await getCall(app, manageUrl(token)),
      ]) {
        expect(again.statusCode).toBe(410);
        expect(again.json()).toEqual({ message: bookingMessages.alreadyCancelled });
      }
      // The request may book again, and anyone may have the time.
      expect((await bookFor(lead, WED_1100)).statusCode).toBe(201);
      const actions = await database.db
        .selectFrom("lead_events")
        .select("action")
        .where("lead_id", "=", lead)
        .orderBy("id")
        .execute();
      expect(actions.map((event) => event.action)).toEqual([
        "meeting_booked",
        "meeting_cancelled",
        "meeting_booked",
      ]);
    });

    it("refuse a forged link", async () => {
      const { meetingId } = await bookOwned();
      const forged = `${meetingId}.0.${"A".repeat(43)}`;
      for (const response of [
        await getCall(app, manageUrl(forged)),
        await cancel(forged),
        await reschedule(forged, THU_1500),
        await getCall(app, manageUrl(await manageToken(database.db, meetingId, 5))),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: bookingMessages.badToken, field: "token" });
      }
    });

    it("stop changing the meeting within the firm's notice of its start", async () => {
      const { meetingId, token } = await bookOwned();
      const before = await bookingRowCounts(database.db);
      // 90 minutes before 11:00, inside the two hours' notice.
      clock = new Date(Date.parse(WED_1100) - 90 * 60_000);
      for (const response of [await reschedule(token, THU_1500), await cancel(token)]) {
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ message: bookingMessages.tooLateToChange });
      }
      const view: ManageBookingAnswer = (await getCall(app, manageUrl(token))).json();
      expect(view).toMatchObject({ canChange: false, slots: [] });
      expect(await bookingRowCounts(database.db)).toEqual(before);

      // Staff can still cancel it from the console.
      const byStaff = await cancelMeeting(
        database.db,
        { meetingId, actor: { by: "staff", staffUserId: priya } },
        clock,
      );
      expect(byStaff.ok).toBe(true);
      const last = await database.db
        .selectFrom("lead_events")
        .select(["action", "note", "staff_user_id"])
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(last).toEqual({
        action: "meeting_cancelled",
        note: "Introductory call with Priya Sharma, cancelled by Priya Sharma",
        staff_user_id: priya,
      });
    });

    it("let staff record how it went", async () => {
      const { lead, meetingId } = await bookOwned();
      clock = new Date(Date.parse(WED_1100) + 2 * HOUR);
      await setMeetingOutcome(
        database.db,
        { meetingId, outcome: "held", staffUserId: priya },
        clock,
      );
      await setMeetingOutcome(
        database.db,
        { meetingId, outcome: "held", staffUserId: priya },
        clock,
      );
      const row = await database.db
        .selectFrom("meetings")
        .select("status")
        .where("id", "=", meetingId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("held");
      const events = await database.db
        .selectFrom("lead_events")
        .select(["action", "due_at", "staff_user_id"])
        .where("lead_id", "=", lead)
        .orderBy("id")
        .execute();
      expect(events.slice(1)).toEqual([
        { action: "meeting_held", due_at: WED_1100, staff_user_id: priya },
      ]);
    });
  });

  describe("the save calls", () => {
    it("hand a request that may book a call its booking token", async () => {
      const secret = await meetingLinkSecret(database.db);
      for (const call of ["SaveFeedback", "SaveProdLead", "SupportSave", "SaveEstimate"] as const) {
        const response = await postCall(app, `/api/${call}`, validPayloads[call]);
        expect(response.statusCode, call).toBe(200);
        const token = response.headers[BOOKING_TOKEN_HEADER.toLowerCase()];
        const check = verifyBookingToken(secret, String(token), NOW);
        const newest = await database.db
          .selectFrom("leads")
          .select("id")
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow();
        expect(check, call).toEqual({ ok: true, leadId: newest.id });
      }
      for (const call of ["SaveLead", "SavePartner"] as const) {
        const response = await postCall(app, `/api/${call}`, validPayloads[call]);
        expect(response.statusCode, call).toBe(200);
        expect(response.headers[BOOKING_TOKEN_HEADER.toLowerCase()], call).toBeUndefined();
      }
    });

    it("whose token books the saved request's call", async () => {
      const saved = await postCall(app, "/api/SaveEstimate", validPayloads.SaveEstimate);
      const token = String(saved.headers[BOOKING_TOKEN_HEADER.toLowerCase()]);
      const slots: BookingSlotsAnswer = (await getCall(app, slotsUrl({ token }))).json();
      expect(slots.meeting.title).toBe("Estimate walkthrough");
      const booked = await book({ token, start: slots.slots[3], timeZone: VISITOR_ZONE });
      expect(booked.statusCode).toBe(201);
      expect(booked.json().meeting.title).toBe("Estimate walkthrough");
    });
  });
});

describe("the booking calls' write budget", () => {
  const [sqlite] = testDatabases;
  if (sqlite === undefined) throw new Error("no test database");
  const { database, app } = useTestApp(sqlite, {
    now: () => NOW,
    env: { RATE_LIMIT_WRITES_PER_MIN: "3" },
  });

  it("counts each booking, move and cancel as a save, and the free times as none", async () => {
    await createStaff(database.db, "priya@kaizenfusion.in");
    for (let index = 0; index < 5; index++) {
      expect((await getCall(app, slotsUrl())).statusCode).toBe(200);
    }
    const calls = [
      () => postCall(app, BOOKING_CALLS.book.path, { start: "soon", timeZone: VISITOR_ZONE }),
      () =>
        postCall(app, BOOKING_CALLS.reschedule.path, {
          token: "x",
          start: "soon",
          timeZone: "UTC",
        }),
      () => postCall(app, BOOKING_CALLS.cancel.path, { token: "x" }),
      () => postCall(app, BOOKING_CALLS.book.path, { start: "soon", timeZone: VISITOR_ZONE }),
    ];
    const statuses: number[] = [];
    for (const call of calls) statuses.push((await call()).statusCode);
    expect(statuses).toEqual([400, 400, 403, 429]);
  });
});
