// The employee card's answer and the page's helpers, without zod: the browser's card imports this
// module (as @site/contracts/employee-view) so its page does not load the schema in employee.ts.

import { API_CALLS, fillPath } from "./api-paths";
import { employeeMessages } from "./messages";

export type EmployeeResponse = {
  name: string;
  designation: string;
  /** e.g. "+91" */
  phone_prefix: string;
  phone_number: string;
  email: string;
  company_name: string;
  company_address: string;
  company_website: string;
};

export const employeePath = (phone: string) => fillPath(API_CALLS.employee.path, { id: phone });

/** Why the card could not be shown. */
export type EmployeeLookupFailure =
  | { kind: "no-phone" }
  | { kind: "status"; status: number; serverMessage?: string }
  | { kind: "network" }
  | { kind: "unexpected" };

export function employeeErrorMessage(failure: EmployeeLookupFailure): string {
  switch (failure.kind) {
    case "no-phone":
      return employeeMessages.noPhone;
    case "network":
      return employeeMessages.network;
    case "unexpected":
      return employeeMessages.unexpected;
    case "status":
      if (failure.status === 404) return employeeMessages.notFound;
      if (failure.status === 401 || failure.status === 403) return employeeMessages.authFailed;
      return failure.serverMessage || employeeMessages.unexpectedStatus(failure.status);
  }
}

/** The card's fields, in the order the answer lists them. */
export const EMPLOYEE_CARD_FIELDS = [
  "name",
  "designation",
  "phone_prefix",
  "phone_number",
  "email",
  "company_name",
  "company_address",
  "company_website",
] as const satisfies readonly (keyof EmployeeResponse)[];

/** The card in the answer's `data`, with every field a string, or undefined. */
export function employeeCardOf(body: unknown): EmployeeResponse | undefined {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== "object" || data === null) return undefined;
  const card = data as Record<string, unknown>;
  if (typeof card.name !== "string" || card.name === "") return undefined;
  return Object.fromEntries(
    EMPLOYEE_CARD_FIELDS.map((field) => [
      field,
      typeof card[field] === "string" ? card[field] : "",
    ]),
  ) as EmployeeResponse;
}
