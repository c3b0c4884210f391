import { useSyncExternalStore } from "react";
import { useParams } from "react-router";
import { EmployeeCardView } from "./employee-card-view";
import { useEmployeeCard } from "./use-employee-card";

const neverChanges = () => () => {};

/** The 'Employee Details' card of the person whose phone number is in the URL. */
export function EmployeeCard() {
  const { phone } = useParams();
  const { state, renderedOrigin } = useEmployeeCard(phone);
  // Hydration keeps the origin the server rendered with (it may not know the public one behind a
  // proxy); the render right after uses the browser's.
  const origin = useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => renderedOrigin ?? "",
  );
  return <EmployeeCardView state={state} origin={origin} />;
}
