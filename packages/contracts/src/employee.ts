// Employee card page (/empcard/{phone}) and its call GET /api/getemployee/{id}, the id being the
// phone number from the URL.

import { z } from "zod";
import { API_CALLS, fillPath } from "./api-paths";
import { MAX_LENGTH } from "./constants";
import { employeeMessages, payloadMessages } from "./messages";

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

export const employeeParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, { error: employeeMessages.noPhone })
    .max(MAX_LENGTH.employeePhone, { error: payloadMessages.tooLong(MAX_LENGTH.employeePhone) }),
});

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
