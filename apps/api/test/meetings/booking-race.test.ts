import { BOOKING_CALLS, bookingMessages } from "@site/contracts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestDatabase } from "../helpers/databases";
import { testDatabases } from "../helpers/databases";
import { createStaff } from "../helpers/staff-session";
import { createTestApp } from "../helpers/test-app";
import {
  BOOKING_ENV,
  bookingRowCounts,
  bookingToken,
  firmTime,
  NOW,
  postCall,
  storeLead,
  takeKind,
  VISITOR_ZONE,
} from "./booking-helpers";

const VISITORS = 20;
const WED_1100 = firmTime("2026-12-02", "11:00");

describe.each(testDatabases)("visitors racing for one time on $name", (kind) => {
  let database: TestDatabase;
  // Two servers on one database, as behind a load balancer.
  let servers: FastifyInstance[];
  let priya: number;

  beforeEach(async () => {
    database = await kind.open();
    servers = [];
    for (let index = 0; index < 2; index++) {
      servers.push(await createTestApp(database, BOOKING_ENV, { now: () => NOW }));
    }
    priya = await createStaff(database.db, "priya@kaizenfusion.in", {
      display_name: "Priya Sharma",
    });
  });

  afterEach(async () => {
    for (const server of servers) await server.close();
    await database.dispose();
  });

  /** Sends every body at once, alternating between the servers. */
  const bookAll = (bodies: object[]): Promise<LightMyRequestResponse[]> =>
    Promise.all(
      bodies.map((body, index) =>
        postCall(servers[index % servers.length] as FastifyInstance, BOOKING_CALLS.book.path, body),
      ),
    );

  const tokenBodies = async (leads: number[], start = WED_1100) =>
    Promise.all(
      leads.map(async (lead) => ({
        token: await bookingToken(database.db, lead),
        start,
        timeZone: VISITOR_ZONE,
      })),
    );

  const expectOneWinnerPerHost = (responses: LightMyRequestResponse[], hosts: number) => {
    const won = responses.filter((response) => response.statusCode === 201);
    const lost = responses.filter((response) => response.statusCode !== 201);
    expect(won).toHaveLength(hosts);
    expect(lost).toHaveLength(VISITORS - hosts);
    for (const response of lost) {
      expect(response.statusCode).toBe(409);
      const body = response.json();
      expect(body.message).toBe(bookingMessages.slotTaken);
      expect(body.alternatives).toHaveLength(6);
      expect(body.alternatives).not.toContain(WED_1100);
    }
    return won;
  };

  /** The claims agree with the meetings: each meeting holds its two cells and one day seat. */
  const expectConsistentClaims = async () => {
    const meetings = await database.db
      .selectFrom("meetings")
      .select(["id", "staff_user_id", "starts_at"])
      .execute();
    const cells = await database.db
      .selectFrom("meeting_slot_claims")
      .select(["meeting_id", "staff_user_id", "cell_start"])
      .orderBy("cell_start")
      .execute();
    const seats = await database.db
      .selectFrom("meeting_day_claims")
      .select(["meeting_id", "staff_user_id", "day", "seat"])
      .execute();
    for (const meeting of meetings) {
      expect(cells.filter((cell) => cell.meeting_id === meeting.id)).toEqual([
        { meeting_id: meeting.id, staff_user_id: meeting.staff_user_id, cell_start: WED_1100 },
        {
          meeting_id: meeting.id,
          staff_user_id: meeting.staff_user_id,
          cell_start: firmTime("2026-12-02", "11:15"),
        },
      ]);
      expect(seats.filter((seat) => seat.meeting_id === meeting.id)).toEqual([
        {
          meeting_id: meeting.id,
          staff_user_id: meeting.staff_user_id,
          day: "2026-12-02",
          seat: 1,
        },
      ]);
    }
    expect(cells).toHaveLength(2 * meetings.length);
    expect(seats).toHaveLength(meetings.length);
    return meetings;
  };

  it("gives the owner's time to exactly one of 20 requests, the others the next free times", async () => {
    const leads: number[] = [];
    for (let index = 0; index < VISITORS; index++) {
      leads.push(
        await storeLead(database.db, { ownerId: priya, email: `visitor${index}@example.in` }),
      );
    }
    const responses = await bookAll(await tokenBodies(leads));
    expectOneWinnerPerHost(responses, 1);

    const meetings = await expectConsistentClaims();
    expect(meetings).toHaveLength(1);
    const counts = await bookingRowCounts(database.db);
    expect(counts).toMatchObject({ leads: VISITORS, meetings: 1, slotClaims: 2, dayClaims: 1 });
    const booked = await database.db
      .selectFrom("lead_events")
      .select("lead_id")
      .where("action", "=", "meeting_booked")
      .execute();
    const invitations = await database.db
      .selectFrom("jobs")
      .select("lead_id")
      .where("kind", "=", "meeting-invite")
      .execute();
    const [meeting] = await database.db.selectFrom("meetings").select("lead_id").execute();
    expect(booked).toEqual([{ lead_id: meeting?.lead_id }]);
    expect(invitations).toEqual([{ lead_id: meeting?.lead_id }, { lead_id: meeting?.lead_id }]);
  });

  it("gives each round-robin host the time once, and each winner its host as owner", async () => {
    const asha = await createStaff(database.db, "asha@kaizenfusion.in");
    await takeKind(database.db, "contact", [priya, asha]);
    const leads: number[] = [];
    for (let index = 0; index < VISITORS; index++) {
      leads.push(await storeLead(database.db, { email: `visitor${index}@example.in` }));
    }
    expectOneWinnerPerHost(await bookAll(await tokenBodies(leads)), 2);

    const meetings = await expectConsistentClaims();
    expect(meetings.map((meeting) => meeting.staff_user_id).sort()).toEqual([priya, asha].sort());
    const owned = await database.db
      .selectFrom("leads")
      .select(["id", "owner_id"])
      .where("owner_id", "is not", null)
      .execute();
    const meetingLeads = await database.db
      .selectFrom("meetings")
      .select(["lead_id", "staff_user_id"])
      .execute();
    expect(
      owned
        .map((lead) => ({ lead_id: lead.id, staff_user_id: lead.owner_id }))
        .sort((a, b) => a.lead_id - b.lead_id),
    ).toEqual(meetingLeads.sort((a, b) => a.lead_id - b.lead_id));
    // Each winner took one turn: the clock moved on twice.
    const clock = await database.db
      .selectFrom("lead_round_robin_clock")
      .select("turn")
      .executeTakeFirstOrThrow();
    const turns = await database.db
      .selectFrom("lead_round_robin_turns")
      .select("turn")
      .orderBy("turn")
      .execute();
    expect(turns.map((turn) => turn.turn)).toEqual([clock.turn - 1, clock.turn]);
    const assigned = await database.db
      .selectFrom("lead_events")
      .select("lead_id")
      .where("action", "=", "assign")
      .execute();
    expect(assigned).toHaveLength(2);
  });

  it("leaves no lead behind for the booking page's visitors who lost the time", async () => {
    const bodies = Array.from({ length: VISITORS }, (_, index) => ({
      start: WED_1100,
      timeZone: VISITOR_ZONE,
      name: `Visitor ${index}`,
      email: `visitor${index}@example.in`,
    }));
    const [winner] = expectOneWinnerPerHost(await bookAll(bodies), 1);
    const meetings = await expectConsistentClaims();
    expect(meetings).toHaveLength(1);
    const leads = await database.db.selectFrom("leads").select(["id", "email"]).execute();
    expect(leads).toHaveLength(1);
    expect(winner?.json().meeting.email).toBe(leads[0]?.email);
  });

  it("books one call for a request sent many times at once", async () => {
    const lead = await storeLead(database.db, { ownerId: priya });
    const token = await bookingToken(database.db, lead);
    const starts = ["11:00", "11:30", "12:00", "12:30", "13:00", "13:30", "14:00", "14:30"];
    const responses = await bookAll(
      starts.map((time) => ({
        token,
        start: firmTime("2026-12-02", time),
        timeZone: VISITOR_ZONE,
      })),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((each) => each.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: bookingMessages.alreadyBooked });
    }
    expect(await bookingRowCounts(database.db)).toMatchObject({
      meetings: 1,
      slotClaims: 2,
      dayClaims: 1,
    });
  });
});
