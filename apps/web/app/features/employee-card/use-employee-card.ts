import { useEffect, useRef, useState } from "react";
import { dropEmployeeCardData, readEmployeeCardStart } from "./employee-card-page-data";
import { type EmployeeLookup, fetchEmployee } from "./fetch-employee";

export type EmployeeCardState = { kind: "loading" } | EmployeeLookup;

export interface EmployeeCard {
  state: EmployeeCardState;
  /** The origin the server rendered the card with; undefined when it sent none. */
  renderedOrigin: string | undefined;
}

/**
 * The card for the phone in the URL. When the server sent the card with the document, it starts
 * loaded, exactly as the server rendered it; otherwise it starts as loading, on the prerendered
 * shell as on the first render in the browser, and only the effect reads the phone, so the
 * markup of both agrees.
 */
export function useEmployeeCard(phone: string | undefined): EmployeeCard {
  const [start] = useState(readEmployeeCardStart);
  const [state, setState] = useState<EmployeeCardState>(() =>
    start ? { kind: "loaded", employee: start.employee } : { kind: "loading" },
  );
  // The phone whose card the server sent (null: none), so effects run twice in development
  // still look nothing up.
  const startedFor = useRef<string | undefined | null>(start ? start.phone : null);

  useEffect(() => {
    dropEmployeeCardData();
    if (startedFor.current === phone) return;
    startedFor.current = null;
    let current = true;
    setState((shown) => (shown.kind === "loading" ? shown : { kind: "loading" }));
    fetchEmployee(phone).then((lookup) => {
      if (current) setState(lookup);
    });
    return () => {
      current = false;
    };
  }, [phone]);

  return { state, renderedOrigin: start?.origin };
}
