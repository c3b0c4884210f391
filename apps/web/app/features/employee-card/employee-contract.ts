import {
  API_CALLS,
  type EmployeeLookupFailure,
  type EmployeeResponse,
  employeeMessages,
  fillPath,
} from "@site/contracts";

// The card page's share of the employee contract. @site/contracts has the same helpers in
// employee.ts, but that module builds a zod schema as it loads, which would put zod into this
// page's bundle; these use only its zod-free modules, and employee-contract.test.ts holds them equal.

export const employeePath = (phone: string) => fillPath(API_CALLS.employee.path, { id: phone });

/** The spec's error line for a failed lookup. */
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

const FIELDS = [
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
    FIELDS.map((field) => [field, typeof card[field] === "string" ? card[field] : ""]),
  ) as EmployeeResponse;
}
