import { useSyncExternalStore } from "react";
import type { ResolvedPicture } from "../../content/people";
import { EmployeeCardView } from "./employee-card-view";
import { useEmployeeCard } from "./use-employee-card";

const neverChanges = () => () => {};

const CARD_PATH = "/empcard/";

/** The phone of `/empcard/<phone>`, decoded; none on `/empcard` and while the page is built. */
function phoneInUrl(): string | undefined {
  if (typeof window === "undefined") return undefined;
  const { pathname } = window.location;
  if (!pathname.startsWith(CARD_PATH) || pathname.length === CARD_PATH.length) return undefined;
  const segment = pathname.slice(CARD_PATH.length);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The 'Employee Details' card of the person whose phone number is in the URL. */
export function EmployeeCard({
  pictures,
}: {
  /** The team's photographs, where supplied (lib/pictures.ts); else their drawn portraits. */
  pictures?: Readonly<Record<string, ResolvedPicture>>;
}) {
  const phone = phoneInUrl();
  const { state, renderedOrigin } = useEmployeeCard(phone);
  // Hydration keeps the origin the server rendered with (it may not know the public one behind a
  // proxy); the render right after uses the browser's.
  const origin = useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => renderedOrigin ?? "",
  );
  return <EmployeeCardView state={state} origin={origin} pictures={pictures} />;
}
