import { useEffect, useState } from "react";
import { type EmployeeLookup, fetchEmployee } from "./fetch-employee";

export type EmployeeCardState = { kind: "loading" } | EmployeeLookup;

/**
 * The card for the phone in the URL. It starts as loading, on the prerendered shell as on the
 * first render in the browser, and only the effect reads the phone, so the markup of both agrees.
 */
export function useEmployeeCard(phone: string | undefined): EmployeeCardState {
  const [state, setState] = useState<EmployeeCardState>({ kind: "loading" });
  useEffect(() => {
    let current = true;
    setState((shown) => (shown.kind === "loading" ? shown : { kind: "loading" }));
    fetchEmployee(phone).then((lookup) => {
      if (current) setState(lookup);
    });
    return () => {
      current = false;
    };
  }, [phone]);
  return state;
}
