import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// Staff write to a lead from the console: e-mail templates admins keep, each e-mail sent (queued,
// then sent or failed through the job queue), and quotations priced from an estimate, with the
// PDF that was sent kept as it was. Migrations are frozen in time: they use only Kysely's schema
// builder, never app code.

type Db = Kysely<unknown>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function identity(db: Db) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? column.primaryKey().generatedAlwaysAsIdentity()
      : column.primaryKey().autoIncrement();
}

const SEEDED_AT = "2026-11-29T00:00:00.000Z";

const TEMPLATES = [
  {
    name: "First reply to a request",
    purpose: null,
    subject: "Your request to Kaizen Fusion ({{request_reference}})",
    body: `Dear {{first_name}},

Thank you for writing to Kaizen Fusion. I have read your request (reference {{request_reference}}) and I will be looking after it personally.

To make sure we propose the right approach for {{company}}, could you tell me a little more about:

- the problem you want to solve and who will use the solution,
- the systems it needs to work with today,
- when you would like to have it running, and any budget range you have in mind.

If it is easier to talk it through, reply with two or three times that suit you this week and I will send an invitation for a 30-minute call.

Kind regards,
{{staff_name}}
Kaizen Fusion Technologies
{{staff_email}}`,
  },
  {
    name: "Follow-up after our call",
    purpose: null,
    subject: "Following up on our call",
    body: `Dear {{first_name}},

Thank you for your time on the call today. As promised, here is a short summary of what we discussed and the next steps.

What we understood:
- [the outcome {{company}} is looking for]
- [constraints: systems, data, timelines]

Next steps:
1. We will share a written proposal with scope, plan and price.
2. You will check internally who else should review it.
3. We will set up a short review call once you have read it.

If I have missed or misunderstood anything, just reply to this e-mail and I will correct it.

Kind regards,
{{staff_name}}
Kaizen Fusion Technologies
{{staff_email}}`,
  },
  {
    name: "Your quotation",
    purpose: "quotation",
    subject: "Your quotation {{quote_number}} from Kaizen Fusion",
    body: `Dear {{first_name}},

Thank you for using our project estimator. Please find attached our quotation {{quote_number}} for {{company}}, for a total of {{quote_total}}. It is valid until {{quote_valid_until}}.

The quotation lists each part of the work with its effort and amount, and our standard terms. The figures come from the details you gave us; once we have walked through your requirements together we can refine the scope and the price.

If you would like to go ahead, or to change anything, simply reply to this e-mail or let me know a convenient time for a call.

Kind regards,
{{staff_name}}
Kaizen Fusion Technologies
{{staff_email}}`,
  },
];

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable("email_templates")
    .addColumn("id", "integer", identity(db))
    .addColumn("name", "varchar(100)", (column) => column.notNull().unique())
    // "quotation" marks the template a new quotation opens the compose form with.
    .addColumn("purpose", "varchar(20)", (column) => column.unique())
    .addColumn("subject", "varchar(200)", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("updated_by", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("updated_at", "varchar(30)", (column) => column.notNull())
    .execute();
  await db
    .insertInto("email_templates" as never)
    .values(TEMPLATES.map((template) => ({ ...template, updated_at: SEEDED_AT })) as never)
    .execute();

  await db.schema
    .createTable("quotes")
    .addColumn("id", "integer", identity(db))
    // Q-2026-0001: counted per year on the firm's clock.
    .addColumn("number", "varchar(20)", (column) => column.notNull().unique())
    .addColumn("lead_id", "integer", (column) =>
      column.notNull().references("leads.id").onDelete("cascade"),
    )
    .addColumn("created_by", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    // The name shown on the PDF as the one who prepared it, kept if the account goes.
    .addColumn("prepared_by_name", "varchar(200)", (column) => column.notNull())
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    // YYYY-MM-DD on the firm's clock.
    .addColumn("valid_until", "varchar(10)", (column) => column.notNull())
    // JSON: [{ label, hours, amount }] as priced when the quote was made; whole rupees.
    .addColumn("lines", "text", (column) => column.notNull())
    .addColumn("total", "integer", (column) => column.notNull())
    .addColumn("terms", "text", (column) => column.notNull())
    .addColumn("pdf", isPostgres(db) ? "bytea" : "blob", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("quotes_lead_idx").on("quotes").column("lead_id").execute();

  await db.schema
    .createTable("staff_emails")
    .addColumn("id", "integer", identity(db))
    .addColumn("lead_id", "integer", (column) =>
      column.notNull().references("leads.id").onDelete("cascade"),
    )
    .addColumn("staff_user_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    // The author's name and address as they were when it was sent: From name and Reply-To.
    .addColumn("staff_name", "varchar(200)", (column) => column.notNull())
    .addColumn("staff_email", "varchar(320)", (column) => column.notNull())
    .addColumn("to_email", "varchar(320)", (column) => column.notNull())
    .addColumn("subject", "varchar(200)", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("template_id", "integer", (column) =>
      column.references("email_templates.id").onDelete("set null"),
    )
    .addColumn("quote_id", "integer", (column) =>
      column.references("quotes.id").onDelete("set null"),
    )
    // queued, sent or failed.
    .addColumn("status", "varchar(10)", (column) => column.notNull())
    .addColumn("error", "text")
    .addColumn("sent_at", "varchar(30)")
    .addColumn("job_id", "integer")
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("staff_emails_lead_idx")
    .on("staff_emails")
    .column("lead_id")
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("staff_emails").execute();
  await db.schema.dropTable("quotes").execute();
  await db.schema.dropTable("email_templates").execute();
}
