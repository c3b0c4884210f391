import { type ComponentType, lazy, Suspense } from "react";
import type { BookingPanelProps } from "./booking-panel";

// The thank-you screens offer booking only once a request is saved, so the panel's code loads
// then, not with the page. A chunk that cannot load leaves the thank-you message as it is.
const Panel = lazy<ComponentType<BookingPanelProps>>(() =>
  import("./booking-panel").then(
    (module) => ({ default: module.BookingPanel }),
    () => ({ default: () => null }),
  ),
);

/** The booking panel, fetched when first shown. */
export function LazyBookingPanel(props: BookingPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
