import type { Kysely } from "kysely";

// First calls booked by visitors on the thank-you screen, or by staff for them. Migrations are
// frozen in time: they use only Kysely's schema builder, never app code.
//
// Double booking is refused by the database itself, on both engines and with any number of
// servers: a meeting claims every 15-minute cell its host is busy for (the call plus the host's
// buffers), and a (host, cell) pair is a primary key; a host's daily maximum is a set of numbered
// seats per firm day, also a primary key. A second booking of a taken time fails its insert and
// rolls back whole.

export async function up(db: Kysely<unknown>): Promise<void> {
  // When each staff member can be booked. Weekly hours are JSON: weekday (0 = Sunday) to a list
  // of [from, to] minutes after midnight on the firm's clock; days off a JSON list of firm days.
  await db.schema
    .createTable("staff_availability")
    .addColumn("staff_user_id", "integer", (column) =>
      column.primaryKey().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("weekly_hours", "text", (column) => column.notNull())
    .addColumn("days_off", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("min_notice_minutes", "integer", (column) => column.notNull().defaultTo(240))
    .addColumn("buffer_before_minutes", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("buffer_after_minutes", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("daily_max", "integer", (column) => column.notNull().defaultTo(6))
    .addColumn("takes_bookings", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("updated_at", "varchar(30)", (column) => column.notNull())
    .execute();

  // The kinds of first call and their length, kept by admins.
  await db.schema
    .createTable("meeting_types")
    .addColumn("code", "varchar(30)", (column) => column.primaryKey())
    .addColumn("title", "varchar(80)", (column) => column.notNull())
    .addColumn("minutes", "integer", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull())
    .execute();
  await db
    .insertInto("meeting_types" as never)
    .values([
      { code: "intro", title: "Introductory call", minutes: 30, position: 1 },
      { code: "estimate", title: "Estimate walkthrough", minutes: 30, position: 2 },
      { code: "demo", title: "Product demo", minutes: 45, position: 3 },
    ] as never)
    .execute();

  await db.schema
    .createTable("meetings")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    // The calendar UID: the same through every reschedule, so calendars update the one event.
    .addColumn("uid", "varchar(120)", (column) => column.notNull().unique())
    .addColumn("lead_id", "integer", (column) =>
      column.notNull().references("leads.id").onDelete("cascade"),
    )
    .addColumn("staff_user_id", "integer", (column) =>
      column.notNull().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("meeting_type", "varchar(30)", (column) => column.notNull())
    .addColumn("starts_at", "varchar(30)", (column) => column.notNull())
    .addColumn("ends_at", "varchar(30)", (column) => column.notNull())
    // booked, cancelled, held or no_show.
    .addColumn("status", "varchar(12)", (column) => column.notNull().defaultTo("booked"))
    // Raised on every change the invitees are told of; a link signed for an older one is spent.
    .addColumn("sequence", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("visitor_name", "varchar(200)", (column) => column.notNull())
    .addColumn("visitor_email", "varchar(320)", (column) => column.notNull())
    .addColumn("visitor_time_zone", "varchar(64)", (column) => column.notNull())
    // visitor or staff.
    .addColumn("booked_by", "varchar(10)", (column) => column.notNull())
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(30)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("meetings_staff_starts_idx")
    .on("meetings")
    .columns(["staff_user_id", "starts_at"])
    .execute();
  await db.schema.createIndex("meetings_lead_idx").on("meetings").column("lead_id").execute();
  await db.schema.createIndex("meetings_starts_idx").on("meetings").column("starts_at").execute();

  await db.schema
    .createTable("meeting_slot_claims")
    .addColumn("staff_user_id", "integer", (column) => column.notNull())
    // The UTC start of a 15-minute cell, ISO.
    .addColumn("cell_start", "varchar(30)", (column) => column.notNull())
    .addColumn("meeting_id", "varchar(36)", (column) =>
      column.notNull().references("meetings.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("meeting_slot_claims_pk", ["staff_user_id", "cell_start"])
    .execute();
  await db.schema
    .createIndex("meeting_slot_claims_meeting_idx")
    .on("meeting_slot_claims")
    .column("meeting_id")
    .execute();

  await db.schema
    .createTable("meeting_day_claims")
    .addColumn("staff_user_id", "integer", (column) => column.notNull())
    // The firm's day, YYYY-MM-DD.
    .addColumn("day", "varchar(10)", (column) => column.notNull())
    .addColumn("seat", "integer", (column) => column.notNull())
    .addColumn("meeting_id", "varchar(36)", (column) =>
      column.notNull().references("meetings.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("meeting_day_claims_pk", ["staff_user_id", "day", "seat"])
    .execute();
  await db.schema
    .createIndex("meeting_day_claims_meeting_idx")
    .on("meeting_day_claims")
    .column("meeting_id")
    .execute();

  // Each staff member's private calendar feed: only the token's SHA-256 is kept; a new token
  // replaces the old one, which stops working at once.
  await db.schema
    .createTable("staff_calendar_feeds")
    .addColumn("staff_user_id", "integer", (column) =>
      column.primaryKey().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("token_hash", "varchar(64)", (column) => column.notNull().unique())
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .execute();

  // Settings of booking as a whole: how long before a meeting the e-mailed links still change it.
  await db.schema
    .createTable("meeting_settings")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("change_notice_minutes", "integer", (column) => column.notNull().defaultTo(120))
    .execute();
  await db
    .insertInto("meeting_settings" as never)
    .values({ id: 1, change_notice_minutes: 120 } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "meeting_settings",
    "staff_calendar_feeds",
    "meeting_day_claims",
    "meeting_slot_claims",
    "meetings",
    "meeting_types",
    "staff_availability",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
