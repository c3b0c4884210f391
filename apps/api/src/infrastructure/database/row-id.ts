/** The largest key an `integer` id column holds on both engines (PostgreSQL's is 32-bit). */
const MAX_ROW_ID = 2_147_483_647;

/**
 * True when `value` could be a row id. Ids from clients are checked first: PostgreSQL refuses a
 * larger number with an error, where the caller wants a plain "not found".
 */
export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID;
}
