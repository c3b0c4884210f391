import type { EmployeeLookupFailure, EmployeeResponse } from "@site/contracts";
import { ApiNetworkError, apiRequest, serverMessage } from "../../lib/api-client";
import { employeeErrorMessage, employeePath } from "./employee-contract";

export type EmployeeLookup =
  | { kind: "loaded"; employee: EmployeeResponse }
  | { kind: "error"; message: string };

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
function readCard(body: unknown): EmployeeResponse | undefined {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== "object" || data === null) return undefined;
  const card = data as Record<string, unknown>;
  if (typeof card.name !== "string" || card.name === "") return undefined;
  return Object.fromEntries(
    FIELDS.map((field) => [field, typeof card[field] === "string" ? card[field] : ""]),
  ) as EmployeeResponse;
}

const failed = (failure: EmployeeLookupFailure): EmployeeLookup => ({
  kind: "error",
  message: employeeErrorMessage(failure),
});

/** Looks the card up by the phone number from the URL; never throws. */
export async function fetchEmployee(phone: string | undefined): Promise<EmployeeLookup> {
  const trimmed = phone?.trim() ?? "";
  if (trimmed === "") return failed({ kind: "no-phone" });
  try {
    const { ok, status, data } = await apiRequest("GET", employeePath(trimmed));
    if (!ok) return failed({ kind: "status", status, serverMessage: serverMessage(data) });
    const employee = readCard(data);
    return employee ? { kind: "loaded", employee } : failed({ kind: "unexpected" });
  } catch (error) {
    return failed(error instanceof ApiNetworkError ? { kind: "network" } : { kind: "unexpected" });
  }
}
