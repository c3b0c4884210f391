import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";

type Db = Kysely<Database>;

/** Every template by name, with who changed it last. */
export function listTemplates(db: Db) {
  return db
    .selectFrom("email_templates")
    .leftJoin("staff_users", "staff_users.id", "email_templates.updated_by")
    .select([
      "email_templates.id",
      "email_templates.name",
      "email_templates.purpose",
      "email_templates.subject",
      "email_templates.body",
      "email_templates.updated_at",
      "staff_users.email as updated_by_email",
      "staff_users.display_name as updated_by_name",
    ])
    .orderBy("email_templates.name")
    .execute();
}

export type TemplateRow = Awaited<ReturnType<typeof listTemplates>>[number];

export function findTemplate(db: Db, id: number) {
  return db
    .selectFrom("email_templates")
    .select(["id", "name", "purpose", "subject", "body"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The template a new quotation opens the compose form with, if admins kept one. */
export function findQuotationTemplate(db: Db) {
  return db
    .selectFrom("email_templates")
    .select(["id", "name", "purpose", "subject", "body"])
    .where("purpose", "=", "quotation")
    .executeTakeFirst();
}

export interface TemplateText {
  name: string;
  subject: string;
  body: string;
}

/** Whether another template (not `exceptId`) already has this name, whatever its case. */
export async function templateNameTaken(db: Db, name: string, exceptId?: number) {
  const rows = await db.selectFrom("email_templates").select(["id", "name"]).execute();
  return rows.some((row) => row.id !== exceptId && row.name.toLowerCase() === name.toLowerCase());
}

export async function addTemplate(db: Db, text: TemplateText, staffUserId: number, now: Date) {
  await db
    .insertInto("email_templates")
    .values({ ...text, updated_by: staffUserId, updated_at: now.toISOString() })
    .execute();
}

/** Saves the template's new text; false when it no longer exists. */
export async function updateTemplate(
  db: Db,
  id: number,
  text: TemplateText,
  staffUserId: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("email_templates")
    .set({ ...text, updated_by: staffUserId, updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes it; e-mails written from it keep their text. False when it was already gone. */
export async function deleteTemplate(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("email_templates").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
