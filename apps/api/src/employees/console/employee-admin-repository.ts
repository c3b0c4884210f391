import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import type { EmployeeInput } from "./employee-form";

type Db = Kysely<Database>;

export async function listEmployees(db: Db) {
  return db
    .selectFrom("employees")
    .select(["id", "name", "designation", "phone_prefix", "phone_number", "email"])
    .orderBy("name")
    .execute();
}

export async function findEmployee(db: Db, id: number) {
  return db.selectFrom("employees").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Whether another employee (not `exceptId`) already has this normalised phone number. */
export async function isPhoneTaken(db: Db, phoneNormalized: string, exceptId?: number) {
  let query = db
    .selectFrom("employees")
    .select("id")
    .where("phone_normalized", "=", phoneNormalized);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createEmployee(db: Db, employee: EmployeeInput, phoneNormalized: string) {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("employees")
    .values({ ...employee, phone_normalized: phoneNormalized, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Answers false when there is no such employee. */
export async function updateEmployee(
  db: Db,
  id: number,
  employee: EmployeeInput,
  phoneNormalized: string,
): Promise<boolean> {
  const result = await db
    .updateTable("employees")
    .set({ ...employee, phone_normalized: phoneNormalized, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteEmployee(db: Db, id: number): Promise<void> {
  await db.deleteFrom("employees").where("id", "=", id).execute();
}
