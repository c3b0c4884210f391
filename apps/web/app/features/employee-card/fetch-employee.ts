import {
  type EmployeeLookupFailure,
  type EmployeeResponse,
  employeeCardOf,
  employeeErrorMessage,
  employeePath,
} from "@site/contracts/employee-view";
import { ApiNetworkError, apiRequest, serverMessage } from "../../lib/api-client";

export type EmployeeLookup =
  | { kind: "loaded"; employee: EmployeeResponse }
  | { kind: "error"; message: string };

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
    const employee = employeeCardOf(data);
    return employee ? { kind: "loaded", employee } : failed({ kind: "unexpected" });
  } catch (error) {
    return failed(error instanceof ApiNetworkError ? { kind: "network" } : { kind: "unexpected" });
  }
}
