import { type EmployeeResponse, employeeCardOf } from "@site/contracts/employee-view";

// The server answers /empcard/<phone> with the card already rendered when it finds the employee,
// and puts the data it rendered from into the page as a JSON block (not a script: nothing runs,
// and the page's Content-Security-Policy stays as built). The card starts from that block, so
// hydration sees exactly the markup the server sent, and looks the phone up only without it.

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

type PageDocument = Pick<Document, "getElementById">;

const currentDocument = (): PageDocument | undefined =>
  typeof document === "undefined" ? undefined : document;

/** The card the server put into this document, if it did. */
export function readEmployeeCardStart(doc = currentDocument()): EmployeeCardStart | undefined {
  const text = doc?.getElementById(EMPLOYEE_CARD_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return employeeCardStartOf(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * Removes the block once the card has started from it: the document outlives this page when the
 * visitor navigates in the browser, and a later card must be looked up afresh.
 */
export function dropEmployeeCardData(doc = currentDocument()): void {
  doc?.getElementById(EMPLOYEE_CARD_DATA_ID)?.remove();
}
