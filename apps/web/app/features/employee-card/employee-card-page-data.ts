import { type EmployeeResponse, employeeCardOf } from "@site/contracts/employee-view";
import { pageDataBlock } from "../../lib/page-data-block";

// The server answers /empcard/<phone> with the card already rendered when it finds the employee,
// and puts the data it rendered from into the page (see page-data-block.ts); without it, the card
// looks the phone up.

/** The id of the JSON block; the server learns it from the page renderers it loads. */
export const EMPLOYEE_CARD_DATA_ID = "employee-card-data";

export interface EmployeeCardPageData {
  /** The phone as it is in the URL (decoded), the route's `phone` parameter. */
  phone: string;
  /** The origin the server rendered the card's own address with, e.g. "https://example.com". */
  origin: string;
  /** The answer of `GET /api/getemployee/{phone}`, as the API sends it. */
  answer: unknown;
}

export interface EmployeeCardStart {
  phone: string;
  origin: string;
  employee: EmployeeResponse;
}

/** The card these data give, read as a fetched answer is; undefined if unusable. */
export function employeeCardStartOf(data: unknown): EmployeeCardStart | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { phone, origin, answer } = data as Partial<EmployeeCardPageData>;
  const employee = employeeCardOf(answer);
  if (typeof phone !== "string" || typeof origin !== "string" || !employee) return undefined;
  return { phone, origin, employee };
}

const block = pageDataBlock(EMPLOYEE_CARD_DATA_ID, employeeCardStartOf);

/** The card the server put into this document, if it did. */
export const readEmployeeCardStart = block.read;

/** Removes the block once the card has started from it: a later card is looked up afresh. */
export const dropEmployeeCardData = block.drop;
