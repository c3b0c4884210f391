import type { EmployeeResponse } from "@site/contracts";
import { EMPLOYEE_CARD_FIELDS } from "@site/contracts/employee-view";
import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import { normalizePhone } from "../leads/normalize-phone";

type Db = Kysely<Database>;

/** The card's fields, exactly as the employee lookup answers them. */
export type EmployeeCard = EmployeeResponse;

/** `phoneDigits` must come from normalizePhone, as the stored key does. */
export async function findEmployeeByPhone(
  db: Db,
  phoneDigits: string,
): Promise<EmployeeCard | undefined> {
  return db
    .selectFrom("employees")
    .where("phone_normalized", "=", phoneDigits)
    .select(EMPLOYEE_CARD_FIELDS)
    .executeTakeFirst();
}

export async function insertEmployee(
  db: Db,
  employee: EmployeeCard,
  now = new Date().toISOString(),
): Promise<void> {
  const phone = normalizePhone(`${employee.phone_prefix} ${employee.phone_number}`);
  if (phone === null) {
    throw new Error(`Employee ${employee.name} has an unreadable phone number`);
  }
  await db
    .insertInto("employees")
    .values({ ...employee, phone_normalized: phone, created_at: now, updated_at: now })
    .execute();
}
