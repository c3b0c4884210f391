import { renderToString } from "react-dom/server";
import { type EmployeeCardPageData, employeeCardStartOf } from "./employee-card-page-data";
import { EmployeeCardView } from "./employee-card-view";

/**
 * The card's markup as the server sends it: from the API's answer (`data`), the loaded card
 * `useEmployeeCard` starts from in the browser; without it, the loading state the build
 * prerendered. Undefined when the answer is unusable: the page is then sent as built.
 */
export function renderEmployeeCard(data?: EmployeeCardPageData): string | undefined {
  if (data === undefined) {
    return renderToString(<EmployeeCardView state={{ kind: "loading" }} origin="" />);
  }
  const start = employeeCardStartOf(data);
  if (start === undefined) return undefined;
  return renderToString(
    <EmployeeCardView state={{ kind: "loaded", employee: start.employee }} origin={start.origin} />,
  );
}
